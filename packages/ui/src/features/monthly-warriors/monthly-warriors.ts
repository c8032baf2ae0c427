import type { MonthlyWarrior } from '@reprally/api-client';

/** spec 1 §9: the Monthly Workout Warriors card shows 3 entries. */
export const WARRIORS_CARD_SIZE = 3;

/** The first warriors by their rank (ties keep the order returned). */
export function topWarriors(
  warriors: readonly MonthlyWarrior[],
  limit: number = WARRIORS_CARD_SIZE,
): MonthlyWarrior[] {
  return [...warriors].sort((a, b) => a.rank - b.rank).slice(0, limit);
}

/** '1 workout', '16 workouts'. */
export function workoutCountText(count: number): string {
  return `${count} ${count === 1 ? 'workout' : 'workouts'}`;
}
