import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  challengeEndInstant,
  challengeStartInstant,
  formatChallengeDay,
  formatChallengeDays,
} from './challenge-dates';

/**
 * A Date as a browser in `timeZone` holds it: its local year, month, day and time are that
 * zone's, whatever zone these tests run in (its UTC parts and instant are unchanged), and so are
 * those of the copies date-fns makes of it.
 */
class DateInZone extends Date {
  readonly #timeZone: string;
  readonly #parts: Record<string, number>;

  constructor(instant: string | number | Date, timeZone: string) {
    super(instant);
    this.#timeZone = timeZone;
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    }).formatToParts(this);
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    this.#parts = Object.fromEntries(
      parts.map(({ type, value }) => [
        type,
        type === 'weekday' ? weekdays.indexOf(value) : Number(value),
      ]),
    );
  }

  /** A copy date-fns makes of this date (to read or shift it) stays in the same zone. */
  [Symbol.for('constructDateFrom')](value: string | number | Date): DateInZone {
    return new DateInZone(value, this.#timeZone);
  }

  #part(type: string): number {
    return this.#parts[type] ?? Number.NaN;
  }
  override getFullYear() {
    return this.#part('year');
  }
  override getMonth() {
    return this.#part('month') - 1;
  }
  override getDate() {
    return this.#part('day');
  }
  override getDay() {
    return this.#part('weekday');
  }
  override getHours() {
    return this.#part('hour');
  }
  override getMinutes() {
    return this.#part('minute');
  }
  override getSeconds() {
    return this.#part('second');
  }
}

const zones = ['UTC', 'America/New_York', 'Pacific/Auckland'] as const;

describe('DateInZone', () => {
  it('holds the local day of its zone, as date-fns reads it', () => {
    const start = new DateInZone('2027-03-01T00:00:00.000Z', 'America/New_York');
    expect(start.getDate()).toBe(28);
    expect(format(start, 'MMM d, yyyy')).toBe('Feb 28, 2027');
    const end = new DateInZone('2027-04-01T23:59:59.999Z', 'Pacific/Auckland');
    expect(format(end, 'MMM d, yyyy')).toBe('Apr 2, 2027');
  });
});

describe('formatChallengeDay', () => {
  it.each(zones)('shows the day a challenge names, the same in %s', (zone) => {
    const challenge = {
      startDate: new DateInZone('2027-03-01T00:00:00.000Z', zone),
      endDate: new DateInZone('2027-04-01T23:59:59.999Z', zone),
    };
    expect(formatChallengeDays(challenge)).toBe('Mar 1, 2027 – Apr 1, 2027');
    // the seeded November Recomp
    expect(formatChallengeDay(new DateInZone('2026-11-16T00:00:00.000Z', zone))).toBe(
      'Nov 16, 2026',
    );
    expect(formatChallengeDay(new DateInZone('2026-12-15T23:59:59.999Z', zone))).toBe(
      'Dec 15, 2026',
    );
  });

  it('names a challenge of a single day once', () => {
    expect(
      formatChallengeDays({
        startDate: new Date('2026-11-18T00:00:00.000Z'),
        endDate: new Date('2026-11-18T23:59:59.999Z'),
      }),
    ).toBe('Nov 18, 2026');
  });
});

describe('challenge instants', () => {
  it.each(zones)(
    'a day picked in %s starts at its 00:00Z and ends at its 23:59:59.999Z',
    (zone) => {
      // the day a member picks: midnight on her own clock
      const picked = new DateInZone(
        zone === 'America/New_York'
          ? '2027-03-01T05:00:00.000Z'
          : zone === 'Pacific/Auckland'
            ? '2027-02-28T11:00:00.000Z'
            : '2027-03-01T00:00:00.000Z',
        zone,
      );
      expect([picked.getFullYear(), picked.getMonth(), picked.getDate()]).toEqual([2027, 2, 1]);
      expect(challengeStartInstant(picked).toISOString()).toBe('2027-03-01T00:00:00.000Z');
      expect(challengeEndInstant(picked).toISOString()).toBe('2027-03-01T23:59:59.999Z');
    },
  );

  it('reads back as the day that was picked', () => {
    const picked = new Date(2026, 10, 18);
    expect(formatChallengeDay(challengeStartInstant(picked))).toBe('Nov 18, 2026');
    expect(formatChallengeDay(challengeEndInstant(picked))).toBe('Nov 18, 2026');
  });
});
