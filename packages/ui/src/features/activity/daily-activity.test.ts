// Zones are passed explicitly, so the machine's own TZ (UTC under vitest) cannot colour the result.
import { describe, expect, it } from 'vitest';
import { activityLevel, dailyActivity } from './daily-activity';

const at = (iso: string) => ({ loggedAt: new Date(iso) });

describe('dailyActivity', () => {
  it('counts workouts per local day across the 25-hour fall-back day in New York', () => {
    const workouts = [
      at('2026-11-01T04:30:00Z'), // 00:30 EDT, Nov 1
      at('2026-11-02T04:30:00Z'), // 23:30 EST, Nov 1
      at('2026-11-02T12:00:00Z'), // 07:00 EST, Nov 2
    ];
    expect(Object.fromEntries(dailyActivity(workouts, 'America/New_York'))).toEqual({
      '2026-11-01': 2,
      '2026-11-02': 1,
    });
    expect(Object.fromEntries(dailyActivity(workouts, 'UTC'))).toEqual({
      '2026-11-01': 1,
      '2026-11-02': 2,
    });
  });

  it('has no entry for a day without workouts', () => {
    expect(dailyActivity([], 'Europe/Berlin').size).toBe(0);
  });
});

describe('activityLevel (levels 0, 1, 2, 3 or more)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [9, 3],
  ])('%i workouts -> level %i', (count, level) => {
    expect(activityLevel(count)).toBe(level);
  });
});
