import { describe, expect, it } from 'vitest';
import { DateInZone } from '../../../testing/date-in-zone';
import { readEvaluationPeriod } from './evaluation-period';

// Nov 18, 2026
const now = new Date(Date.UTC(2026, 10, 18, 10, 30));
const read = (year: string, month: string, unreadable: ('year' | 'month')[] = []) =>
  readEvaluationPeriod({ year, month }, now, unreadable);

describe('readEvaluationPeriod', () => {
  it('evaluates the current month when both fields are empty', () => {
    expect(read('', '')).toEqual({ ok: true, period: null });
    expect(read('  ', '')).toEqual({ ok: true, period: null });
  });

  it('evaluates the month given with its year, up to the current one', () => {
    expect(read('2026', '10')).toEqual({ ok: true, period: { year: 2026, month: 10 } });
    expect(read('2026', '11')).toEqual({ ok: true, period: { year: 2026, month: 11 } });
    expect(read('2000', '1')).toEqual({ ok: true, period: { year: 2000, month: 1 } });
    expect(read('2025', '12')).toEqual({ ok: true, period: { year: 2025, month: 12 } });
  });

  it('asks for the other field when only one is given', () => {
    expect(read('2026', '')).toEqual({
      ok: false,
      errors: { month: 'Enter a month too, or clear the year' },
    });
    expect(read('', '10')).toEqual({
      ok: false,
      errors: { year: 'Enter a year too, or clear the month' },
    });
  });

  it('refuses a month outside 1 to 12', () => {
    for (const month of ['13', '0', '1.5', '-1']) {
      expect(read('2026', month)).toEqual({
        ok: false,
        errors: { month: 'Enter a month from 1 to 12' },
      });
    }
  });

  it('refuses a year before 2000 or after the current one', () => {
    for (const year of ['1', '1999', '2027', '2099', '1e3']) {
      expect(read(year, '6')).toEqual({
        ok: false,
        errors: { year: 'Enter a year from 2000 to 2026' },
      });
    }
  });

  it("counts the server's months, which are UTC, not her own calendar's", () => {
    // Dec 1, 02:00 in Kiritimati (UTC+14) is still Nov 30 on the server
    const kiritimati = new DateInZone(Date.UTC(2026, 10, 30, 12), 'Pacific/Kiritimati');
    expect(readEvaluationPeriod({ year: '2026', month: '12' }, kiritimati)).toEqual({
      ok: false,
      errors: { month: 'This month has not started yet' },
    });
    // Nov 30, 20:00 in Los Angeles is already Dec 1 on the server
    const losAngeles = new DateInZone(Date.UTC(2026, 11, 1, 4), 'America/Los_Angeles');
    expect(readEvaluationPeriod({ year: '2026', month: '12' }, losAngeles)).toEqual({
      ok: true,
      period: { year: 2026, month: 12 },
    });
    // and on New Year's Eve there, the new year is open
    const newYear = new DateInZone(Date.UTC(2027, 0, 1, 4), 'America/Los_Angeles');
    expect(readEvaluationPeriod({ year: '2027', month: '1' }, newYear)).toEqual({
      ok: true,
      period: { year: 2027, month: 1 },
    });
  });

  it('refuses a month that has not started', () => {
    expect(read('2026', '12')).toEqual({
      ok: false,
      errors: { month: 'This month has not started yet' },
    });
  });

  it('refuses a field whose input could not read what was typed, though its value is empty', () => {
    expect(read('', '10', ['year'])).toEqual({
      ok: false,
      errors: { year: 'Enter a year from 2000 to 2026' },
    });
    expect(read('', '', ['month'])).toEqual({
      ok: false,
      errors: { year: 'Enter a year too, or clear the month', month: 'Enter a month from 1 to 12' },
    });
  });
});
