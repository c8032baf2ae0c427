import type { WorkoutStatsWire, WorkoutWire } from '@reprally/api-client';
import { createWorkout } from '../db/factories';
import { workoutStats, workoutsOf } from '../db/standings';
import { json, routeGroup, type RouteContext } from './route';

function workouts({ db, caller }: RouteContext): WorkoutWire[] {
  return workoutsOf(db.tables, caller.member.id)
    .reverse()
    .map((workout) => ({ id: workout.id, loggedAt: workout.loggedAt }));
}

function stats({ db, caller, now }: RouteContext): WorkoutStatsWire {
  const { totalWorkouts, weeklyAverage, currentStreak, pointsEarned } = workoutStats(
    db.tables,
    caller.member,
    now,
  );
  return { totalWorkouts, weeklyAverage, currentStreak, pointsEarned };
}

/** POST /users/me/points: a workout now; points, streak, challenges and rankings follow from it. */
function logWorkout({ db, caller, now }: RouteContext): Response {
  const workout = db.insert(
    'workouts',
    createWorkout({ memberId: caller.member.id, loggedAt: now.toISOString() }),
  );
  caller.member.points += workout.points;
  return json(
    {
      id: workout.id,
      loggedAt: workout.loggedAt,
      pointsEarned: workout.points,
      totalPoints: caller.member.points,
    },
    201,
  );
}

export const workoutRoutes = routeGroup([
  {
    call: 'workouts.list',
    access: 'member',
    resolve: (context) => json(workouts(context)),
    empty: () => [],
  },
  {
    call: 'workouts.stats',
    access: 'member',
    resolve: (context) => json(stats(context)),
    empty: () =>
      ({
        totalWorkouts: 0,
        weeklyAverage: 0,
        currentStreak: 0,
        pointsEarned: 0,
      }) satisfies WorkoutStatsWire,
  },
  { call: 'workouts.log', access: 'member', resolve: logWorkout },
]);
