import { daysBetween, localDayKey } from '../activity/calendar-day';
import type { LoggedAt } from '../activity/daily-activity';

/** The weekly average looks at the last 28 days (today and the 27 before it). */
export const WEEKLY_AVERAGE_DAYS = 28;

/** Workouts in the last 28 local calendar days, divided by 4. */
export function weeklyAverage(workouts: readonly LoggedAt[], now: Date, timeZone: string): number {
  const today = localDayKey(now, timeZone);
  let recent = 0;
  for (const workout of workouts) {
    const daysAgo = daysBetween(localDayKey(workout.loggedAt, timeZone), today);
    if (daysAgo >= 0 && daysAgo < WEEKLY_AVERAGE_DAYS) recent += 1;
  }
  return recent / (WEEKLY_AVERAGE_DAYS / 7);
}

/** The weekly average is shown to one decimal ('3.5', '0.0'). */
export function formatWeeklyAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
