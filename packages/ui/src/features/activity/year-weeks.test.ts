// Days are local calendar days ('YYYY-MM-DD'), so the layout is the same under any machine TZ.
import { describe, expect, it } from 'vitest';
import { addDays, dayKeyOf, monthOf, weekdayOf } from './calendar-day';
import { dailyActivity } from './daily-activity';
import { HEATMAP_WEEKS, LABEL_WEEKS, monthSpans, yearWeeks } from './year-weeks';

describe('yearWeeks', () => {
  const weeks = yearWeeks('2026-11-18'); // a Wednesday

  it('lays out 53 weeks of 7 days, each starting on Sunday, ending in the current week', () => {
    expect(weeks).toHaveLength(HEATMAP_WEEKS);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(weekdayOf(week[0] ?? '')).toBe(0);
    }
    expect(weeks[0]?.[0]).toBe('2025-11-16');
    expect(weeks.at(-1)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      null,
      null,
      null,
    ]);
  });

  it('has every day once and in order, across the year boundary', () => {
    const days = weeks.flat().filter((day): day is string => day !== null);
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort()).toEqual(days);
    expect(days).toHaveLength(52 * 7 + 4);
    // the week of New Year 2026 starts on Sunday, Dec 28, 2025
    expect(weeks.find((week) => week.includes('2026-01-01'))).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
    ]);
  });

  it('is a full last week on Saturday and a single day on Sunday', () => {
    expect(
      yearWeeks('2026-11-21')
        .at(-1)
        ?.every((day) => day !== null),
    ).toBe(true);
    expect(yearWeeks('2026-11-22').at(-1)).toEqual([
      '2026-11-22',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps the week of a daylight-saving switch at 7 days, with the workouts on their local days', () => {
    // New York falls back on Sunday, Nov 1, 2026 (a 25-hour day)
    const dstWeek = weeks.find((week) => week[0] === '2026-11-01');
    expect(dstWeek).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    const counts = dailyActivity(
      [
        { loggedAt: new Date('2026-11-01T04:30:00Z') }, // 00:30 EDT, Nov 1
        { loggedAt: new Date('2026-11-02T04:30:00Z') }, // 23:30 EST, Nov 1
      ],
      'America/New_York',
    );
    expect(dstWeek?.map((day) => counts.get(day ?? '') ?? 0)).toEqual([2, 0, 0, 0, 0, 0, 0]);
  });
});

describe('monthSpans', () => {
  /** The index of each span's first column. */
  const starts = (spans: { weeks: number }[]) =>
    spans.map((_, index) => spans.slice(0, index).reduce((sum, span) => sum + span.weeks, 0));

  it('labels each month over the weeks from the one it begins in', () => {
    const spans = monthSpans(yearWeeks('2026-11-18'));
    // Nov 16 and 23, 2025; the week of Sunday, Nov 30 holds Dec 1, so it is December's
    expect(spans[0]).toEqual({ year: 2025, month: 11, weeks: 2, shown: false });
    expect(spans[1]).toEqual({ year: 2025, month: 12, weeks: 4, shown: true });
    expect(spans[2]).toEqual({ year: 2026, month: 1, weeks: 5, shown: true });
    expect(spans.at(-1)).toEqual({ year: 2026, month: 11, weeks: 3, shown: true });
    expect(spans.reduce((sum, span) => sum + span.weeks, 0)).toBe(HEATMAP_WEEKS);
  });

  it('labels the current month in its first, unfinished week', () => {
    // Tuesday, Dec 1: the last column is Nov 29 to Dec 1
    expect(monthSpans(yearWeeks('2026-12-01')).slice(-2)).toEqual([
      { year: 2026, month: 11, weeks: 4, shown: true },
      { year: 2026, month: 12, weeks: 1, shown: true },
    ]);
    // Sunday, Dec 6: December's second column
    expect(monthSpans(yearWeeks('2026-12-06')).at(-1)).toEqual({
      year: 2026,
      month: 12,
      weeks: 2,
      shown: true,
    });
  });

  it('shows the first month only when it has room for its label', () => {
    // Sunday, Nov 15, 2026: the year starts on Nov 16, 2025, two weeks before December's
    expect(monthSpans(yearWeeks('2026-11-15'))[0]).toMatchObject({ weeks: 2, shown: false });
    // Sunday, Nov 8, 2026: it starts on Nov 9, 2025, three weeks before
    expect(monthSpans(yearWeeks('2026-11-08'))[0]).toMatchObject({ weeks: 3, shown: true });
    // Sunday, Nov 29, 2026: it starts on Nov 30, 2025, December's first week
    expect(monthSpans(yearWeeks('2026-11-29'))[0]).toMatchObject({ month: 12, shown: true });
  });

  it('on any day of a year, labels every month where it begins, the current one last', () => {
    for (let offset = 0; offset < 366; offset += 1) {
      const today = addDays('2026-01-01', offset);
      const weeks = yearWeeks(today);
      const spans = monthSpans(weeks);
      expect(spans.at(-1)).toMatchObject({ ...monthOf(today), shown: true });
      starts(spans).forEach((start, index) => {
        const span = spans[index];
        if (!span || index === 0) return;
        const firstOfMonth = dayKeyOf(span, 1);
        expect(weeks[start]).toContain(firstOfMonth);
        expect(span.shown).toBe(true);
        if (index < spans.length - 1) expect([4, 5]).toContain(span.weeks);
      });
      expect(spans[0]?.shown).toBe((spans[0]?.weeks ?? 0) >= LABEL_WEEKS);
    }
  });
});
