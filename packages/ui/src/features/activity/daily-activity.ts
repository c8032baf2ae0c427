import { localDayKey, type DayKey } from './calendar-day';

/** Anything with the instant it was logged (the api client's Workout). */
export type LoggedAt = { loggedAt: Date };

/** Workouts per local calendar day (date and count). */
export function dailyActivity(
  workouts: readonly LoggedAt[],
  timeZone: string,
): ReadonlyMap<DayKey, number> {
  const counts = new Map<DayKey, number>();
  for (const workout of workouts) {
    const day = localDayKey(workout.loggedAt, timeZone);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

export const activityLevels = [0, 1, 2, 3] as const;
export type ActivityLevel = (typeof activityLevels)[number];

/** Calendar colour levels 0, 1, 2, 3 or more. */
export function activityLevel(count: number): ActivityLevel {
  if (count >= 3) return 3;
  if (count <= 0) return 0;
  return count === 1 ? 1 : 2;
}
