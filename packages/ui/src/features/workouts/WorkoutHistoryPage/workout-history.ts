import type { Workout } from '@reprally/api-client';
import { showingRangeText } from '../../../format/count';

/** Rows per page of the history: a member with thousands of workouts still gets a quick page. */
export const HISTORY_PAGE_SIZE = 50;

/** A workout as the history lists it. */
export type HistoryRow = {
  /**
   * The workout's place in the member's history: 1 is their first workout ever, the newest has
   * the highest number. A row keeps its number on every page and when a new workout arrives.
   */
  number: number;
  workout: Workout;
};

/** Newest first, numbered oldest = 1 (ties in time keep the id order, older id first). */
export function historyRows(workouts: readonly Workout[]): HistoryRow[] {
  const oldestFirst = [...workouts].sort(
    (a, b) => a.loggedAt.getTime() - b.loggedAt.getTime() || a.id - b.id,
  );
  return oldestFirst.map((workout, index) => ({ number: index + 1, workout })).reverse();
}

export function pageCount(total: number, size: number = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page asked for in `?page=`, within 1..pages; anything else (missing, 'abc', 0) is page 1. */
export function pageFromParam(raw: string | null, pages: number): number {
  const page = raw !== null && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), pages);
}

export type HistoryPage = {
  rows: HistoryRow[];
  /** 1-based positions of the first and last row shown; 0 and 0 when there are none. */
  first: number;
  last: number;
  total: number;
};

export function historyPage(
  rows: readonly HistoryRow[],
  page: number,
  size: number = HISTORY_PAGE_SIZE,
): HistoryPage {
  const start = (page - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    first: shown.length > 0 ? start + 1 : 0,
    last: start + shown.length,
    total: rows.length,
  };
}

/** 'Showing 1–50 of 2,000'. */
export function showingText({ first, last, total }: Pick<HistoryPage, 'first' | 'last' | 'total'>) {
  return showingRangeText(first, last, total);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a workout was logged, in en-US with a short month, the day, the year, the hour and the
 * minute, on the member's own clock: 'Nov 18, 2026, 10:30 AM'.
 */
export function formatWorkoutDate(at: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(at);
}
