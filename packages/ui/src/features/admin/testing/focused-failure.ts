import { expect, waitFor } from 'storybook/test';

/**
 * A save that failed while its form is open: the failure banner takes focus, showing `message`,
 * and is not live as well (focus reads it; a live role would read it a second time).
 */
export async function focusedFailureBanner(message: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.activeElement).toHaveTextContent(message));
  const banner = document.activeElement as HTMLElement;
  await expect(banner).toHaveAttribute('data-tone', 'error');
  await expect(banner).not.toHaveAttribute('role');
  return banner;
}
