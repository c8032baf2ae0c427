import { useCallback, useEffect, useRef, useState } from 'react';
import { useClock, type Clock } from '../../../clock/ClockProvider';
import { useTimers } from '../../../clock/timers';

/** An end further off than this is not waited for in one timer: the clock is read again a day on. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
/**
 * Between two readings of the clock: a clock that stands still (a test's fixed clock) at a
 * moment just before the end is then not read over and over.
 */
const SHORTEST_WAIT_MS = 1000;

/** One reading of `clock` against the end instant `endTime`. */
interface Reading {
  clock: Clock;
  endTime: number;
  ended: boolean;
}

function read(clock: Clock, endTime: number): Reading {
  return { clock, endTime, ended: clock.now().getTime() > endTime };
}

/**
 * Whether a challenge ending at `end` is over (its end instant has passed), following the clock
 * while the page is open. The page shows what the last reading of the clock found, and the clock
 * is read when the page opens, by a timer set to the end instant, when she comes back to the tab
 * (a hidden tab's timers may fire late) and when `check` is called (before a save, say). A render
 * for another reason (her values arriving) does not read it, so the page never changes without
 * `onEnd`: it runs when a reading finds the end passed, just before the page changes.
 */
export function useChallengeEnded(
  end: Date,
  onEnd?: () => void,
): { ended: boolean; check: () => void } {
  const clock = useClock();
  const timers = useTimers();
  const endTime = end.getTime();
  const [reading, setReading] = useState(() => read(clock, endTime));
  let current = reading;
  if (reading.clock !== clock || reading.endTime !== endTime) {
    // another end (or clock) than the last reading's: it is read at once
    current = read(clock, endTime);
    setReading(current);
  }
  const { ended } = current;
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  const check = useCallback(() => {
    const next = read(clock, endTime);
    if (next.ended) onEndRef.current?.();
    setReading(next);
  }, [clock, endTime]);

  useEffect(() => {
    if (ended) return;
    const untilPassed = endTime - clock.now().getTime() + 1;
    const wait = Math.min(Math.max(untilPassed, SHORTEST_WAIT_MS), LONGEST_WAIT_MS);
    const timer = timers.setTimeout(check, wait);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      timers.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // each reading schedules the next, until the end has passed
  }, [clock, timers, endTime, ended, check, current]);

  return { ended, check };
}

/**
 * Whether a challenge starting at `start` has begun (its start instant has come), following the
 * clock while the page is open, as `useChallengeEnded` follows its end.
 */
export function useChallengeStarted(start: Date): boolean {
  // begun once the millisecond before its start has passed
  return useChallengeEnded(new Date(start.getTime() - 1)).ended;
}
