import { useEffect, useState } from 'react';
import { useClock } from '../../clock/ClockProvider';
import { useTimers } from '../../clock/timers';
import { deviceTimeZone, localDayKey, type DayKey } from './calendar-day';

export type LocalCalendar = { now: Date; timeZone: string; today: DayKey };

/** The longest a page waits before it looks at the day again. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * How long to wait before looking at the day again: until just after the device's next local
 * midnight, and never more than an hour, so that a clock or zone that changed meanwhile (travel,
 * a laptop waking up, a zone other than the device's) is caught within the hour.
 */
export function untilNextDayCheck(now: Date): number {
  const midnight = new Date(now.getTime());
  midnight.setHours(24, 0, 0, 0);
  return Math.min(Math.max(midnight.getTime() - now.getTime(), 0) + 50, LONGEST_WAIT_MS);
}

/**
 * 'Now' from the clock and the member's local day; `timeZone` overrides the device's. A page left
 * open across midnight renders again with the new day ('Today' becomes 'Yesterday', the heat
 * map's and the calendar's today move on, a new month begins), without her doing anything.
 */
export function useLocalCalendar(timeZone?: string): LocalCalendar {
  const clock = useClock();
  const timers = useTimers();
  const now = clock.now();
  const zone = timeZone ?? deviceTimeZone();
  const today = localDayKey(now, zone);
  const [, setDayTurned] = useState(0);
  useEffect(() => {
    let timer: number;
    const wait = () => {
      timer = timers.setTimeout(() => {
        if (localDayKey(clock.now(), zone) === today) wait();
        else setDayTurned((turns) => turns + 1);
      }, untilNextDayCheck(clock.now()));
    };
    wait();
    return () => timers.clearTimeout(timer);
  }, [clock, timers, zone, today]);
  return { now, timeZone: zone, today };
}
