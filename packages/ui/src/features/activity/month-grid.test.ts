import { describe, expect, it } from 'vitest';
import { monthWeeks } from './month-grid';

describe('monthWeeks', () => {
  it('lays November 2026 out in Sunday-first weeks', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01'); // Nov 1, 2026 is a Sunday
    expect(weeks[2]?.[3]).toBe('2026-11-18');
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('pads the days before the first of the month', () => {
    const weeks = monthWeeks({ year: 2026, month: 10 }); // Oct 1, 2026 is a Thursday
    expect(weeks[0]).toEqual([null, null, null, null, '2026-10-01', '2026-10-02', '2026-10-03']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});
