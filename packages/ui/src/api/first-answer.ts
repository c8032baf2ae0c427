import { useDeferredValue } from 'react';

/**
 * True for the one render in which a widget's first answer has just arrived, false otherwise; a
 * widget shows its loading state while this is true, as it did while `pending`.
 *
 * A query's answer reaches its widgets through a store subscription, which React must render in
 * one piece: on the dashboard, the workouts arriving re-render the figures, the heat map, the
 * calendar, the chart and the streak in one task, and the leaderboard's in another, each blocking
 * the main thread for 130 to 170 ms with the CPU slowed 4x. Held back for that render, the answer
 * is shown by the deferred render that follows at once, which React splits into short slices,
 * answering presses and painting between them. Only the first answer (and the first after a change
 * of query) is held back: later ones (a logged workout, a refetch) show in the render they arrive
 * in, as before.
 */
export function useFirstAnswerHeld(pending: boolean): boolean {
  const shownPending = useDeferredValue(pending);
  return shownPending && !pending;
}
