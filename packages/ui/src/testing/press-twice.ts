/**
 * Presses `button` twice in one task, as a hurried double press can land before the page has
 * drawn the busy state of the first: the second press meets the page exactly as the first left
 * it. (A test tool's double click waits between its events, long enough for the page to catch
 * up, so it cannot tell a form that guards its press from one that does not.)
 */
export function pressTwiceAtOnce(button: HTMLElement): void {
  // a pointer's press focuses the button as it lands
  button.focus();
  button.click();
  button.click();
}
