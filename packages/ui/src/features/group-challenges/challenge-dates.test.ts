import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  challengeEndInstant,
  challengeStartInstant,
  dayFromText,
  firstEndDay,
  formatChallengeDay,
  formatChallengeDays,
} from './challenge-dates';
import { DateInZone } from '../../testing/date-in-zone';

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

describe('dayFromText', () => {
  it('reads a date field as its day', () => {
    const day = dayFromText('2027-03-01');
    expect(day && [day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2027, 2, 1]);
    expect(dayFromText('2028-02-29')?.getDate()).toBe(29);
    expect(dayFromText('0999-06-15')?.getFullYear()).toBe(999);
  });

  it('reads no day in a text that names none', () => {
    for (const text of ['', '2027-02-30', '2027-02-29', '2027-13-01', '20000-01-01', '27-03-01']) {
      expect(dayFromText(text)).toBeNull();
    }
  });
});

describe('firstEndDay', () => {
  it.each([...zones, 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'is the UTC day under way, in %s: its end is still to come, the day before has ended',
    (zone) => {
      // Dec 3, 17:30 in Los Angeles; Dec 4, 15:30 in Auckland
      const now = new DateInZone('2026-12-04T01:30:00.000Z', zone);
      expect(firstEndDay(now)).toBe('2026-12-04');
      const first = dayFromText(firstEndDay(now));
      if (!first) throw new Error('no day');
      expect(challengeEndInstant(first).getTime()).toBeGreaterThan(now.getTime());
      const before = new Date(first.getFullYear(), first.getMonth(), first.getDate() - 1);
      expect(challengeEndInstant(before).getTime()).toBeLessThan(now.getTime());
    },
  );
});
