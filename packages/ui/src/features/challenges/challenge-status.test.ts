import { describe, expect, it } from 'vitest';
import type { PersonalChallenge } from '@reprally/api-client';
import {
  challengeProgressBar,
  challengeStatusText,
  completedText,
  criteriaText,
  progressValueText,
} from './challenge-status';

const challenge = (overrides: Partial<PersonalChallenge> = {}): PersonalChallenge => ({
  id: 6,
  name: 'Century Club',
  badge: 'Champion',
  criteria: 120,
  progress: 117,
  isCompleted: false,
  ...overrides,
});

describe('challengeStatusText', () => {
  it("reads 'Completed - {badge}' for a completed challenge", () => {
    expect(challengeStatusText(challenge({ progress: 120, isCompleted: true }))).toBe(
      'Completed - Champion',
    );
    expect(completedText({ badge: 'Gold' })).toBe('Completed - Gold');
  });

  it("reads 'N more workouts to earn {badge}' while workouts are left", () => {
    expect(challengeStatusText(challenge())).toBe('3 more workouts to earn Champion');
  });

  it("says 'workout' for exactly one left", () => {
    expect(challengeStatusText(challenge({ progress: 119 }))).toBe(
      '1 more workout to earn Champion',
    );
  });

  it("says 'workouts' for none left before the server marks it completed", () => {
    expect(challengeStatusText(challenge({ progress: 120 }))).toBe(
      '0 more workouts to earn Champion',
    );
  });

  it('writes the workouts left with thousands separators', () => {
    expect(
      challengeStatusText(challenge({ badge: 'Legend', criteria: 2147483647, progress: 0 })),
    ).toBe('2,147,483,647 more workouts to earn Legend');
  });

  it('follows the server: completed even when the progress figure lags behind', () => {
    expect(challengeStatusText(challenge({ progress: 100, isCompleted: true }))).toBe(
      'Completed - Champion',
    );
  });

  it('keeps hostile badge names as they are (they render as text)', () => {
    const badge = '<script>alert("pwned")</script>';
    expect(challengeStatusText(challenge({ badge, criteria: 2, progress: 0 }))).toBe(
      `2 more workouts to earn ${badge}`,
    );
  });
});

describe('criteriaText', () => {
  it("names the target count, 'workout' for one", () => {
    expect(criteriaText({ criteria: 1 })).toBe('Goal: 1 workout');
    expect(criteriaText({ criteria: 25 })).toBe('Goal: 25 workouts');
    expect(criteriaText({ criteria: 2147483647 })).toBe('Goal: 2,147,483,647 workouts');
  });
});

describe('progressValueText', () => {
  it('reads value/target', () => {
    expect(progressValueText(117, 120)).toBe('117/120');
    expect(progressValueText(0, 1)).toBe('0/1');
  });

  it('writes both counts with thousands separators', () => {
    expect(progressValueText(0, 2147483647)).toBe('0/2,147,483,647');
    expect(progressValueText(2003, 2147483647)).toBe('2,003/2,147,483,647');
  });
});

describe('challengeProgressBar', () => {
  const read = (criteria: number, progress: number) => {
    const bar = challengeProgressBar({ criteria, progress });
    return { value: bar.value, max: bar.max, text: bar.formatValue() };
  };

  it('reads the counts as the server gave them, past the target too', () => {
    expect(read(120, 117)).toEqual({ value: 117, max: 120, text: '117/120' });
    expect(read(120, 125)).toEqual({ value: 125, max: 120, text: '125/120' });
  });

  it('draws a target of 0 workouts full, read as 0/0', () => {
    expect(read(0, 0)).toEqual({ value: 1, max: 1, text: '0/0' });
  });
});
