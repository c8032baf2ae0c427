import { describe, expect, it } from 'vitest';
import type { PersonalChallenge } from '@reprally/api-client';
import {
  completedKeys,
  incompleteChallenges,
  moreWorkoutsText,
  newlyCompleted,
  workoutsToGo,
} from './challenge-progress';

const challenge = (overrides: Partial<PersonalChallenge> = {}): PersonalChallenge => ({
  id: 1,
  name: 'Century Club',
  badge: 'Champion',
  criteria: 120,
  progress: 117,
  isCompleted: false,
  ...overrides,
});

describe('moreWorkoutsText', () => {
  it('says how many workouts are left, plural', () => {
    expect(moreWorkoutsText(challenge())).toBe('3 more workouts to earn Champion');
  });

  it('says workout for exactly one', () => {
    expect(moreWorkoutsText(challenge({ progress: 119 }))).toBe('1 more workout to earn Champion');
  });

  it('writes the count with thousands separators', () => {
    expect(
      moreWorkoutsText(challenge({ badge: 'Legend', criteria: 2147483647, progress: 0 })),
    ).toBe('2,147,483,647 more workouts to earn Legend');
    expect(moreWorkoutsText(challenge({ criteria: 2120, progress: 117 }))).toBe(
      '2,003 more workouts to earn Champion',
    );
  });

  it('never counts below zero', () => {
    expect(workoutsToGo(challenge({ progress: 130 }))).toBe(0);
    expect(moreWorkoutsText(challenge({ progress: 130 }))).toBe('0 more workouts to earn Champion');
  });
});

describe('incompleteChallenges', () => {
  it('keeps up to 3 incomplete challenges in the order returned', () => {
    const list = [
      challenge({ id: 1, isCompleted: true }),
      challenge({ id: 2 }),
      challenge({ id: 3 }),
      challenge({ id: 4, isCompleted: true }),
      challenge({ id: 5 }),
      challenge({ id: 6 }),
    ];
    expect(incompleteChallenges(list).map((c) => c.id)).toEqual([2, 3, 5]);
    expect(incompleteChallenges(list.filter((c) => c.isCompleted))).toEqual([]);
  });
});

describe('newlyCompleted', () => {
  const before = [challenge({ id: 1, isCompleted: true }), challenge({ id: 2 })];
  const after = [challenge({ id: 1, isCompleted: true }), challenge({ id: 2, isCompleted: true })];

  it('finds the challenge whose isCompleted turned true since the previous load', () => {
    expect(newlyCompleted(completedKeys(before), after).map((c) => c.id)).toEqual([2]);
  });

  it('celebrates nothing on the first load', () => {
    expect(newlyCompleted(null, after)).toEqual([]);
  });

  it('celebrates nothing when nothing changed', () => {
    expect(newlyCompleted(completedKeys(after), after)).toEqual([]);
  });

  it('tells challenges without ids apart by name', () => {
    const unnamed = [challenge({ id: null, name: 'A' }), challenge({ id: null, name: 'B' })];
    const done = [
      challenge({ id: null, name: 'A', isCompleted: true }),
      challenge({ id: null, name: 'B' }),
    ];
    expect(newlyCompleted(completedKeys(unnamed), done).map((c) => c.name)).toEqual(['A']);
  });
});
