import { useEffect, useState } from 'react';
import { useClock } from '../../../clock/ClockProvider';
import { useTimers } from '../../../clock/timers';
import { timeAgo, untilTimeAgoChanges } from './time-ago';

/**
 * When a post or comment was made, as '5 minutes ago', kept current while the page stays open:
 * the clock is read again when the text may change, so a fresh comment's 'just now' becomes
 * '1 minute ago' a minute later without her doing anything.
 */
export function TimeAgo({ at }: { at: Date }) {
  const clock = useClock();
  const timers = useTimers();
  const text = timeAgo(at, clock.now());
  const atTime = at.getTime();
  const [readings, setReadings] = useState(0);
  useEffect(() => {
    const timer = timers.setTimeout(
      () => setReadings((count) => count + 1),
      untilTimeAgoChanges(new Date(atTime), clock.now()),
    );
    return () => timers.clearTimeout(timer);
    // each reading schedules the next
  }, [clock, timers, atTime, readings]);
  return text;
}
