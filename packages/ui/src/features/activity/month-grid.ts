import { dayKeyOf, daysInMonth, weekdayOf, type DayKey, type YearMonth } from './calendar-day';

/**
 * The weeks of a month as rows of 7 (Sunday first); null pads the days that
 * belong to the months before and after.
 */
export function monthWeeks(month: YearMonth): (DayKey | null)[][] {
  const first = dayKeyOf(month, 1);
  const cells: (DayKey | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(dayKeyOf(month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DayKey | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/**
 * Weekday headers, Sunday first: the short name shown, the one letter shown where a column is too
 * narrow for it, and the full name read out.
 */
export const weekdayHeaders = [
  { short: 'Sun', letter: 'S', long: 'Sunday' },
  { short: 'Mon', letter: 'M', long: 'Monday' },
  { short: 'Tue', letter: 'T', long: 'Tuesday' },
  { short: 'Wed', letter: 'W', long: 'Wednesday' },
  { short: 'Thu', letter: 'T', long: 'Thursday' },
  { short: 'Fri', letter: 'F', long: 'Friday' },
  { short: 'Sat', letter: 'S', long: 'Saturday' },
] as const;
