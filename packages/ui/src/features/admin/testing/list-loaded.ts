import type { within } from 'storybook/test';

/**
 * Waits for the page's list (its cards), so that a play function presses on the page as loaded:
 * while the list loads, its spinner is the page's only status, and on a busy machine a story
 * reading the status after its press could find the spinner instead of the answer.
 */
export async function listLoaded(canvas: ReturnType<typeof within>): Promise<void> {
  await canvas.findAllByRole('article');
}
