import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { IconButton } from '../../../primitives/IconButton';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { useWidgetRetry, WidgetFailure, type WidgetRetryProps } from '../../errors/LoadFailure';
import { useWorkouts } from '../../workouts/workout-queries';
import {
  addDays,
  compareMonths,
  dateTitle,
  dayKeyOf,
  daysInMonth,
  monthOf,
  monthTitle,
  shiftMonth,
  startOfWeek,
  type DayKey,
  type YearMonth,
} from '../calendar-day';
import { activityLevel, activityLevels } from '../daily-activity';
import { workoutCountText } from '../../../format/count';
import { monthWeeks, weekdayHeaders } from '../month-grid';
import { useDailyActivity, type DailyActivityState } from '../use-daily-activity';
import { vars } from '../../../theme/vars.css';
import * as styles from './ActivityCalendar.css';

const TITLE = 'Activity Calendar';
const LOAD_FAILED = 'Failed to load workout dates';

/**
 * 'empty': no workouts at all; the grid still shows, with a note. `today` is the month shown
 * first and the last one reachable.
 */
export type ActivityCalendarViewProps = DailyActivityState &
  WidgetRetryProps & {
    /** Start on another (earlier) month. */
    initialMonth?: YearMonth;
  };

/** Activity calendar, from props: a month coloured by workouts per day. */
export function ActivityCalendarView(props: ActivityCalendarViewProps) {
  return (
    <Card as="section" title={TITLE} titleSize="md">
      {props.status === 'loading' ? (
        <MonthPlaceholder today={props.today} />
      ) : props.status === 'error' ? (
        <WidgetFailure
          message={LOAD_FAILED}
          onTryAgain={props.onTryAgain}
          asking={props.asking}
          failedAgain={props.failedAgain}
          attempt={props.attempt}
        />
      ) : (
        <>
          <ActivityMonth
            counts={props.counts}
            today={props.today}
            initialMonth={props.initialMonth}
          />
          {props.status === 'empty' ? (
            <EmptyState size="compact" title="No workouts logged yet" />
          ) : null}
        </>
      )}
    </Card>
  );
}

const sameMonth = (a: YearMonth, b: YearMonth) => compareMonths(a, b) === 0;

/**
 * The month while the workouts load, laid out as the month will be: its header's two buttons and
 * title, the weekdays, a box for each week's days (this month's weeks; six when today is not
 * known) and the legend. Nothing moves, and the card keeps its height, when the days arrive.
 */
function MonthPlaceholder({ today }: { today?: DayKey }) {
  const weeks = today === undefined ? 6 : monthWeeks(monthOf(today)).length;
  const button = (
    <SkeletonShape shape="rect" width={vars.size.controlSm} height={vars.size.controlSm} />
  );
  return (
    <Skeleton label="Loading your activity" gap="md">
      <div className={styles.headerPlace}>
        <div className={styles.header}>
          {button}
          <span className={styles.monthTitle}>
            <SkeletonShape width="8em" />
          </span>
          {button}
        </div>
      </div>
      <div className={styles.month}>
        <table className={styles.grid}>
          <WeekdayHeaders />
          <tbody>
            {Array.from({ length: weeks }, (_, row) => (
              <tr key={row}>
                {weekdayHeaders.map((weekday) => (
                  <td key={weekday.long} className={styles.padding}>
                    <SkeletonShape shape="rect" height={vars.size.controlMd} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Legend />
    </Skeleton>
  );
}

/** The weekdays over the month's columns: 'Sun' to 'Sat', or their first letters where narrow. */
function WeekdayHeaders() {
  return (
    <thead>
      <tr>
        {weekdayHeaders.map((weekday) => (
          <th key={weekday.long} scope="col" abbr={weekday.long} className={styles.weekday}>
            <span aria-hidden="true" className={styles.weekdayShort}>
              {weekday.short}
            </span>
            <span aria-hidden="true" className={styles.weekdayLetter}>
              {weekday.letter}
            </span>
            <VisuallyHidden.Root>{weekday.long}</VisuallyHidden.Root>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What the colours of the days mean: 'Workouts per day' 0, 1, 2, 3+. */
function Legend() {
  const legendId = useId();
  return (
    <div className={styles.legend}>
      <span id={legendId}>Workouts per day</span>
      <ul role="list" className={styles.legendList} aria-labelledby={legendId}>
        {activityLevels.map((level) => (
          <li key={level} className={styles.legendItem}>
            <span className={styles.swatch({ level })} aria-hidden="true" />
            {level === 3 ? '3+' : level}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Today when it is in the month, else the 1st: where keyboard focus enters the grid. */
function entryDay(month: YearMonth, today: DayKey): DayKey {
  return sameMonth(monthOf(today), month) ? today : dayKeyOf(month, 1);
}

function clampToMonth(day: DayKey, month: YearMonth): DayKey {
  const first = dayKeyOf(month, 1);
  const last = dayKeyOf(month, daysInMonth(month));
  if (day < first) return first;
  return day > last ? last : day;
}

/** The same day of another month, or its last day when shorter ('Mar 31' -> 'Feb 28'). */
function sameDayIn(day: DayKey, month: YearMonth): DayKey {
  const dayOfMonth = Number(day.slice(8, 10));
  return dayKeyOf(month, Math.min(dayOfMonth, daysInMonth(month)));
}

function ActivityMonth({
  counts,
  today,
  initialMonth,
}: {
  counts: ReadonlyMap<DayKey, number>;
  today: DayKey;
  initialMonth?: YearMonth;
}) {
  const titleId = useId();
  const currentMonth = monthOf(today);
  const [month, setMonth] = useState<YearMonth>(initialMonth ?? currentMonth);
  // a new month begun while the page is open: the calendar showing the month just ended moves on
  // to it (one she went back to stays)
  const [monthOfToday, setMonthOfToday] = useState(currentMonth);
  if (!sameMonth(monthOfToday, currentMonth)) {
    setMonthOfToday(currentMonth);
    if (sameMonth(month, monthOfToday)) setMonth(currentMonth);
  }
  const [focusDay, setFocusDay] = useState<DayKey>(() => entryDay(month, today));
  const gridRef = useRef<HTMLTableElement>(null);
  const keyboardMoved = useRef(false);

  // Back without limit; never forward past the current month
  const inCurrentMonth = compareMonths(month, currentMonth) >= 0;
  const activeDay = sameMonth(monthOf(focusDay), month) ? focusDay : entryDay(month, today);

  useEffect(() => {
    if (!keyboardMoved.current) return;
    keyboardMoved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay]);

  const showMonth = (next: YearMonth) => {
    setMonth(next);
    setFocusDay(entryDay(next, today));
  };

  // arrow keys walk the days (crossing into earlier months), Home/End the week, PageUp/Down months
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.day;
    if (!from) return;
    const targets: Record<string, () => DayKey> = {
      ArrowLeft: () => addDays(from, -1),
      ArrowRight: () => addDays(from, 1),
      ArrowUp: () => addDays(from, -7),
      ArrowDown: () => addDays(from, 7),
      Home: () => clampToMonth(startOfWeek(from), month),
      End: () => clampToMonth(addDays(startOfWeek(from), 6), month),
      PageUp: () => sameDayIn(from, shiftMonth(month, -1)),
      PageDown: () => sameDayIn(from, shiftMonth(month, 1)),
    };
    const target = targets[event.key]?.();
    if (!target) return;
    event.preventDefault();
    const targetMonth = monthOf(target);
    if (compareMonths(targetMonth, currentMonth) > 0) return;
    keyboardMoved.current = true;
    setMonth(targetMonth);
    setFocusDay(target);
  };

  return (
    <>
      <div className={styles.headerPlace}>
        <div className={styles.header}>
          <IconButton
            label="Previous month"
            icon={<Chevron direction="previous" />}
            variant="secondary"
            size="sm"
            onClick={() => showMonth(shiftMonth(month, -1))}
          />
          <h3 id={titleId} className={styles.monthTitle}>
            {/* the month shown is said as it changes. A status rather than an aria-live region:
                a dialog or menu opened over the page hides it with the rest of the page, where
                an explicit live region is kept readable behind it, and its page with it */}
            <span role="status">{monthTitle(month)}</span>
          </h3>
          <IconButton
            label="Next month"
            icon={<Chevron direction="next" />}
            variant="secondary"
            size="sm"
            disabled={inCurrentMonth}
            onClick={() => showMonth(shiftMonth(month, 1))}
          />
        </div>
      </div>
      <div className={styles.month}>
        <table
          ref={gridRef}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the APG date-picker pattern: a table that is a grid of focusable days
          role="grid"
          aria-labelledby={titleId}
          className={styles.grid}
          onKeyDown={onKeyDown}
        >
          <WeekdayHeaders />
          <tbody>
            {monthWeeks(month).map((week, row) => (
              <tr key={row}>
                {week.map((day, column) => {
                  if (day === null) {
                    return <td key={`pad-${column}`} role="gridcell" className={styles.padding} />;
                  }
                  const count = counts.get(day) ?? 0;
                  // a day still to come is named without a count: nothing was missed on it yet
                  const future = day > today;
                  const name = future
                    ? dateTitle(day)
                    : `${dateTitle(day)}: ${workoutCountText(count)}`;
                  return (
                    <td
                      key={day}
                      role="gridcell"
                      data-day={day}
                      tabIndex={day === activeDay ? 0 : -1}
                      aria-label={name}
                      aria-current={day === today ? 'date' : undefined}
                      title={name}
                      className={styles.day({
                        level: activityLevel(count),
                        today: day === today,
                        future,
                      })}
                      onFocus={() => setFocusDay(day)}
                    >
                      <span aria-hidden="true">{Number(day.slice(8, 10))}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Legend />
    </>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" aria-hidden="true">
      <path
        d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type ActivityCalendarProps = {
  /** The member's IANA time zone; defaults to the device's. */
  timeZone?: string;
  /**
   * Failed workouts can be asked for again from the calendar itself: on a page with no other
   * way to ask again (the dashboard's banner asks again for every failed read on it).
   */
  canTryAgain?: boolean;
};

/** The monthly activity calendar over the member's workouts, in local days. */
export function ActivityCalendar({ timeZone, canTryAgain = false }: ActivityCalendarProps) {
  const activity = useDailyActivity(timeZone);
  const { failure, retry } = useWidgetRetry(useWorkouts());
  if (!canTryAgain) return <ActivityCalendarView {...activity} />;
  // the failure and its button stay while the workouts are asked for again
  return failure !== null ? (
    <ActivityCalendarView status="error" {...retry} />
  ) : (
    <ActivityCalendarView {...activity} />
  );
}
