import type { MonthlyWarriors } from '@reprally/api-client';
import { hostileNames, leaderboardFixture } from '../leaderboard/leaderboard.fixtures';

export type MonthlyWarriorsFixtureOptions = {
  /** How many top performers (ids `member-1` ... by rank). */
  performers?: number;
  /** The member's own rank (null: not ranked) and workouts this month. */
  rank?: number | null;
  workoutCount?: number;
  /** Names to use instead of the usual ones, in rank order. */
  names?: readonly string[];
};

/** Stories' November 2026 ranking: the leaderboard fixture's members, 16 workouts down by rank. */
export function monthlyWarriorsFixture({
  performers = 10,
  rank = 2,
  workoutCount = 15,
  names,
}: MonthlyWarriorsFixtureOptions = {}): MonthlyWarriors {
  return {
    monthName: 'November',
    year: 2026,
    month: 11,
    currentUserStats: { rank, workoutCount },
    topPerformers: leaderboardFixture(performers).map((user, index) => ({
      userId: user.id,
      userName: names?.[index] ?? user.name,
      profilePhotoUrl: null,
      rank: index + 1,
      workoutCount: Math.max(0, 16 - index),
    })),
  };
}

export const hostileMonthlyWarriors = () => monthlyWarriorsFixture({ names: hostileNames });
