/**
 * Puts an input in the state Chromium leaves it in when it holds text it cannot read as its
 * type's value ('10e' in a number field, Feb 30 in a date field): its value is empty, as an empty
 * field's is, and its validity reports bad input. A story's typed keys cannot put it there (they
 * set the value, which the browser cleans), so this does it as the browser does and, with `input`,
 * sends the input event a keystroke would. `restore` gives the field back its own validity.
 */
export function holdBadInput(
  input: HTMLElement,
  { sendInput = false }: { sendInput?: boolean } = {},
): { restore: () => void } {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  input.value = '';
  const validity = input.validity;
  Object.defineProperty(input, 'validity', {
    configurable: true,
    get: () => ({ valid: false, badInput: true, valueMissing: validity.valueMissing }),
  });
  if (sendInput) input.dispatchEvent(new Event('input', { bubbles: true }));
  return {
    restore: () => {
      Reflect.deleteProperty(input, 'validity');
    },
  };
}
