import * as v from 'valibot';
import { emptyBodySchema, monthNumberSchema, yearSchema } from './common';

/** Monthly goal; the target is an integer above 0. */
export const monthlyGoalWireSchema = v.object({
  targetWorkouts: v.pipe(
    v.number(),
    v.integer('The goal must be a whole number'),
    v.minValue(1, 'The goal must be at least 1 workout'),
  ),
  year: yearSchema,
  month: monthNumberSchema,
});
export type MonthlyGoalWire = v.InferInput<typeof monthlyGoalWireSchema>;

export type MonthlyGoal = { targetWorkouts: number; year: number; month: number };

/** GET /monthly-goals/current: the goal, or null / an empty body when none is set. */
export const currentMonthlyGoalWireSchema = v.union([monthlyGoalWireSchema, emptyBodySchema]);

export const currentMonthlyGoalSchema = v.pipe(
  currentMonthlyGoalWireSchema,
  v.transform((wire): MonthlyGoal | null =>
    wire ? { targetWorkouts: wire.targetWorkouts, year: wire.year, month: wire.month } : null,
  ),
);

/** POST /monthly-goals body: all three fields. */
export const monthlyGoalRequestSchema = monthlyGoalWireSchema;
export type MonthlyGoalRequest = v.InferOutput<typeof monthlyGoalRequestSchema>;
