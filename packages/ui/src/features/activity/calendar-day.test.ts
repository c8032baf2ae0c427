// The functions take the time zone as an argument, so these assertions hold under any machine TZ
// (vitest here runs in UTC): each test names the zone it means, around real DST switches.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  compareMonths,
  dateTitle,
  dayTitle,
  daysBetween,
  daysInMonth,
  deviceTimeZone,
  localDayKey,
  monthTitle,
  shortDayTitle,
  shiftMonth,
  startOfWeek,
  weekdayOf,
} from './calendar-day';

describe('localDayKey', () => {
  it('puts a late-evening workout on the local day, not the UTC day', () => {
    const lateEvening = new Date('2026-11-19T03:30:00Z'); // 22:30 on Nov 18 in New York
    expect(localDayKey(lateEvening, 'America/New_York')).toBe('2026-11-18');
    expect(localDayKey(lateEvening, 'UTC')).toBe('2026-11-19');
    expect(localDayKey(lateEvening, 'Asia/Tokyo')).toBe('2026-11-19');
  });

  it('keeps both ends of the 25-hour day when New York falls back (Nov 1, 2026)', () => {
    expect(localDayKey(new Date('2026-11-01T04:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(localDayKey(new Date('2026-11-02T04:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(localDayKey(new Date('2026-11-02T05:00:00Z'), 'America/New_York')).toBe('2026-11-02');
  });

  it('keeps both ends of the 23-hour day when Berlin springs forward (Mar 29, 2026)', () => {
    expect(localDayKey(new Date('2026-03-28T23:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDayKey(new Date('2026-03-29T21:59:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDayKey(new Date('2026-03-29T22:00:00Z'), 'Europe/Berlin')).toBe('2026-03-30');
  });
});

describe('localDayKey, asked again', () => {
  it('puts the same Date on its day in each zone it is asked about', () => {
    const lateEvening = new Date('2026-11-19T03:30:00Z');
    expect(localDayKey(lateEvening, 'America/New_York')).toBe('2026-11-18');
    expect(localDayKey(lateEvening, 'Asia/Tokyo')).toBe('2026-11-19');
    expect(localDayKey(lateEvening, 'America/New_York')).toBe('2026-11-18');
  });

  it('follows a Date set to another instant', () => {
    const at = new Date('2026-11-19T03:30:00Z');
    expect(localDayKey(at, 'UTC')).toBe('2026-11-19');
    at.setTime(Date.parse('2026-11-20T12:00:00Z'));
    expect(localDayKey(at, 'UTC')).toBe('2026-11-20');
  });
});

describe('day arithmetic', () => {
  it('reads a day written without leading zeros as the same UTC day', () => {
    expect(daysBetween('2026-11-1', '2026-11-02')).toBe(1);
    expect(addDays('2026-3-9', 0)).toBe('2026-03-09');
    expect(addDays('0999-12-31', 1)).toBe('1000-01-01');
    expect(addDays('2026-13-01', 0)).toBe('2027-01-01');
  });

  it('steps whole days across DST switches, months and years', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-22', '2026-11-18')).toBe(27);
    expect(daysBetween('2026-11-18', '2026-11-17')).toBe(-1);
  });

  it('starts weeks on Sunday', () => {
    expect(weekdayOf('2026-11-18')).toBe(3);
    expect(startOfWeek('2026-11-18')).toBe('2026-11-15');
    expect(startOfWeek('2026-11-15')).toBe('2026-11-15');
    expect(startOfWeek('2026-11-21')).toBe('2026-11-15');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-27');
  });

  it('moves between months and names them', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 11 }, 2)).toEqual({ year: 2027, month: 1 });
    expect(compareMonths({ year: 2026, month: 10 }, { year: 2026, month: 11 })).toBeLessThan(0);
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
    expect(monthTitle({ year: 2026, month: 11 })).toBe('November 2026');
    expect(dayTitle('2026-11-18')).toBe('November 18');
  });
});

describe('deviceTimeZone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  let hoursLater = 0;
  /** The device's zone as Intl reports it, and the clock, both set by the test. */
  function device() {
    // each test starts an hour after the last, so nothing an earlier test read is still fresh
    hoursLater += 1;
    let now = hoursLater * 3_600_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    return {
      resolved,
      setZone: (timeZone: string) =>
        resolved.mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions),
      wait: (ms: number) => {
        now += ms;
      },
    };
  }

  it('follows a change of the device zone within a second', () => {
    const { setZone, wait } = device();
    setZone('Europe/Berlin');
    expect(deviceTimeZone()).toBe('Europe/Berlin');

    // the member lands in New York
    setZone('America/New_York');
    wait(1000);
    expect(deviceTimeZone()).toBe('America/New_York');
  });

  it('is read once for the many widgets that ask within the same second', () => {
    const { resolved, setZone, wait } = device();
    setZone('Europe/Berlin');
    for (let i = 0; i < 20; i += 1) {
      expect(deviceTimeZone()).toBe('Europe/Berlin');
      wait(40);
    }
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});

describe('the day and month titles', () => {
  it('format several days in a row with the one formatter each kind needs', () => {
    expect(['2026-11-18', '2026-12-01', '2027-01-31'].map(dayTitle)).toEqual([
      'November 18',
      'December 1',
      'January 31',
    ]);
    expect(['2026-11-15', '2027-02-28'].map(shortDayTitle)).toEqual(['Nov 15', 'Feb 28']);
    expect(['2026-12-04', '2027-01-31'].map(dateTitle)).toEqual([
      'December 4, 2026',
      'January 31, 2027',
    ]);
  });
});
