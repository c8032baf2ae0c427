// Zones are explicit arguments, so the machine's TZ (UTC under vitest) cannot change the answer.
import { describe, expect, it } from 'vitest';
import { frequencySummary, frequencyTicks, weeklyFrequency } from './weekly-frequency';

const at = (iso: string) => ({ loggedAt: new Date(iso) });

describe('weeklyFrequency', () => {
  it('gives 12 Sunday-start weeks, oldest first, ending with this week', () => {
    const weeks = weeklyFrequency([], new Date('2026-11-18T10:30:00Z'), 'UTC');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ weekStart: '2026-08-30', count: 0 });
    expect(weeks[11]).toEqual({ weekStart: '2026-11-15', count: 0 });
  });

  it('puts a Saturday-night workout in its local week', () => {
    const saturdayNight = at('2026-11-15T04:30:00Z'); // 23:30 EST, Saturday Nov 14
    const now = new Date('2026-11-18T10:30:00Z');
    const local = weeklyFrequency([saturdayNight], now, 'America/New_York', 2);
    expect(local).toEqual([
      { weekStart: '2026-11-08', count: 1 },
      { weekStart: '2026-11-15', count: 0 },
    ]);
    const utc = weeklyFrequency([saturdayNight], now, 'UTC', 2);
    expect(utc[1]).toEqual({ weekStart: '2026-11-15', count: 1 });
  });

  it('keeps both ends of the 25-hour fall-back Sunday in one week', () => {
    const workouts = [at('2026-11-01T04:30:00Z'), at('2026-11-02T04:30:00Z')];
    const weeks = weeklyFrequency(
      workouts,
      new Date('2026-11-03T15:00:00Z'),
      'America/New_York',
      1,
    );
    expect(weeks).toEqual([{ weekStart: '2026-11-01', count: 2 }]);
  });

  it('leaves out workouts older than the charted weeks', () => {
    const weeks = weeklyFrequency(
      [at('2026-01-05T12:00:00Z')],
      new Date('2026-11-18T10:30:00Z'),
      'UTC',
    );
    expect(weeks.every((week) => week.count === 0)).toBe(true);
  });
});

describe('frequencyTicks', () => {
  it('steps in whole workouts up to a round top', () => {
    expect(frequencyTicks(0)).toEqual([0, 1, 2]);
    expect(frequencyTicks(1)).toEqual([0, 1, 2]);
    expect(frequencyTicks(3)).toEqual([0, 1, 2, 3]);
    expect(frequencyTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(frequencyTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(frequencyTicks(12)).toEqual([0, 5, 10, 15]);
    expect(frequencyTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(frequencyTicks(2008)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(frequencyTicks(100000)).toEqual([0, 20000, 40000, 60000, 80000, 100000]);
  });

  it('starts at 0, reaches the max and takes two to five steps', () => {
    for (let max = 0; max <= 2100; max += 1) {
      const ticks = frequencyTicks(max);
      const step = ticks[1]!;
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeGreaterThanOrEqual(2);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
      expect(String(step)).toMatch(/^[125]0*$/);
      expect(ticks.every((tick, index) => tick === index * step)).toBe(true);
    }
  });
});

describe('frequencySummary', () => {
  it('totals the weeks and names the busiest, the latest on a tie', () => {
    const weeks = [
      { weekStart: '2026-11-01', count: 5 },
      { weekStart: '2026-11-08', count: 2 },
      { weekStart: '2026-11-15', count: 5 },
    ];
    expect(frequencySummary(weeks)).toEqual({ total: 12, busiest: weeks[2] });
    expect(frequencySummary([{ weekStart: '2026-11-15', count: 0 }])).toEqual({
      total: 0,
      busiest: null,
    });
  });
});
