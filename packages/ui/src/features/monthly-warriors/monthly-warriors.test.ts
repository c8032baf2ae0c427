import { describe, expect, it } from 'vitest';
import type { MonthlyWarrior } from '@reprally/api-client';
import {
  monthlyRankProgress,
  monthlyTotalUsers,
  rankProgressText,
  topWarriors,
} from './monthly-warriors';

const warrior = (rank: number, userId = `member-${rank}`): MonthlyWarrior => ({
  userId,
  userName: userId,
  profilePhotoUrl: null,
  rank,
  workoutCount: 20 - rank,
});

describe('topWarriors', () => {
  it('keeps the top 3 by rank', () => {
    const list = [warrior(4), warrior(2), warrior(1), warrior(3)];
    expect(topWarriors(list).map((w) => w.rank)).toEqual([1, 2, 3]);
  });

  it('keeps the order returned for tied ranks, and copes with fewer than 3', () => {
    expect(topWarriors([warrior(1, 'b'), warrior(1, 'a')]).map((w) => w.userId)).toEqual([
      'b',
      'a',
    ]);
    expect(topWarriors([])).toEqual([]);
  });
});

describe('monthlyTotalUsers', () => {
  it('is the number of top performers while the member is among the first 10', () => {
    expect(monthlyTotalUsers(10, 2)).toBe(10);
    expect(monthlyTotalUsers(10, 10)).toBe(10);
  });

  it('adds the member when ranked above 10', () => {
    expect(monthlyTotalUsers(10, 11)).toBe(11);
    expect(monthlyTotalUsers(10, 16)).toBe(11);
  });

  it('does not add a member without a rank', () => {
    expect(monthlyTotalUsers(0, null)).toBe(0);
    expect(monthlyTotalUsers(4, null)).toBe(4);
  });
});

describe('monthlyRankProgress', () => {
  it('is 100 at rank 1', () => {
    expect(monthlyRankProgress(1, 16)).toBe(100);
  });

  it('is count/(count+1) of the bar below rank 1', () => {
    expect(monthlyRankProgress(2, 15)).toBeCloseTo((15 / 16) * 100);
    expect(monthlyRankProgress(16, 1)).toBe(50);
  });

  it('is 0 with no workouts and no rank', () => {
    expect(monthlyRankProgress(null, 0)).toBe(0);
  });
});

describe('rankProgressText', () => {
  it('reads 100% for first place alone', () => {
    expect(rankProgressText(monthlyRankProgress(1, 16))).toBe('100%');
    expect(rankProgressText(monthlyRankProgress(2, 199))).toBe('99%');
    expect(rankProgressText(monthlyRankProgress(2, 2003))).toBe('99%');
  });

  it('rounds to the nearest whole percent below that', () => {
    expect(rankProgressText(monthlyRankProgress(2, 15))).toBe('94%');
    expect(rankProgressText(monthlyRankProgress(null, 0))).toBe('0%');
    expect(rankProgressText(monthlyRankProgress(3, 1))).toBe('50%');
  });
});
