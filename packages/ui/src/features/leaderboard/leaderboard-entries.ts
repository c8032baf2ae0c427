import type { LeaderboardChange, LeaderboardUser } from '@reprally/api-client';
import { formatCount } from '../../format/count';
import { sharedRanks } from './shared-ranks';

/** The leaderboard card shows 10 entries. */
export const LEADERBOARD_CARD_SIZE = 10;

/**
 * A leaderboard row with its rank: its place in the order returned, where equal points share
 * the rank of the first with them and the next rank skips the places they took (1, 2, 2, 4).
 */
export type RankedEntry = LeaderboardUser & { rank: number };

export type LeaderboardSelection = {
  /** The first `limit` entries. */
  top: RankedEntry[];
  /** The current member when ranked below the top entries, shown separately. */
  currentBelow: RankedEntry | null;
};

/** Ranks every user in the order returned, 1-based, equal points sharing a rank. */
export function rankEntries(users: readonly LeaderboardUser[]): RankedEntry[] {
  const ranks = sharedRanks(users, (user) => user.points);
  return users.map((user, index) => ({ ...user, rank: ranks[index] ?? index + 1 }));
}

/** 10 entries by default; the member below them when ranked lower. */
export function selectLeaderboardEntries(
  users: readonly LeaderboardUser[],
  currentUserId: string | null | undefined,
  limit: number = LEADERBOARD_CARD_SIZE,
): LeaderboardSelection {
  const ranked = rankEntries(users);
  const top = ranked.slice(0, Math.max(0, limit));
  const below = currentUserId
    ? ranked.slice(top.length).find((entry) => entry.id === currentUserId)
    : undefined;
  return { top, currentBelow: below ?? null };
}

export const medals = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof medals)[number];

/** Medal colours for the top 3. */
export function medalFor(rank: number): Medal | null {
  return medals[rank - 1] ?? null;
}

/** The change indicator's words, e.g. 'up 2', 'down 1,234', 'no change'. */
export function changeText(change: LeaderboardChange, changeAmount: number): string {
  if (change === 'neutral') return 'no change';
  return `${change} ${formatCount(changeAmount)}`;
}
