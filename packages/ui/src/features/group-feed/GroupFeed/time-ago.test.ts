import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-18T10:30:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

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
});
