import { FIXED_NOW } from '../clock';

/** Day arithmetic of the mock server: calendar days are UTC days (the fixed 'now' is mid-morning UTC). */
const DAY_MS = 24 * 60 * 60 * 1000;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

let clock: () => Date = () => new Date(FIXED_NOW.getTime());

/**
 * The mock server's 'now': the fixed instant unless the dev app hands in its own clock, so the
 * seed, every answer and the UI's clock agree.
 */
export function serverNow(): Date {
  return clock();
}

/** Replaces the server's clock (before the database is first used); no argument restores FIXED_NOW. */
export function setServerClock(next?: () => Date): void {
  clock = next ?? (() => new Date(FIXED_NOW.getTime()));
}

export function dayKey(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

export function previousDayKey(key: string): string {
  return dayKey(addDays(new Date(`${key}T00:00:00.000Z`), -1));
}

export type YearMonth = { year: number; month: number };

export function yearMonthOf(at: Date | string): YearMonth {
  const date = new Date(at);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

export function isInMonth(at: string, { year, month }: YearMonth): boolean {
  const date = new Date(at);
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month;
}

/** 1-based month to its English name ('November'). */
export function monthName(month: number): string {
  return monthNames[month - 1] ?? '';
}

export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The last instant of a month, for awards given when a month closes. */
export function endOfMonth({ year, month }: YearMonth): Date {
  return new Date(Date.UTC(year, month, 1) - 1);
}

export function isWeekend(at: string): boolean {
  const weekday = new Date(at).getUTCDay();
  return weekday === 0 || weekday === 6;
}
