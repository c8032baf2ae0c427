import { createContext, use, type ReactNode } from 'react';

/**
 * The timers behind what a member sees go by itself: a confirmation that fades after a few
 * seconds, a banner a machine clears after its delay, the day turning at midnight on a page left
 * open. They come from context so a story can run them forward instead of waiting them out; the
 * app uses the browser's. The shape is XState's clock, so a machine's delays (`after`) run on the
 * same timers when it is started with `{ clock: timers }`.
 *
 * Timers nobody sees pass (a frame's wait, a press's debounce) stay on the browser's own, and so
 * does an animation's end (the confetti's), which runs with the animation's frames.
 */
export type Timers = {
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
};

export const browserTimers: Timers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

const TimersContext = createContext<Timers>(browserTimers);

export function TimersProvider({ timers, children }: { timers: Timers; children: ReactNode }) {
  return <TimersContext value={timers}>{children}</TimersContext>;
}

export function useTimers(): Timers {
  return use(TimersContext);
}
