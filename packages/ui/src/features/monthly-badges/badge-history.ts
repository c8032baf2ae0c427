import type { EarnedMonthlyBadge, MonthlyBadgeHistoryEntry } from '@reprally/api-client';
import { formatCount } from '../../format/count';

/** The months, newest first (by year, then month), whatever order the server sent. */
export function newestFirst(
  months: readonly MonthlyBadgeHistoryEntry[],
): MonthlyBadgeHistoryEntry[] {
  return [...months].sort((a, b) => b.year - a.year || b.month - a.month);
}

type MonthOf = Pick<MonthlyBadgeHistoryEntry, 'year' | 'month'>;

/** One earned badge in one month: the same badge can be earned again in another month. */
export const badgeKey = (month: MonthOf, badge: Pick<EarnedMonthlyBadge, 'badgeId'>) =>
  `${month.year}-${month.month}-${badge.badgeId}`;

/** The badges, month by month, that the server still flags isNew: the member has not seen them. */
export function newBadgeKeys(months: readonly MonthlyBadgeHistoryEntry[]): ReadonlySet<string> {
  return new Set(
    months.flatMap((month) =>
      month.badges.filter((badge) => badge.isNew).map((badge) => badgeKey(month, badge)),
    ),
  );
}

/** The numeric ids of the badges flagged isNew, each once (what mark-notified takes). */
export function newBadgeIds(months: readonly MonthlyBadgeHistoryEntry[]): number[] {
  return [
    ...new Set(
      months.flatMap((month) =>
        month.badges.filter((badge) => badge.isNew).map((badge) => badge.badgeId),
      ),
    ),
  ];
}

/** What a screen reader hears politely when new badges are shown: 'You earned 2 new badges!'. */
export function newBadgesAnnouncement(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? 'You earned 1 new badge!' : `You earned ${formatCount(count)} new badges!`;
}

/** The same data with the given badges no longer new (after the server was told they were seen). */
export function markedSeen<T extends { badges: EarnedMonthlyBadge[] }>(
  month: T,
  seen: ReadonlySet<number>,
): T {
  if (!month.badges.some((badge) => badge.isNew && seen.has(badge.badgeId))) return month;
  return {
    ...month,
    badges: month.badges.map((badge) =>
      badge.isNew && seen.has(badge.badgeId) ? { ...badge, isNew: false } : badge,
    ),
  };
}
