import type { Clock } from '../clock/ClockProvider';

/**
 * A clock for a story: it stands where the story sets it (`setTo(ms)`, an epoch time), so the
 * story moves 'now' past a moment (a challenge's end, a minute since a comment) while the page
 * stays open, and the page finds it there the next time it reads the clock.
 */
export function settableClock(at: number): { clock: Clock; setTo: (ms: number) => void } {
  let now = at;
  return {
    clock: { now: () => new Date(now) },
    setTo: (ms) => {
      now = ms;
    },
  };
}
