import { describe, expect, it } from 'vitest';
import { untilNextMonthCheck } from './useMonthTurnReadsAgain';

describe('untilNextMonthCheck', () => {
  it('waits until just after midnight UTC on the 1st when it is near', () => {
    expect(untilNextMonthCheck(new Date('2026-11-30T23:59:58.000Z'))).toBe(2050);
  });

  it('looks again within the hour when the turn is further off', () => {
    expect(untilNextMonthCheck(new Date('2026-11-18T10:30:00.000Z'))).toBe(60 * 60 * 1000);
  });

  it('counts the turn of the year by UTC', () => {
    expect(untilNextMonthCheck(new Date('2026-12-31T23:59:59.000Z'))).toBe(1050);
  });
});
