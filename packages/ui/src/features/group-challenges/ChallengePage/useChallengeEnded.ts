import { useCallback, useEffect, useRef, useState } from 'react';
import { useClock } from '../../../clock/ClockProvider';

/** An end further off than this is not waited for in one timer: the clock is read again a day on. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
/**
 * Between two readings of the clock: a clock that stands still (a test's fixed clock) at a
 * moment just before the end is then not read over and over.
 */
const SHORTEST_WAIT_MS = 1000;

/**
 * Whether a challenge ending at `end` is over (its end instant has passed), following the clock
 * while the page is open: a timer to the end instant reads the clock again, so the page changes
 * when the end passes. `check` reads the clock at once (before a save, say). `onEnd` runs when a
 * reading finds the end passed while the page was open, just before the page changes.
 */
export function useChallengeEnded(
  end: Date,
  onEnd?: () => void,
): { ended: boolean; check: () => void } {
  const clock = useClock();
  const endTime = end.getTime();
  const ended = clock.now().getTime() > endTime;
  const [readings, setReadings] = useState(0);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  const check = useCallback(() => {
    if (clock.now().getTime() > endTime) onEndRef.current?.();
    setReadings((count) => count + 1);
  }, [clock, endTime]);

  useEffect(() => {
    if (ended) return;
    const untilPassed = endTime - clock.now().getTime() + 1;
    const wait = Math.min(Math.max(untilPassed, SHORTEST_WAIT_MS), LONGEST_WAIT_MS);
    const timer = setTimeout(check, wait);
    return () => clearTimeout(timer);
    // each reading schedules the next, until the end has passed
  }, [clock, endTime, ended, check, readings]);

  return { ended, check };
}
