import type { WorkoutStatsWire, WorkoutWire } from '@reprally/api-client';
import type { HttpHandler } from 'msw';
import { addDays } from '../db/calendar';
import { currentStreak, POINTS_PER_WORKOUT } from '../db/standings';
import type { WorkoutRow } from '../db/tables';
import { workoutRoutes } from '../handlers/workouts';
import { json, toHandler, type RouteContext } from '../handlers/route';

const HOUR_MS = 60 * 60 * 1000;
/** Ids far above the seed's, so a generated history never shares an id with a real workout. */
const FIRST_ID = 1_000_000;

/**
 * `count` workouts of the caller ending an hour before the server's 'now', one every 13 hours
 * (so the hours of day vary and most days hold one or two): the same list on every request.
 */
export function longHistory(count: number, now: Date, memberId: string): WorkoutRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: FIRST_ID + count - index,
    memberId,
    loggedAt: new Date(now.getTime() - HOUR_MS - index * 13 * HOUR_MS).toISOString(),
    points: POINTS_PER_WORKOUT,
  }));
}

function historyOf(count: number, { now, caller }: RouteContext): WorkoutRow[] {
  return longHistory(count, now, caller.member.id);
}

function statsOf(workouts: readonly WorkoutRow[], now: Date): WorkoutStatsWire {
  const since = addDays(now, -28).toISOString();
  const lastFourWeeks = workouts.filter((workout) => workout.loggedAt > since).length;
  return {
    totalWorkouts: workouts.length,
    // weekly average = workouts in the last 28 days / 4
    weeklyAverage: Math.round((lastFourWeeks / 4) * 10) / 10,
    currentStreak: currentStreak(workouts, now),
    pointsEarned: workouts.length * POINTS_PER_WORKOUT,
  };
}

/** Scenarios only the workouts group has. */
export const workoutScenarios = {
  /**
   * A member with a long history: the workout list (newest first) and the stats answer `count`
   * generated workouts, dated back from the server's 'now' (the fixed clock in stories and tests).
   * Logging a workout still answers for real; the generated list does not grow.
   */
  many: (count: number): HttpHandler[] =>
    workoutRoutes.routes.map((route) => {
      if (route.call === 'workouts.list') {
        return toHandler(route, (_route, context) =>
          json(
            historyOf(count, context).map((workout): WorkoutWire => ({
              id: workout.id,
              loggedAt: workout.loggedAt,
            })),
          ),
        );
      }
      if (route.call === 'workouts.stats') {
        return toHandler(route, (_route, context) =>
          json(statsOf(historyOf(count, context), context.now)),
        );
      }
      return toHandler(route);
    }),
};
