import * as v from 'valibot';
import { calendarDaySchema, dateTimeWireSchema, recordIdSchema, toDate } from './common';

/** Workout. */
export const workoutWireSchema = v.object({
  id: recordIdSchema,
  loggedAt: dateTimeWireSchema,
});
export type WorkoutWire = v.InferInput<typeof workoutWireSchema>;

export type Workout = { id: number; loggedAt: Date };

export const workoutSchema = v.pipe(
  workoutWireSchema,
  v.transform((wire): Workout => ({ id: wire.id, loggedAt: toDate(wire.loggedAt) })),
);

/** GET /users/me/workouts */
export const workoutsWireSchema = v.array(workoutWireSchema);
export const workoutsSchema = v.array(workoutSchema);

/** Workout stats; GET /users/me/workouts/stats. */
export const workoutStatsWireSchema = v.object({
  totalWorkouts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  weeklyAverage: v.pipe(v.number(), v.minValue(0)),
  currentStreak: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pointsEarned: v.number(),
});
export type WorkoutStatsWire = v.InferInput<typeof workoutStatsWireSchema>;

export type WorkoutStats = {
  totalWorkouts: number;
  weeklyAverage: number;
  currentStreak: number;
  pointsEarned: number;
};

export const workoutStatsSchema = v.pipe(
  workoutStatsWireSchema,
  v.transform((wire): WorkoutStats => ({ ...wire })),
);

/** Activity entry (derived from workouts on the client; no call sends it). */
export const activityEntrySchema = v.object({
  date: calendarDaySchema,
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ActivityEntry = v.InferOutput<typeof activityEntrySchema>;

/** Streak data (derived from workouts on the client; no call sends it). */
export type StreakData = {
  currentStreak: number;
  longestStreak: number;
  lastWorkout: Date | null;
};
