import type { MonthlyWarrior } from '@reprally/api-client';
import { utcDateFormat } from '../activity/calendar-day';

/** The Monthly Workout Warriors card shows 3 entries. */
export const WARRIORS_CARD_SIZE = 3;

/** The first warriors by their rank (ties keep the order returned). */
export function topWarriors(
  warriors: readonly MonthlyWarrior[],
  limit: number = WARRIORS_CARD_SIZE,
): MonthlyWarrior[] {
  return [...warriors].sort((a, b) => a.rank - b.rank).slice(0, limit);
}

/** Ranks above this one are outside the top performers the ranking lists. */
export const TOP_WARRIORS_SIZE = 10;

/**
 * Monthly stats total users = the number of top performers, plus 1 if the member's rank is
 * above 10 (the member is counted on top of the listed performers).
 */
export function monthlyTotalUsers(topPerformerCount: number, rank: number | null): number {
  return topPerformerCount + (rank !== null && rank > TOP_WARRIORS_SIZE ? 1 : 0);
}

/**
 * Monthly rank progress, in percent: 100 when the rank is at most 1, otherwise
 * count/(count+1) of the bar, count being the member's workouts this month.
 */
export function monthlyRankProgress(rank: number | null, workoutCount: number): number {
  if (rank !== null && rank <= 1) return 100;
  const count = Math.max(0, workoutCount);
  return (count / (count + 1)) * 100;
}

/**
 * The bar's percent, whole: only first place reads '100%'. Any other rank's share,
 * count/(count + 1), stays under it however many workouts (199 of them would round up to it).
 */
export function rankProgressText(value: number): string {
  return value >= 100 ? '100%' : `${Math.min(99, Math.round(value))}%`;
}

const monthNameFormat = utcDateFormat({ month: 'long' });

/** 'November' for month 11. */
export function monthNameOf(year: number, month: number): string {
  return monthNameFormat().format(Date.UTC(year, month - 1, 1));
}
