import { format } from 'date-fns';

/**
 * A group challenge's dates are calendar days, the same for every member wherever they are. On
 * the wire the start is its day at 00:00:00.000 UTC and the end its day at 23:59:59.999 UTC, so
 * the end day is still a day of the challenge; a date is shown as the UTC calendar day of its
 * instant.
 */

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day a date field holds ('yyyy-MM-dd', a four-digit year) as a local date at its
 * midnight, or null when the text names no such day ('2027-02-30', '20000-01-01', '').
 */
export function dayFromText(text: string): Date | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  // setFullYear, as a year below 100 passed to the constructor would be read as 19xx
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/**
 * The first day a challenge created at this instant may end on: the UTC day under way, as every
 * earlier day's end instant has passed. Behind UTC it is her tomorrow once the UTC day has turned
 * (from 4 pm in Los Angeles in winter).
 */
export function firstEndDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The instant a challenge starting on this calendar day (its local year, month and day) starts. */
export function challengeStartInstant(day: Date): Date {
  return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
}

/** The last instant of a challenge ending on this calendar day (its local year, month and day). */
export function challengeEndInstant(day: Date): Date {
  return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999));
}

/** A challenge date as the day it names, the same in every time zone: 'Nov 16, 2026'. */
export function formatChallengeDay(instant: Date): string {
  const day = new Date(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  return format(day, 'MMM d, yyyy');
}

/**
 * A challenge's first and last day: 'Nov 16, 2026 – Dec 15, 2026'. A challenge of one day names
 * that day once: 'Dec 3, 2026'.
 */
export function formatChallengeDays(challenge: { startDate: Date; endDate: Date }): string {
  const first = formatChallengeDay(challenge.startDate);
  const last = formatChallengeDay(challenge.endDate);
  return first === last ? first : `${first} – ${last}`;
}
