// Each case passes its zone to the function, so it runs the same under the machine's TZ (UTC
// under vitest) and shows that days are the member's local calendar days across DST switches.
import { describe, expect, it } from 'vitest';
import { addDays } from '../activity/calendar-day';
import { dayCountText, recencyLabel, streakFromDays, workoutStreak } from './streak';

const at = (iso: string) => ({ loggedAt: new Date(iso) });
const run = (last: string, length: number) =>
  Array.from({ length }, (_, index) => addDays(last, -index));

describe('streakFromDays', () => {
  it('counts consecutive days ending today', () => {
    expect(streakFromDays(run('2026-11-18', 6), '2026-11-18')).toEqual({
      currentStreak: 6,
      longestStreak: 6,
      lastWorkoutDay: '2026-11-18',
      daysSinceLastWorkout: 0,
    });
  });

  it('keeps the streak alive when the latest workout was yesterday', () => {
    const summary = streakFromDays(run('2026-11-17', 3), '2026-11-18');
    expect(summary.currentStreak).toBe(3);
    expect(summary.daysSinceLastWorkout).toBe(1);
  });

  it('drops the current streak to 0 once a whole day is missed', () => {
    const summary = streakFromDays(run('2026-11-16', 4), '2026-11-18');
    expect(summary.currentStreak).toBe(0);
    expect(summary.longestStreak).toBe(4);
    expect(summary.daysSinceLastWorkout).toBe(2);
  });

  it('reports the real longest run, not the current one', () => {
    const days = [...run('2026-10-20', 7), ...run('2026-11-18', 3), '2026-11-01'];
    const summary = streakFromDays(days, '2026-11-18');
    expect(summary.currentStreak).toBe(3);
    expect(summary.longestStreak).toBe(7);
  });

  it('counts a workout dated after today (a server clock ahead of the device) as today', () => {
    const summary = streakFromDays(['2026-11-17', '2026-11-19'], '2026-11-18');
    expect(summary).toMatchObject({ currentStreak: 2, daysSinceLastWorkout: 0 });
  });

  it('counts two workouts on one day once', () => {
    expect(streakFromDays(['2026-11-18', '2026-11-18'], '2026-11-18').currentStreak).toBe(1);
  });

  it('has nothing to say without workouts', () => {
    expect(streakFromDays([], '2026-11-18')).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      lastWorkoutDay: null,
      daysSinceLastWorkout: null,
    });
  });
});

describe('workoutStreak in local calendar days', () => {
  it('does not skip the 23-hour day when New York springs forward (Mar 8, 2026)', () => {
    const workouts = [
      at('2026-03-07T17:00:00Z'), // 12:00 EST, Mar 7
      at('2026-03-08T16:00:00Z'), // 12:00 EDT, Mar 8
      at('2026-03-09T04:10:00Z'), // 00:10 EDT, Mar 9
    ];
    // 00:30 EDT on Mar 9: 24 hours earlier is still Mar 7 on the wall clock
    const now = new Date('2026-03-09T04:30:00Z');
    const summary = workoutStreak(workouts, now, 'America/New_York');
    expect(summary.currentStreak).toBe(3);
    expect(summary.longestStreak).toBe(3);
    expect(recencyLabel(summary.daysSinceLastWorkout ?? -1)).toBe('Today');
  });

  it("says 'Yesterday' across the 25-hour day when New York falls back (Nov 1, 2026)", () => {
    const workouts = [at('2026-10-31T04:10:00Z')]; // 00:10 EDT, Oct 31
    const now = new Date('2026-11-02T04:50:00Z'); // 23:50 EST, Nov 1: 48 h 40 min later
    const summary = workoutStreak(workouts, now, 'America/New_York');
    expect(summary.daysSinceLastWorkout).toBe(1);
    expect(recencyLabel(1)).toBe('Yesterday');
    expect(summary.currentStreak).toBe(1);
  });

  it('follows the member into a new time zone', () => {
    const workouts = [at('2026-11-17T16:00:00Z'), at('2026-11-18T02:00:00Z')];
    const now = new Date('2026-11-18T10:30:00Z');
    // Tokyo: both on Nov 18, today
    expect(workoutStreak(workouts, now, 'Asia/Tokyo')).toMatchObject({
      currentStreak: 1,
      daysSinceLastWorkout: 0,
    });
    // Los Angeles: both on Nov 17, and it is already Nov 18 there
    expect(workoutStreak(workouts, now, 'America/Los_Angeles')).toMatchObject({
      currentStreak: 1,
      daysSinceLastWorkout: 1,
    });
    // London (UTC in November): two days in a row
    expect(workoutStreak(workouts, now, 'Europe/London').currentStreak).toBe(2);
  });

  it('counts a Berlin streak across the spring-forward night (Mar 29, 2026)', () => {
    const workouts = [
      at('2026-03-27T23:30:00Z'), // 00:30 CET, Mar 28
      at('2026-03-28T23:30:00Z'), // 00:30 CET, Mar 29
      at('2026-03-29T22:30:00Z'), // 00:30 CEST, Mar 30
    ];
    const now = new Date('2026-03-30T21:45:00Z'); // 23:45 CEST, Mar 30
    expect(workoutStreak(workouts, now, 'Europe/Berlin')).toMatchObject({
      currentStreak: 3,
      lastWorkoutDay: '2026-03-30',
    });
  });
});

describe('recencyLabel and dayCountText', () => {
  it('reads Today, Yesterday or N days ago', () => {
    expect(recencyLabel(0)).toBe('Today');
    expect(recencyLabel(1)).toBe('Yesterday');
    expect(recencyLabel(5)).toBe('5 days ago');
  });

  it('says days in the singular for one', () => {
    expect(dayCountText(1)).toBe('1 day');
    expect(dayCountText(6)).toBe('6 days');
  });

  it('writes a streak of years with its thousands separator, as every count is written', () => {
    expect(dayCountText(1084)).toBe('1,084 days');
    expect(recencyLabel(1200)).toBe('1,200 days ago');
  });
});
