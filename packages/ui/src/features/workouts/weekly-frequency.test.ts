// Zones are explicit arguments, so the machine's TZ (UTC under vitest) cannot change the answer.
import { describe, expect, it } from 'vitest';
import { weeklyFrequency } from './weekly-frequency';

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
