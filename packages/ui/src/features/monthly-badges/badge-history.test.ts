import { describe, expect, it } from 'vitest';
import type { EarnedMonthlyBadge, MonthlyBadgeHistoryEntry } from '@reprally/api-client';
import {
  badgeKey,
  markedSeen,
  newBadgeIds,
  newBadgeKeys,
  newBadgesAnnouncement,
  newestFirst,
} from './badge-history';

const badge = (badgeId: number, isNew: boolean): EarnedMonthlyBadge => ({
  badgeId,
  badgeName: `Badge ${badgeId}`,
  badgeDescription: '',
  awardedAt: new Date(0),
  isNew,
});
const month = (
  year: number,
  monthNumber: number,
  badges: EarnedMonthlyBadge[],
): MonthlyBadgeHistoryEntry => ({
  year,
  month: monthNumber,
  monthName: `Month ${monthNumber}`,
  badges,
});

describe('monthly badge history', () => {
  it('lists months newest first, by year and then month', () => {
    const months = [month(2025, 12, []), month(2026, 2, []), month(2026, 11, [])];
    expect(newestFirst(months).map((m) => `${m.year}-${m.month}`)).toEqual([
      '2026-11',
      '2026-2',
      '2025-12',
    ]);
  });

  it('finds the new badges per month, and each new badge id once', () => {
    const months = [
      month(2026, 11, [badge(1, true), badge(3, true), badge(4, false)]),
      month(2026, 10, [badge(1, true), badge(2, false)]),
    ];
    expect([...newBadgeKeys(months)]).toEqual(['2026-11-1', '2026-11-3', '2026-10-1']);
    expect(newBadgeIds(months)).toEqual([1, 3]);
    expect(newBadgeKeys([month(2026, 10, [badge(1, false)])]).size).toBe(0);
  });

  it('keys the same badge earned in two months apart', () => {
    expect(badgeKey({ year: 2026, month: 11 }, { badgeId: 1 })).not.toBe(
      badgeKey({ year: 2026, month: 10 }, { badgeId: 1 }),
    );
  });

  it('announces how many badges are new', () => {
    expect(newBadgesAnnouncement(2)).toBe('You earned 2 new badges!');
    expect(newBadgesAnnouncement(1)).toBe('You earned 1 new badge!');
    expect(newBadgesAnnouncement(0)).toBe('');
  });

  it('clears isNew of the badges marked seen, and keeps the data when nothing changes', () => {
    const november = month(2026, 11, [badge(1, true), badge(2, true)]);
    expect(markedSeen(november, new Set([1])).badges.map((b) => b.isNew)).toEqual([false, true]);
    expect(markedSeen(november, new Set([9]))).toBe(november);
  });
});
