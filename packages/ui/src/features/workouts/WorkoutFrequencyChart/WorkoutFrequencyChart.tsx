import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useFirstAnswerHeld } from '../../../api/first-answer';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { InlineError } from '../../../primitives/InlineError';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Table, type TableColumn } from '../../../primitives/Table';
import { Text } from '../../../primitives/Text';
import { shortDayTitle } from '../../activity/calendar-day';
import { formatCount, workoutCountText } from '../../../format/count';
import { useLocalCalendar } from '../../activity/use-local-calendar';
import {
  FREQUENCY_WEEKS,
  frequencySummary,
  weeklyFrequency,
  type WeekCount,
} from '../weekly-frequency';
import { useWorkouts } from '../workout-queries';
import type { FrequencyLineChartProps } from './FrequencyLineChart';
import { lazyPart } from '../../../api/lazy-part';
import { CHART_FAILED, PartErrorBoundary } from '../../errors/PartErrorBoundary';
import * as styles from './WorkoutFrequencyChart.css';

// Charts load lazily, in their own chunk; lost with the connection, when it returns
const chart = lazyPart<FrequencyLineChartProps>(() =>
  import('./FrequencyLineChart').then((module) => module.default),
);
const FrequencyLineChart = chart.Part;

const TITLE = 'Weekly Workout Frequency';

export type WorkoutFrequencyChartViewProps =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** No workout in any charted week. */
  | { status: 'empty' }
  | { status: 'loaded'; weeks: readonly WeekCount[] };

const columns: readonly TableColumn<WeekCount>[] = [
  {
    key: 'week',
    header: 'Week of',
    rowHeader: true,
    cell: (week) => shortDayTitle(week.weekStart),
  },
  { key: 'count', header: 'Workouts', numeric: true, cell: (week) => formatCount(week.count) },
];

/** A weekly workout-frequency line chart, from props, with a table alternative. */
export function WorkoutFrequencyChartView(props: WorkoutFrequencyChartViewProps) {
  const errorId = useId();
  return (
    <Card as="section" title={TITLE} titleSize="md">
      {props.status === 'loading' ? (
        <ChartSkeleton />
      ) : props.status === 'error' ? (
        <InlineError id={errorId}>{props.message}</InlineError>
      ) : props.status === 'empty' ? (
        <EmptyState size="compact" title={`No workouts in the last ${FREQUENCY_WEEKS} weeks`} />
      ) : (
        <LoadedChart weeks={props.weeks} />
      )}
    </Card>
  );
}

/**
 * The loaded chart's parts in place (its summary line, the chart, 'Show as table'), so the card
 * is as tall loading as loaded and the cards below it do not move when it fills.
 */
function ChartSkeleton() {
  return (
    <Skeleton label="Loading your weekly workouts" gap="md">
      <Text as="span" size="sm">
        <SkeletonShape width="70%" />
      </Text>
      <SkeletonShape shape="rect" height={styles.chartHeight} />
      <Text as="span" size="sm">
        <SkeletonShape width="7em" />
      </Text>
    </Skeleton>
  );
}

function LoadedChart({ weeks }: { weeks: readonly WeekCount[] }) {
  const summaryId = useId();
  // The table mounts when the box is first opened. Closed, it shows nothing, but mounted it would
  // still ask whether it is too wide for its box, which makes the browser lay the whole page out
  // inside the render that shows the workouts (on the dashboard, with every other widget).
  const [tableMounted, setTableMounted] = useState(false);
  const { total, busiest } = frequencySummary(weeks);
  const summary =
    `${workoutCountText(total)} in the last ${weeks.length} weeks` +
    (busiest
      ? `, most in the week of ${shortDayTitle(busiest.weekStart)} (${formatCount(busiest.count)}).`
      : '.');
  return (
    <>
      <Text id={summaryId} size="sm" tone="muted">
        {summary}
      </Text>
      {/* a chart whose code could not be loaded says so in its place; the table stays */}
      <PartErrorBoundary message={CHART_FAILED}>
        <Suspense
          fallback={<Skeleton label="Loading the chart" shape="rect" height={styles.chartHeight} />}
        >
          <FrequencyLineChart
            weeks={weeks}
            label="Line chart of workouts per week"
            describedBy={summaryId}
          />
        </Suspense>
      </PartErrorBoundary>
      <details
        className={styles.data}
        onToggle={(event) => event.currentTarget.open && setTableMounted(true)}
      >
        {/* the press mounts the table before the browser opens the box, so it never opens empty */}
        <summary className={styles.dataToggle} onClick={() => setTableMounted(true)}>
          Show as table
        </summary>
        {tableMounted && (
          <Table
            caption="Workouts per week"
            hideCaption
            columns={columns}
            rows={weeks}
            rowKey={(week) => week.weekStart}
          />
        )}
      </details>
    </>
  );
}

export type WorkoutFrequencyChartProps = {
  /** The member's IANA time zone; defaults to the device's. */
  timeZone?: string;
};

/** Workouts per Sunday-start week over the last 12 weeks, in the member's local days. */
export function WorkoutFrequencyChart({ timeZone }: WorkoutFrequencyChartProps) {
  // the chart's code loads while the workouts are on their way, not once they have arrived
  useEffect(() => {
    chart.preload().catch(() => {
      // a failure shows when the chart renders (its error reaches the page's error boundary)
    });
  }, []);
  const workouts = useWorkouts();
  const calendar = useLocalCalendar(timeZone);
  const held = useFirstAnswerHeld(workouts.isPending);
  const nowTime = calendar.now.getTime();
  // counted in the render that shows them, not in the held one before it
  const shown = held ? undefined : workouts.data;
  const weeks = useMemo(
    () => (shown ? weeklyFrequency(shown, new Date(nowTime), calendar.timeZone) : []),
    [shown, nowTime, calendar.timeZone],
  );
  if (workouts.isPending || held) return <WorkoutFrequencyChartView status="loading" />;
  // read again and failed, her workouts stay: the failure is said beside them (the page's banner)
  if (workouts.data === undefined) {
    return <WorkoutFrequencyChartView status="error" message={workouts.error.message} />;
  }
  if (weeks.every((week) => week.count === 0)) return <WorkoutFrequencyChartView status="empty" />;
  return <WorkoutFrequencyChartView status="loaded" weeks={weeks} />;
}
