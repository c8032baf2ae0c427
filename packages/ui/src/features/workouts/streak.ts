import { addDays, daysBetween, localDayKey, type DayKey } from '../activity/calendar-day';
import type { LoggedAt } from '../activity/daily-activity';
import { countOf, formatCount } from '../../format/count';

export type StreakSummary = {
  /** Consecutive days with a workout, only while the latest is today or yesterday. */
  currentStreak: number;
  /** The real longest run of consecutive days, not the current one. */
  longestStreak: number;
  /** The local day of the latest workout; null without workouts. */
  lastWorkoutDay: DayKey | null;
  /** Local calendar days from the latest workout to today (0 = today); null without workouts. */
  daysSinceLastWorkout: number | null;
};

/** Streaks from the set of local days with a workout, seen from `today`. */
export function streakFromDays(workoutDays: Iterable<DayKey>, today: DayKey): StreakSummary {
  // a day after today (a clock ahead of the device) counts as today, never as a gap
  const days = new Set<DayKey>();
  for (const day of workoutDays) days.add(day > today ? today : day);
  if (days.size === 0) {
    return { currentStreak: 0, longestStreak: 0, lastWorkoutDay: null, daysSinceLastWorkout: null };
  }

  const sorted = [...days].sort();
  let longestStreak = 0;
  let run = 0;
  let previous: DayKey | undefined;
  for (const day of sorted) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
    previous = day;
  }

  let cursor = days.has(today) ? today : addDays(today, -1);
  let currentStreak = 0;
  while (days.has(cursor)) {
    currentStreak += 1;
    cursor = addDays(cursor, -1);
  }

  const lastWorkoutDay = sorted[sorted.length - 1] ?? null;
  return {
    currentStreak,
    longestStreak,
    lastWorkoutDay,
    daysSinceLastWorkout: lastWorkoutDay === null ? null : daysBetween(lastWorkoutDay, today),
  };
}

/** The member's streaks in their local calendar days. */
export function workoutStreak(
  workouts: readonly LoggedAt[],
  now: Date,
  timeZone: string,
): StreakSummary {
  return streakFromDays(
    workouts.map((workout) => localDayKey(workout.loggedAt, timeZone)),
    localDayKey(now, timeZone),
  );
}

/** Streak card: the last workout was 'Today', 'Yesterday' or 'N days ago'. */
export function recencyLabel(daysAgo: number): string {
  if (daysAgo <= 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  return `${formatCount(daysAgo)} days ago`;
}

/** '1 day', '6 days', '1,084 days': written with thousands separators, as every count is. */
export function dayCountText(days: number): string {
  return countOf(days, 'day', 'days');
}
