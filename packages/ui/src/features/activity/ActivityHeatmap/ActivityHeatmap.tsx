import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { InlineError } from '../../../primitives/InlineError';
import { Text } from '../../../primitives/Text';
import { addDays, startOfWeek, utcDateFormat, weekdayOf, type DayKey } from '../calendar-day';
import { activityLevel, activityLevels } from '../daily-activity';
import { workoutCountText } from '../../../format/count';
import { weekdayHeaders } from '../month-grid';
import { useDailyActivity, type DailyActivityState } from '../use-daily-activity';
import { useLocalCalendar } from '../use-local-calendar';
import { monthSpans, yearWeeks } from '../year-weeks';
import * as styles from './ActivityHeatmap.css';

const TITLE = 'Workout Activity';
const dayName = utcDateFormat({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const monthNames = {
  short: utcDateFormat({ month: 'short' }),
  long: utcDateFormat({ month: 'long', year: 'numeric' }),
};
const monthName = (year: number, month: number, width: 'short' | 'long') =>
  monthNames[width]().format(Date.UTC(year, month - 1));

/** 'empty': no workouts at all; the year still shows, with a note, and ends on `today`. */
export type ActivityHeatmapViewProps = DailyActivityState;

/**
 * A year of workouts at a glance: 53 weeks (Sunday first) ending in the current week, each day
 * coloured by its workouts in the calendar's levels (0, 1, 2, 3 or more). A grid the keyboard can
 * walk, each day named with its date and count, and a line of text that sums the year up. While
 * the workouts load, the same year shows blank under 'Loading your activity', so nothing on the
 * page moves when they arrive.
 */
export function ActivityHeatmapView(props: ActivityHeatmapViewProps) {
  const errorId = useId();
  const deviceToday = useLocalCalendar().today;
  return (
    <Card as="section" title={TITLE} titleSize="md">
      {props.status === 'error' ? (
        <InlineError id={errorId}>Failed to load workout dates</InlineError>
      ) : props.status === 'loading' ? (
        <Year loading counts={NO_WORKOUTS} today={props.today ?? deviceToday} />
      ) : (
        <Year counts={props.counts} today={props.today} empty={props.status === 'empty'} />
      )}
    </Card>
  );
}

const NO_WORKOUTS: ReadonlyMap<DayKey, number> = new Map();

/** The latest day on or before `today` that falls on the weekday of `day`. */
function latestOnWeekday(day: DayKey, today: DayKey): DayKey {
  const sameWeekday = addDays(startOfWeek(today), weekdayOf(day));
  return sameWeekday > today ? addDays(sameWeekday, -7) : sameWeekday;
}

/** The day a key moves to in the year's grid from `from`, or undefined for a key it ignores. */
function gridMove(
  { key, ctrlKey, metaKey }: KeyboardEvent,
  from: DayKey,
  first: DayKey,
  today: DayKey,
): DayKey | undefined {
  const wholeGrid = ctrlKey || metaKey;
  switch (key) {
    case 'ArrowUp':
      return addDays(from, -1);
    case 'ArrowDown':
      return addDays(from, 1);
    case 'ArrowLeft':
      return addDays(from, -7);
    case 'ArrowRight':
      return addDays(from, 7);
    case 'Home':
      return wholeGrid ? first : addDays(first, weekdayOf(from));
    case 'End':
      return latestOnWeekday(wholeGrid ? addDays(first, 6) : from, today);
    default:
      return undefined;
  }
}

function Year({
  counts,
  today,
  loading = false,
  empty = false,
}: {
  counts: ReadonlyMap<DayKey, number>;
  today: DayKey;
  /**
   * No workouts at all, so 'No workouts logged yet' under the year. A member whose workouts are
   * all older than the year has logged some: her year reads '0 workouts on 0 days' alone.
   */
  empty?: boolean;
  /** Blank days under 'Loading your activity', hidden from assistive technology. */
  loading?: boolean;
}) {
  const summaryId = useId();
  // The grid's one tab stop: the day the member last walked to, while 'today' is the one it was
  // walked on; today otherwise (at first, after midnight with the page open, or when the workouts
  // arrived on another day than the blank year was drawn).
  const [walked, setWalked] = useState<{ day: DayKey; today: DayKey } | null>(null);
  const active = walked?.today === today ? walked.day : today;
  const setActive = (day: DayKey) => setWalked({ day, today });
  const scroller = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const weeks = yearWeeks(today);
  const first = weeks[0]?.[0] ?? today;

  // The summary counts 'the last year' as it says: today and the 364 days before it. The grid
  // starts on the Sunday before that, so its first column can hold up to 6 days more.
  const yearAgo = addDays(today, -365);
  let total = 0;
  let days = 0;
  for (const week of weeks) {
    for (const day of week) {
      const count = day && day > yearAgo ? (counts.get(day) ?? 0) : 0;
      total += count;
      if (count > 0) days += 1;
    }
  }

  // Open on the current week where the year does not fit (phones). Done once the year is first
  // laid out, when a resize observer first calls, before that frame is painted: reading the
  // width in the effect itself would make the browser lay the whole page out on the spot.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      box.scrollLeft = box.scrollWidth;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  // Rows are weekdays, columns weeks: up/down walk the days, left/right the weeks. Home and End
  // go to the first and last day of the row (the weekday's first and latest date), with Control
  // to the first day of the grid (its top left) and the last (the Saturday row's latest, as the
  // cells of days still to come are empty). A move to a day that is not there stays put.
  const onKeyDown = (event: KeyboardEvent) => {
    const from = (event.target as HTMLElement).dataset.day;
    if (!from) return;
    const target = gridMove(event, from, first, today);
    if (target === undefined) return;
    event.preventDefault();
    if (target < first || target > today || target === from) return;
    moved.current = true;
    setActive(target);
  };

  return (
    <>
      <Text id={summaryId} size="sm" tone="muted">
        {loading
          ? 'Loading your activity'
          : `${workoutCountText(total)} on ${days} ${days === 1 ? 'day' : 'days'} in the last year`}
      </Text>
      <div ref={scroller} className={styles.scroller} aria-hidden={loading || undefined}>
        <table
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the APG grid pattern: a table whose days are focusable cells with a roving tab stop
          role="grid"
          aria-label={TITLE}
          aria-describedby={summaryId}
          className={styles.grid}
          onKeyDown={onKeyDown}
        >
          <colgroup>
            <col className={styles.labelColumn} />
          </colgroup>
          <thead>
            <tr>
              {/* the corner stays over the weekdays' column, so the months slide under it too */}
              <td role="gridcell" className={styles.weekdayLabel} />
              {monthSpans(weeks).map(({ year, month, weeks: span, shown }) => {
                const short = monthName(year, month, 'short');
                return (
                  <th
                    key={`${year}-${month}`}
                    scope="colgroup"
                    colSpan={span}
                    className={styles.label}
                    aria-label={monthName(year, month, 'long')}
                  >
                    {shown ? (
                      <span className={styles.monthLabel}>
                        <span className={styles.monthName}>{short}</span>
                      </span>
                    ) : (
                      <VisuallyHidden.Root>{short}</VisuallyHidden.Root>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {weekdayHeaders.map((weekday, row) => (
              <tr key={weekday.long}>
                <th
                  scope="row"
                  abbr={weekday.long}
                  className={`${styles.label} ${styles.weekdayLabel}`}
                >
                  {row % 2 === 1 ? (
                    weekday.short
                  ) : (
                    <VisuallyHidden.Root>{weekday.short}</VisuallyHidden.Root>
                  )}
                </th>
                {weeks.map((week, column) => {
                  const day = week[row];
                  if (!day) return <td key={column} role="gridcell" />;
                  if (loading) {
                    return <td key={column} role="gridcell" className={styles.day({ level: 0 })} />;
                  }
                  const count = counts.get(day) ?? 0;
                  const name = `${dayName().format(Date.parse(day))}: ${workoutCountText(count)}`;
                  return (
                    <td
                      key={column}
                      role="gridcell"
                      data-day={day}
                      tabIndex={day === active ? 0 : -1}
                      aria-label={name}
                      aria-current={day === today ? 'date' : undefined}
                      title={name}
                      className={styles.day({ level: activityLevel(count), today: day === today })}
                      onFocus={() => setActive(day)}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul role="list" className={styles.legend} aria-label="Workouts per day">
        {activityLevels.map((level) => (
          <li key={level} className={styles.legendItem}>
            <span className={`${styles.day({ level })} ${styles.swatch}`} aria-hidden="true" />
            {level === 3 ? '3+' : level}
          </li>
        ))}
      </ul>
      {empty ? <EmptyState size="compact" title="No workouts logged yet" /> : null}
    </>
  );
}

export type ActivityHeatmapProps = {
  /** The member's IANA time zone; defaults to the device's. */
  timeZone?: string;
};

/** The year heat map over the member's workouts, counted on their local days. */
export function ActivityHeatmap({ timeZone }: ActivityHeatmapProps) {
  return <ActivityHeatmapView {...useDailyActivity(timeZone)} />;
}
