import { describe, expect, it } from 'vitest';
import type { MonthlyWarrior } from '@reprally/api-client';
import { topWarriors, workoutCountText } from './monthly-warriors';

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

describe('workoutCountText', () => {
  it('says workout for one and workouts otherwise', () => {
    expect(workoutCountText(1)).toBe('1 workout');
    expect(workoutCountText(16)).toBe('16 workouts');
    expect(workoutCountText(0)).toBe('0 workouts');
  });
});
