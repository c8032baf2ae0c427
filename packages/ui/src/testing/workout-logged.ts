import { expect, waitFor, within } from 'storybook/test';

/**
 * Waits for 'Workout logged' to go, as it does by itself 4 s after a log: a story that logs
 * waits for it, so its picture does not depend on how long the pictures take
 * (`LogWorkoutButton/SucceededAsProps` shows the line).
 */
export async function workoutLoggedGone(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(within(canvasElement).getByRole('status').textContent).toBe(''), {
    timeout: 6000,
  });
}
