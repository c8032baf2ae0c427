// Zones are explicit arguments, so the machine's TZ (UTC under vitest) cannot change the answer.
import { describe, expect, it } from 'vitest';
import { formatWeeklyAverage, weeklyAverage } from './weekly-average';

const at = (iso: string) => ({ loggedAt: new Date(iso) });

describe('weeklyAverage (last 28 days / 4)', () => {
  it('divides the last 28 days by 4 and shows one decimal', () => {
    const now = new Date('2026-11-18T10:30:00Z');
    const workouts = Array.from({ length: 14 }, (_, index) =>
      at(new Date(now.getTime() - index * 36 * 60 * 60 * 1000).toISOString()),
    );
    expect(weeklyAverage(workouts, now, 'UTC')).toBe(3.5);
    expect(formatWeeklyAverage(3.5)).toBe('3.5');
    expect(formatWeeklyAverage(0)).toBe('0.0');
    expect(formatWeeklyAverage(7 / 4)).toBe('1.8');
  });

  it('uses 28 local days across the New York fall-back, not 28 x 24 hours', () => {
    const now = new Date('2026-11-18T05:30:00Z'); // 00:30 EST, Nov 18
    const firstDay = at('2026-10-22T04:30:00Z'); // 00:30 EDT, Oct 22: 27 days back, counts
    const dayBefore = at('2026-10-22T03:30:00Z'); // 23:30 EDT, Oct 21: 28 days back, does not
    expect(weeklyAverage([firstDay, dayBefore], now, 'America/New_York')).toBe(0.25);
  });

  it('uses 28 local days across the Berlin spring-forward', () => {
    const now = new Date('2026-04-09T22:30:00Z'); // 00:30 CEST, Apr 10
    const firstDay = at('2026-03-13T23:15:00Z'); // 00:15 CET, Mar 14: counts
    const dayBefore = at('2026-03-13T22:59:00Z'); // 23:59 CET, Mar 13: does not
    expect(weeklyAverage([firstDay, dayBefore], now, 'Europe/Berlin')).toBe(0.25);
  });

  it('ignores workouts after today', () => {
    const now = new Date('2026-11-18T10:30:00Z');
    expect(weeklyAverage([at('2026-11-20T10:00:00Z')], now, 'UTC')).toBe(0);
  });
});
