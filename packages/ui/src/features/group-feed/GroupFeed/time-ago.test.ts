import { describe, expect, it } from 'vitest';
import { timeAgo, untilTimeAgoChanges } from './time-ago';

const now = new Date('2026-11-18T10:30:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('reads a moment under a minute ago as just now', () => {
    expect(timeAgo(now, now)).toBe('just now');
    expect(timeAgo(before(1 * SECOND), now)).toBe('just now');
    expect(timeAgo(before(59 * SECOND + 999), now)).toBe('just now');
  });

  it('reads a moment after now as just now: her clock is behind the server that dated it', () => {
    expect(timeAgo(new Date(now.getTime() + 3 * MINUTE), now)).toBe('just now');
    expect(timeAgo(new Date(now.getTime() + 2 * 24 * 60 * MINUTE), now)).toBe('just now');
  });

  it('reads a minute or more as the time since', () => {
    expect(timeAgo(before(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgo(before(65 * SECOND), now)).toBe('1 minute ago');
    expect(timeAgo(before(3 * MINUTE), now)).toBe('3 minutes ago');
    expect(timeAgo(before(5 * 60 * MINUTE), now)).toBe('5 hours ago');
    expect(timeAgo(before(3 * 24 * 60 * MINUTE), now)).toBe('3 days ago');
  });

  it('counts whole units: a time reads one minute until two minutes have passed', () => {
    expect(timeAgo(before(119 * SECOND), now)).toBe('1 minute ago');
    expect(timeAgo(before(2 * MINUTE), now)).toBe('2 minutes ago');
    expect(timeAgo(before(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
    expect(timeAgo(before(HOUR), now)).toBe('1 hour ago');
    expect(timeAgo(before(2 * HOUR - SECOND), now)).toBe('1 hour ago');
    expect(timeAgo(before(DAY - SECOND), now)).toBe('23 hours ago');
    expect(timeAgo(before(DAY), now)).toBe('1 day ago');
  });
});

describe('untilTimeAgoChanges', () => {
  /** The text now, and the text once the wait has passed. */
  const across = (at: Date) => {
    const later = new Date(now.getTime() + untilTimeAgoChanges(at, now));
    return [timeAgo(at, now), timeAgo(at, later)];
  };

  it('waits exactly until the text changes, under a day old', () => {
    expect(untilTimeAgoChanges(now, now)).toBe(MINUTE);
    expect(untilTimeAgoChanges(before(58 * SECOND), now)).toBe(2 * SECOND);
    expect(untilTimeAgoChanges(before(90 * SECOND), now)).toBe(30 * SECOND);
    expect(untilTimeAgoChanges(before(3 * HOUR + 20 * MINUTE), now)).toBe(40 * MINUTE);
    expect(across(before(58 * SECOND))).toEqual(['just now', '1 minute ago']);
    expect(across(before(59 * MINUTE + 30 * SECOND))).toEqual(['59 minutes ago', '1 hour ago']);
    expect(across(before(23 * HOUR + 30 * MINUTE))).toEqual(['23 hours ago', '1 day ago']);
    // the text reads the same just before the wait is over
    for (const age of [0, 58 * SECOND, 90 * SECOND, 3 * HOUR + 20 * MINUTE]) {
      const at = before(age);
      const justBefore = new Date(now.getTime() + untilTimeAgoChanges(at, now) - 1);
      expect(timeAgo(at, justBefore)).toBe(timeAgo(at, now));
    }
  });

  it('reads the clock again within the hour, however old the time or far ahead of her clock', () => {
    expect(untilTimeAgoChanges(before(3 * DAY), now)).toBe(HOUR);
    expect(untilTimeAgoChanges(before(400 * DAY), now)).toBe(HOUR);
    expect(untilTimeAgoChanges(new Date(now.getTime() + 2 * DAY), now)).toBe(HOUR);
    expect(untilTimeAgoChanges(new Date(now.getTime() + 10 * SECOND), now)).toBe(70 * SECOND);
  });

  it('waits at least a second, so a clock standing just before a change is not read over and over', () => {
    expect(untilTimeAgoChanges(before(MINUTE - 1), now)).toBe(SECOND);
  });
});
