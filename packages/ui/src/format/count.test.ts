import { describe, expect, it } from 'vitest';
import { countOf, formatCount, workoutCountText } from './count';

describe('formatCount', () => {
  it('writes thousands separators, as members read figures everywhere', () => {
    expect([0, 7, 1170, 2000, 1234567].map(formatCount)).toEqual([
      '0',
      '7',
      '1,170',
      '2,000',
      '1,234,567',
    ]);
  });

  it('names what it counts, in the singular for one only', () => {
    expect([0, 1, 2, 16, 1170].map(workoutCountText)).toEqual([
      '0 workouts',
      '1 workout',
      '2 workouts',
      '16 workouts',
      '1,170 workouts',
    ]);
    expect(countOf(1, 'heart', 'hearts')).toBe('1 heart');
  });
});
