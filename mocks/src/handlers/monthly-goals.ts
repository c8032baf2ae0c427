import { monthlyGoalRequestSchema, type MonthlyGoalWire } from '@reprally/api-client';
import { yearMonthOf } from '../db/calendar';
import { createMonthlyGoal } from '../db/factories';
import { json, readJson, routeGroup, type RouteContext } from './route';

function currentGoal({ db, caller, now }: RouteContext): MonthlyGoalWire | null {
  const { year, month } = yearMonthOf(now);
  const goal = db.tables.monthlyGoals.find(
    (row) => row.memberId === caller.member.id && row.year === year && row.month === month,
  );
  return goal ? { targetWorkouts: goal.targetWorkouts, year, month } : null;
}

/** POST /monthly-goals: sets (or replaces) the caller's goal for that month. */
async function setGoal(context: RouteContext): Promise<Response> {
  const body = await readJson(context, monthlyGoalRequestSchema);
  const { db, caller } = context;
  const existing = db.tables.monthlyGoals.find(
    (row) =>
      row.memberId === caller.member.id && row.year === body.year && row.month === body.month,
  );
  if (existing) existing.targetWorkouts = body.targetWorkouts;
  else db.insert('monthlyGoals', createMonthlyGoal({ memberId: caller.member.id, ...body }));
  return json(body satisfies MonthlyGoalWire, existing ? 200 : 201);
}

export const monthlyGoalRoutes = routeGroup([
  {
    call: 'monthlyGoals.current',
    access: 'member',
    resolve: (context) => json(currentGoal(context)),
    empty: () => null,
  },
  { call: 'monthlyGoals.set', access: 'member', resolve: setGoal },
]);
