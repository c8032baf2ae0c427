import { describe, expect, it } from 'vitest';
import { goalProgress, goalTargetProblem, parseGoalTarget } from './goal-target';

describe('parseGoalTarget (an integer above 0)', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [' 20 ', 20],
    ['007', 7],
    // as the number input takes a whole number, and as the admin forms read it
    ['1e3', 1000],
    ['2E1', 20],
    ['20.0', 20],
  ])('accepts %j as %i', (draft, expected) => {
    expect(parseGoalTarget(draft)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '0',
    '-3',
    '2.5',
    '1e-1',
    '1e400',
    'abc',
    '3 workouts',
    '+4',
    '0x10',
    'Infinity',
    '99999999999999999999',
  ])('rejects %j', (draft) => {
    expect(parseGoalTarget(draft)).toBeNull();
  });
});

describe('goalTargetProblem: why a typed goal is not saved', () => {
  it.each([
    ['0', 'The goal must be at least 1 workout'],
    ['-3', 'The goal must be at least 1 workout'],
    ['0e3', 'The goal must be at least 1 workout'],
    ['1e-1', 'The goal must be a whole number'],
    ['2.5', 'The goal must be a whole number'],
    ['abc', 'The goal must be a whole number'],
    ['', 'The goal must be a whole number'],
  ])('%j: %s', (draft, problem) => {
    expect(goalTargetProblem(draft)).toBe(problem);
  });

  it('has nothing to say about a whole number above 0', () => {
    expect(goalTargetProblem('12')).toBeNull();
  });
});

describe('goalProgress', () => {
  it('is reached when the count equals the target', () => {
    expect(goalProgress(12, 12)).toMatchObject({ reached: true, percent: 100, remaining: 0 });
  });

  it('is not reached one workout short, and says how many remain', () => {
    expect(goalProgress(12, 11)).toMatchObject({ reached: false, percent: 92, remaining: 1 });
  });

  it('caps the bar at 100 % past the goal', () => {
    expect(goalProgress(4, 9)).toMatchObject({ reached: true, percent: 100 });
  });
});
