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

/**
 * A month's label over its week columns; `shown` is false when the label is only read out (it is
 * still the column group's header), not drawn.
 */
export type MonthSpan = { year: number; month: number; weeks: number; shown: boolean };

/** The fewest columns that hold a month's short name without running into the next one. */
export const LABEL_WEEKS = 3;

/**
 * The months over the year's week columns. A column belongs to the month its last day (up to
 * today) falls in: the week in which a month begins is that month's first column, even when the
 * week starts in the month before or is the current, unfinished one. So every month that begins
 * in the year is labelled where it begins. Each has 4 or 5 columns, room for its label, except the
 * current month, which may have only one: where its label is wider than its columns, the label
 * ends at the grid's end, over the last column of the month before, whose own label sits at that
 * month's start. The first month, begun before the year's first column, may have 1 to 4 columns:
 * its label is drawn when it has at least `LABEL_WEEKS`, and otherwise only read out, as it would
 * run into the next month's.
 */
export function monthSpans(weeks: readonly (readonly (DayKey | null)[])[]): MonthSpan[] {
  const spans: MonthSpan[] = [];
  for (const week of weeks) {
    const days = week.filter((day): day is DayKey => day !== null);
    const { year, month } = monthOf(days[days.length - 1] ?? '');
    const last = spans[spans.length - 1];
    if (last && last.year === year && last.month === month) last.weeks += 1;
    else spans.push({ year, month, weeks: 1, shown: true });
  }
  // a month that begins in the year has 4 or 5 columns: a first one with fewer began before it
  const first = spans[0];
  if (first && spans.length > 1 && first.weeks < LABEL_WEEKS) first.shown = false;
  return spans;
}
