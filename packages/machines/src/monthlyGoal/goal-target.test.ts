import { describe, expect, it } from 'vitest';
import { goalProgress, parseGoalTarget } from './goal-target';

describe('parseGoalTarget (spec 1 §5: an integer above 0)', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [' 20 ', 20],
    ['007', 7],
  ])('accepts %j as %i', (draft, expected) => {
    expect(parseGoalTarget(draft)).toBe(expected);
  });

  it.each(['', '   ', '0', '-3', '2.5', '1e2', 'abc', '3 workouts', '+4', '99999999999999999999'])(
    'rejects %j',
    (draft) => {
      expect(parseGoalTarget(draft)).toBeNull();
    },
  );
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
