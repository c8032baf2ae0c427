import { describe, expect, it } from 'vitest';
import type { LeaderboardUser } from '@reprally/api-client';
import { changeText, medalFor, selectLeaderboardEntries } from './leaderboard-entries';

const board = (count: number): LeaderboardUser[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `member-${index + 1}`,
    name: `Member ${index + 1}`,
    points: (count - index) * 10,
    profilePhotoUrl: null,
    change: 'neutral',
    changeAmount: 0,
  }));

describe('selectLeaderboardEntries', () => {
  it('shows the first 10 with ranks by position, and no one below when the member is among them', () => {
    const { top, currentBelow } = selectLeaderboardEntries(board(30), 'member-8');
    expect(top.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(top[7]?.id).toBe('member-8');
    expect(currentBelow).toBeNull();
  });

  it('shows the member ranked 14th separately below the top 10', () => {
    const { top, currentBelow } = selectLeaderboardEntries(board(30), 'member-14');
    expect(top).toHaveLength(10);
    expect(top.some((entry) => entry.id === 'member-14')).toBe(false);
    expect(currentBelow).toMatchObject({ id: 'member-14', rank: 14 });
  });

  it('ranks by the order returned, not by points', () => {
    const users = board(3).reverse();
    const { top } = selectLeaderboardEntries(users, null);
    expect(top.map((entry) => [entry.id, entry.rank])).toEqual([
      ['member-3', 1],
      ['member-2', 2],
      ['member-1', 3],
    ]);
  });

  it('gives equal points one rank, and the next rank skips the places they took', () => {
    const points = [300, 200, 200, 100, 100, 100, 50];
    const users = board(points.length).map((user, index) => ({
      ...user,
      points: points[index] ?? 0,
    }));
    const { top } = selectLeaderboardEntries(users, null);
    expect(top.map((entry) => entry.rank)).toEqual([1, 2, 2, 4, 4, 4, 7]);
  });

  it('copes with short boards, unknown members and no member', () => {
    expect(selectLeaderboardEntries(board(4), 'member-4').top).toHaveLength(4);
    expect(selectLeaderboardEntries(board(20), 'someone-else').currentBelow).toBeNull();
    expect(selectLeaderboardEntries(board(20), null).currentBelow).toBeNull();
    expect(selectLeaderboardEntries([], 'member-1')).toEqual({ top: [], currentBelow: null });
  });

  it('takes another size when asked', () => {
    const { top, currentBelow } = selectLeaderboardEntries(board(10), 'member-5', 3);
    expect(top).toHaveLength(3);
    expect(currentBelow?.rank).toBe(5);
  });
});

describe('medalFor', () => {
  it('gives gold, silver and bronze to the top 3 only', () => {
    expect([1, 2, 3, 4, 0].map(medalFor)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });
});

describe('changeText', () => {
  it('says the direction and the amount, or no change', () => {
    expect(changeText('up', 2)).toBe('up 2');
    expect(changeText('down', 1)).toBe('down 1');
    expect(changeText('up', 1234)).toBe('up 1,234');
    expect(changeText('neutral', 0)).toBe('no change');
  });
});
