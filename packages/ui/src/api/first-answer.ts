import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useDeferredValue,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { whenIdle } from './after-paint';

/** The longest a widget inside `FirstAnswersWhenIdle` waits for the browser to be idle. */
const IDLE_WAIT_MS = 1_000;

const WhenIdle = createContext(false);

/** First answers waiting for the browser to be idle, or shown but not yet on the page. */
let revealsWaiting = 0;

/**
 * How many widgets inside `FirstAnswersWhenIdle` hold an answer that is not on the page yet: a
 * story's picture waits for none (`.storybook/settled.ts`), as it waits for answers in flight.
 */
export function idleRevealsWaiting(): number {
  return revealsWaiting;
}

/**
 * Widgets inside show their first answer once the browser is idle after it arrived (at most
 * `IDLE_WAIT_MS` later), not in the render that follows it at once. For a screen's secondary
 * widgets (the dashboard's side column): the browser then styles, lays out and paints them in a
 * frame after the main ones, instead of the whole screen in one long frame, and their render does
 * not compete with the main widgets' own.
 */
export function FirstAnswersWhenIdle({ children }: { children: ReactNode }) {
  return createElement(WhenIdle.Provider, { value: true }, children);
}

/**
 * True while a widget's first answer is held back, false otherwise; a widget shows its loading
 * state while this is true, as it did while `pending`.
 *
 * A query's answer reaches its widgets through a store subscription, which React must render in
 * one piece: on the dashboard, the workouts arriving re-render the figures, the heat map, the
 * calendar, the chart and the streak in one task, and the leaderboard's in another, each blocking
 * the main thread for 130 to 170 ms with the CPU slowed 4x. Held back for that render, the answer
 * is shown by the deferred render that follows at once, which React splits into short slices,
 * answering presses and painting between them (inside `FirstAnswersWhenIdle`, by a render once the
 * browser is idle). Only the first answer (and the first after a change of query) is held back:
 * later ones (a logged workout, a refetch) show in the render they arrive in, as before, and an
 * answer already there when the widget mounts (from the cache) shows at once.
 */
export function useFirstAnswerHeld(pending: boolean): boolean {
  const whenIdleOnly = useContext(WhenIdle);
  const shownPending = useDeferredValue(pending);
  // inside FirstAnswersWhenIdle: whether the browser has been idle since the first answer came
  const [idleSince, setIdleSince] = useState(() => !whenIdleOnly || !pending);
  useEffect(() => {
    if (idleSince || pending) return;
    revealsWaiting += 1;
    const cancel = whenIdle(() => startTransition(() => setIdleSince(true)), IDLE_WAIT_MS);
    // once the answer is on the page (this effect runs again), or the widget has gone
    return () => {
      cancel();
      revealsWaiting -= 1;
    };
  }, [idleSince, pending]);
  return (shownPending && !pending) || (!pending && !idleSince);
}
