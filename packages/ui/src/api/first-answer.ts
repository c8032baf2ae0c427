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

/**
 * First answers waiting for the browser to be idle, or shown but not yet on the page, and screens
 * whose secondary requests are waiting to be sent.
 */
let revealsWaiting = 0;

/**
 * How many widgets inside `FirstAnswersWhenIdle` hold an answer that is not on the page yet, and
 * how many `SecondaryRequestsWhenIdle` have not let their requests go: a story's picture waits for
 * none (`.storybook/settled.ts`), as it waits for answers in flight.
 */
export function idleRevealsWaiting(): number {
  return revealsWaiting;
}

/**
 * Calls `run` once the browser is idle, at most `IDLE_WAIT_MS` later, counting the wait in
 * `idleRevealsWaiting` until it ends or is cancelled. Returns the cancel, an effect's cleanup.
 */
function countedWhenIdle(run: () => void): () => void {
  revealsWaiting += 1;
  const cancel = whenIdle(run, IDLE_WAIT_MS);
  return () => {
    cancel();
    revealsWaiting -= 1;
  };
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

const RequestsHeld = createContext(false);

/**
 * A screen's secondary requests (the dashboard's side column) wait until the browser is idle
 * after the screen mounted, at most `IDLE_WAIT_MS`: the queries that opt in
 * (`useSecondaryRequestHeld`) inside are not sent before. The screen's own requests then have the
 * connection and the main thread to themselves: on a phone the side column's answers shared the
 * line with the workouts, whose chart summary is the dashboard's largest paint. Queries whose
 * answers are in the cache still show them at once; they refetch (if stale) once the wait ends.
 */
export function SecondaryRequestsWhenIdle({ children }: { children: ReactNode }) {
  const held = !useIdleSince(true);
  return createElement(RequestsHeld.Provider, { value: held }, children);
}

/**
 * True once the browser has been idle (or `IDLE_WAIT_MS` has passed) since `active` became true,
 * and false while `active` is false: a request that can wait (the navigation's invites marker)
 * is sent once the page's own have had the line and the main thread. A wait is counted for the
 * stories' pictures (`idleRevealsWaiting`).
 */
export function useIdleSince(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) {
      setIdle(false);
      return;
    }
    if (idle) return;
    // ends once idle (this effect runs again), once inactive, or once the component has gone
    return countedWhenIdle(() => setIdle(true));
  }, [active, idle]);
  return active && idle;
}

/**
 * True while the query of a secondary widget must not be sent yet (inside
 * `SecondaryRequestsWhenIdle`, until the browser has been idle); false everywhere else. A hook
 * passes it on as its query's `enabled: false`.
 */
export function useSecondaryRequestHeld(): boolean {
  return useContext(RequestsHeld);
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
    // ends once the answer is on the page (this effect runs again), or the widget has gone
    return countedWhenIdle(() => startTransition(() => setIdleSince(true)));
  }, [idleSince, pending]);
  return (shownPending && !pending) || (!pending && !idleSince);
}
