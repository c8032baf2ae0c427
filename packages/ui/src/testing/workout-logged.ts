import { expect, waitFor, within } from 'storybook/test';
import { CONFIRMATION_MS } from '../features/workouts/LogWorkoutButton/LogWorkoutButton';
import { passTimer } from './story-time';

/**
 * 'Workout logged' goes by itself 4 s after a log: a story that logs passes that time on its
 * timers and sees the line go, so its picture does not depend on how long the pictures take
 * (`LogWorkoutButton/SucceededAsProps` shows the line).
 */
export async function workoutLoggedGone(canvasElement: HTMLElement): Promise<void> {
  await passTimer(CONFIRMATION_MS);
  await waitFor(() => expect(within(canvasElement).getByRole('status').textContent).toBe(''));
}
