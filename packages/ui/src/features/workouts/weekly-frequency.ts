import { addDays, localDayKey, startOfWeek, type DayKey } from '../activity/calendar-day';
import type { LoggedAt } from '../activity/daily-activity';

/** How many weeks the frequency chart shows, the current one last. */
export const FREQUENCY_WEEKS = 12;

export type WeekCount = {
  /** The Sunday that starts the week. */
  weekStart: DayKey;
  count: number;
};

/** Workouts per Sunday-start week in local calendar days, oldest first, ending with this week. */
export function weeklyFrequency(
  workouts: readonly LoggedAt[],
  now: Date,
  timeZone: string,
  weeks: number = FREQUENCY_WEEKS,
): WeekCount[] {
  const thisWeek = startOfWeek(localDayKey(now, timeZone));
  const result: WeekCount[] = Array.from({ length: Math.max(0, weeks) }, (_, index) => ({
    weekStart: addDays(thisWeek, (index - (weeks - 1)) * 7),
    count: 0,
  }));
  const byStart = new Map(result.map((week) => [week.weekStart, week]));
  for (const workout of workouts) {
    const week = byStart.get(startOfWeek(localDayKey(workout.loggedAt, timeZone)));
    if (week) week.count += 1;
  }
  return result;
}

/** The chart's gridlines go up from 0 in at most this many steps. */
const MAX_TICK_STEPS = 5;

/**
 * The smallest round step of at least `least`: 1, 2 or 5 times a power of ten (1, 2, 5, 10, 20,
 * 50, 100, ...), never below 1, so that gridlines read 0, 500, 1,000 rather than 0, 502, 1,004.
 */
function roundStep(least: number): number {
  let power = 1;
  for (;;) {
    for (const factor of [1, 2, 5]) {
      if (factor * power >= least) return factor * power;
    }
    power *= 10;
  }
}

/**
 * The chart's gridlines: whole numbers from 0 in round steps (1, 2 or 5 times a power of ten), at
 * least two and at most five of them, topping out at or above `max`.
 */
export function frequencyTicks(max: number): number[] {
  const step = roundStep(max / MAX_TICK_STEPS);
  const top = Math.max(step * Math.ceil(max / step), step * 2);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

export type FrequencySummary = { total: number; busiest: WeekCount | null };

/** The chart's numbers in words: all workouts charted and the busiest week (the latest on a tie). */
export function frequencySummary(weeks: readonly WeekCount[]): FrequencySummary {
  let total = 0;
  let busiest: WeekCount | null = null;
  for (const week of weeks) {
    total += week.count;
    if (week.count > 0 && (!busiest || week.count >= busiest.count)) busiest = week;
  }
  return { total, busiest };
}
