/**
 * Calendar days in the member's own time zone, as 'YYYY-MM-DD' keys (see docs/decisions.md,
 * "Which day is today").
 * An instant becomes a local day once, through Intl with an explicit zone; every step after that
 * is whole-day arithmetic on the keys, so a 23- or 25-hour day (daylight saving) or a change of
 * zone never shifts a count.
 */
export type DayKey = string;

const DAY_MS = 24 * 60 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last day each instant was put on, by the Date it came as: the dashboard's widgets each
 * count the same workouts (the heat map, the calendar, the streak, the weekly figures), and
 * render more than once as answers arrive, so the same Date objects come back many times.
 * Kept with the instant and the zone, so a Date set to another time, or another zone, is put on
 * its day afresh; held weakly, so it goes with the workouts it describes.
 */
const dayOfInstant = new WeakMap<Date, { time: number; timeZone: string; day: DayKey }>();

/** 'MM/DD/YYYY', as the en-US formatter writes a date with 2-digit month and day. */
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The local calendar day an instant falls on in `timeZone` (an IANA name). */
export function localDayKey(at: Date, timeZone: string): DayKey {
  const time = at.getTime();
  const known = dayOfInstant.get(at);
  if (known && known.time === time && known.timeZone === timeZone) return known.day;
  const formatter = formatterFor(timeZone);
  // reading the formatted text is about three times faster than asking for its parts
  const us = US_DATE.exec(formatter.format(time));
  let day: DayKey;
  if (us) day = `${us[3]}-${us[1]}-${us[2]}`;
  else {
    const parts = formatter.formatToParts(time);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((entry) => entry.type === type)?.value ?? '';
    day = `${part('year')}-${part('month')}-${part('day')}`;
  }
  dayOfInstant.set(at, { time, timeZone, day });
  return day;
}

let deviceZone: { name: string; readAt: number } | undefined;

/**
 * The member's device time zone. Reading it builds a formatter, which costs about a millisecond on
 * a slow phone, and every widget that knows 'today' asks on every render; so it is read again
 * after a second at the most, and a change of zone (travel) applies within that second.
 */
export function deviceTimeZone(): string {
  // a monotonic clock: this measures how long ago the zone was read, not what day it is
  const now = performance.now();
  if (!deviceZone || now - deviceZone.readAt >= 1000) {
    deviceZone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone, readAt: now };
  }
  return deviceZone.name;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Midnight UTC of the key's date: a stand-in for the calendar day, free of any zone's rules. A
 * date alone in ISO form ('2026-11-18') is read as UTC; the heat map's year alone makes a
 * thousand of these, so the fast native reading comes first.
 */
function dayNumber(key: DayKey): number {
  // only this exact form: others ('2026-11-1') may be read in the device's zone; a month or day
  // out of range ('2026-13-01') is not read at all, and rolls over below as it always did
  const time = ISO_DATE.test(key) ? Date.parse(key) : Number.NaN;
  if (!Number.isNaN(time)) return time;
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);

function keyOfDayNumber(time: number): DayKey {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  return `${String(year).padStart(4, '0')}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

export function addDays(key: DayKey, days: number): DayKey {
  return keyOfDayNumber(dayNumber(key) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(key: DayKey): number {
  return new Date(dayNumber(key)).getUTCDay();
}

/** The Sunday that starts the key's week (weeks start on Sunday). */
export function startOfWeek(key: DayKey): DayKey {
  return addDays(key, -weekdayOf(key));
}

/** A calendar month; `month` runs 1-12. */
export type YearMonth = { year: number; month: number };

export function monthOf(key: DayKey): YearMonth {
  const [year = 0, month = 1] = key.split('-').map(Number);
  return { year, month };
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Negative when `a` is before `b`, 0 for the same month. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function dayKeyOf({ year, month }: YearMonth, day: number): DayKey {
  return keyOfDayNumber(Date.UTC(year, month - 1, day));
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * An en-US formatter of UTC dates (day numbers), made on first use and kept: making one costs
 * far more than formatting with it, and the year's heatmap names every one of its 371 days.
 */
export function utcDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }));
}

const monthTitleFormat = utcDateFormat({ month: 'long', year: 'numeric' });
const dayTitleFormat = utcDateFormat({ month: 'long', day: 'numeric' });
const dateTitleFormat = utcDateFormat({ month: 'long', day: 'numeric', year: 'numeric' });
const shortDayTitleFormat = utcDateFormat({ month: 'short', day: 'numeric' });

/** 'November 2026'. */
export function monthTitle(ym: YearMonth): string {
  return monthTitleFormat().format(dayNumber(dayKeyOf(ym, 1)));
}

/** 'November 18'. */
export function dayTitle(key: DayKey): string {
  return dayTitleFormat().format(dayNumber(key));
}

/** 'November 18, 2026'. */
export function dateTitle(key: DayKey): string {
  return dateTitleFormat().format(dayNumber(key));
}

/** 'Nov 15'. */
export function shortDayTitle(key: DayKey): string {
  return shortDayTitleFormat().format(dayNumber(key));
}
