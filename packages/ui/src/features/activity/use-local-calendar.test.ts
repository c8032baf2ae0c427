import { describe, expect, it } from 'vitest';
import { untilNextDayCheck } from './use-local-calendar';

describe('when a page looks at the day again', () => {
  it('just after the next local midnight', () => {
    expect(untilNextDayCheck(new Date(2026, 10, 30, 23, 59, 59, 0))).toBe(1_050);
  });

  it('within the hour when midnight is further off', () => {
    expect(untilNextDayCheck(new Date(2026, 10, 30, 12, 0, 0))).toBe(60 * 60 * 1000);
  });
});
