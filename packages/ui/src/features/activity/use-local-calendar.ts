import { useClock } from '../../clock/ClockProvider';
import { deviceTimeZone, localDayKey, type DayKey } from './calendar-day';

export type LocalCalendar = { now: Date; timeZone: string; today: DayKey };

/** 'Now' from the clock and the member's local day; `timeZone` overrides the device's. */
export function useLocalCalendar(timeZone?: string): LocalCalendar {
  const now = useClock().now();
  const zone = timeZone ?? deviceTimeZone();
  return { now, timeZone: zone, today: localDayKey(now, zone) };
}
