import { addDays, monthOf, startOfWeek, type DayKey } from './calendar-day';

/** The heat map covers 53 weeks: the current week and the 52 before it, a full year and more. */
export const HEATMAP_WEEKS = 53;

/**
 * The weeks that end in the member's current week, oldest first, each as 7 local days from
 * Sunday to Saturday (weeks start on Sunday); days after today are null.
 */
export function yearWeeks(today: DayKey, weeks: number = HEATMAP_WEEKS): (DayKey | null)[][] {
  const first = addDays(startOfWeek(today), -7 * (weeks - 1));
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = addDays(first, week * 7 + weekday);
      return day > today ? null : day;
    }),
  );
}

/** A month label over the week columns whose Sunday falls in that month. */
export type MonthSpan = { year: number; month: number; weeks: number };

export function monthSpans(weeks: readonly (readonly (DayKey | null)[])[]): MonthSpan[] {
  const spans: MonthSpan[] = [];
  for (const week of weeks) {
    const { year, month } = monthOf(week[0] ?? '');
    const last = spans[spans.length - 1];
    if (last && last.year === year && last.month === month) last.weeks += 1;
    else spans.push({ year, month, weeks: 1 });
  }
  return spans;
}
