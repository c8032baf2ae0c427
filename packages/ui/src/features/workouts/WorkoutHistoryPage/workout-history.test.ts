import { describe, expect, it } from 'vitest';
import {
  formatWorkoutDate,
  historyPage,
  historyRows,
  pageCount,
  pageFromParam,
  showingText,
} from './workout-history';

const workout = (id: number, iso: string) => ({ id, loggedAt: new Date(iso) });
// Intl puts a narrow no-break space before AM/PM in current ICU versions; compare the words
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatWorkoutDate', () => {
  const at = new Date('2026-11-18T15:30:00Z');

  it('writes en-US with a short month, the year, hour and minute in the member zone', () => {
    expect(plain(formatWorkoutDate(at, 'America/New_York'))).toBe('Nov 18, 2026, 10:30 AM');
    expect(plain(formatWorkoutDate(at, 'Asia/Tokyo'))).toBe('Nov 19, 2026, 12:30 AM');
  });

  it('follows the zone across a daylight-saving switch', () => {
    // Berlin: UTC+2 until Oct 25, 2026, then UTC+1
    expect(plain(formatWorkoutDate(new Date('2026-10-24T16:05:00Z'), 'Europe/Berlin'))).toBe(
      'Oct 24, 2026, 6:05 PM',
    );
    expect(plain(formatWorkoutDate(new Date('2026-10-26T16:05:00Z'), 'Europe/Berlin'))).toBe(
      'Oct 26, 2026, 5:05 PM',
    );
  });
});

describe('historyRows', () => {
  it('lists the newest first and numbers them so the first workout ever is #1', () => {
    const rows = historyRows([
      workout(2, '2026-11-10T08:00:00Z'),
      workout(9, '2026-11-18T08:00:00Z'),
      workout(4, '2026-11-01T08:00:00Z'),
    ]);
    expect(rows.map((row) => [row.number, row.workout.id])).toEqual([
      [3, 9],
      [2, 2],
      [1, 4],
    ]);
  });

  it('keeps a row number when a newer workout arrives', () => {
    const before = historyRows([workout(1, '2026-11-01T08:00:00Z')]);
    const after = historyRows([
      workout(1, '2026-11-01T08:00:00Z'),
      workout(2, '2026-11-18T08:00:00Z'),
    ]);
    expect(before[0]?.number).toBe(1);
    expect(after.find((row) => row.workout.id === 1)?.number).toBe(1);
    expect(after[0]?.number).toBe(2);
  });
});

describe('paging', () => {
  const rows = historyRows(
    Array.from({ length: 2000 }, (_, index) =>
      workout(index + 1, new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString()),
    ),
  );

  it('cuts 2,000 workouts into 40 pages of 50', () => {
    expect(pageCount(2000)).toBe(40);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(51)).toBe(2);
    const second = historyPage(rows, 2);
    expect(second.rows).toHaveLength(50);
    expect(second.rows[0]?.number).toBe(1950);
    expect(showingText(second)).toBe('Showing 51–100 of 2,000');
    expect(showingText(historyPage(rows, 40))).toBe('Showing 1,951–2,000 of 2,000');
    expect(showingText(historyPage([], 1))).toBe('Showing 0–0 of 0');
  });

  it('reads the page from the URL and keeps it within the pages there are', () => {
    expect(pageFromParam(null, 40)).toBe(1);
    expect(pageFromParam('2', 40)).toBe(2);
    expect(pageFromParam('41', 40)).toBe(40);
    expect(pageFromParam('0', 40)).toBe(1);
    expect(pageFromParam('-3', 40)).toBe(1);
    expect(pageFromParam('2.5', 40)).toBe(1);
    expect(pageFromParam('abc', 40)).toBe(1);
  });
});
