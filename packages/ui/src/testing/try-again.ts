import { expect, userEvent, waitFor, type within } from 'storybook/test';

/**
 * A failed read's 'Try Again', pressed from the keyboard while the read still fails: the failure
 * is said again, as a new alert reading `message`, and the button, busy no longer, keeps her
 * focus. Returns the button, still focused, for a press once the server answers.
 */
export async function tryAgainStillFails(
  canvas: ReturnType<typeof within>,
  message: string,
): Promise<HTMLElement> {
  const tryAgain = await canvas.findByRole('button', { name: 'Try Again' }, { timeout: 5000 });
  const first = canvas.getByRole('alert');
  tryAgain.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.getByRole('alert')).not.toBe(first));
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
  await expect(tryAgain).toHaveFocus();
  return tryAgain;
}
