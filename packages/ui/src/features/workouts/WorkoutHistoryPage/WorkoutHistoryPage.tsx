import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Workout } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { formatCount } from '../../../format/count';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { PageHeader } from '../../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Table, useTablePager, type TableColumn } from '../../../primitives/Table';
import { Text } from '../../../primitives/Text';
import { useLocalCalendar } from '../../activity/use-local-calendar';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { LogWorkoutButton } from '../LogWorkoutButton';
import { useWorkouts } from '../workout-queries';
import {
  formatWorkoutDate,
  historyPage,
  historyRows,
  pageCount,
  pageFromParam,
  showingText,
  type HistoryRow,
} from './workout-history';
import * as styles from './WorkoutHistoryPage.css';

export const WORKOUT_HISTORY_TITLE = 'Workout History';
export const NO_WORKOUTS_TEXT = 'No workouts logged yet. Get moving!';

export type WorkoutHistoryPageViewProps = (
  | { status: 'loading' }
  | {
      status: 'error';
      message: string;
      /** Which failure this is: a new one is said again. */
      attempt?: number;
      /** The workouts are being asked for again. */
      asking?: boolean;
      /** Asks for the workouts again ('Try Again'). */
      onTryAgain?: () => void;
    }
  | {
      status: 'loaded';
      /** Every workout of the member, in any order. */
      workouts: readonly Workout[];
      /** The member's IANA time zone: dates read on their own clock. */
      timeZone: string;
    }
) & {
  /** The header's Log Workout (features/workouts' LogWorkoutButton on the connected page). */
  logWorkout?: ReactNode;
};

function columnsFor(timeZone: string): TableColumn<HistoryRow>[] {
  return [
    // the workout's number as every count is written, like the 'of 2,117' under the table
    {
      key: 'number',
      header: '#',
      numeric: true,
      rowHeader: true,
      cell: (row) => formatCount(row.number),
    },
    {
      key: 'date',
      header: 'Date',
      cell: (row) => (
        <time dateTime={row.workout.loggedAt.toISOString()}>
          {formatWorkoutDate(row.workout.loggedAt, timeZone)}
        </time>
      ),
    },
  ];
}

/** The address's `page` for a page: none for the first. */
const pageParam = (page: number) => (page === 1 ? null : String(page));

/** The address's search with `page` set to a page. */
const withPage = (page: number) => (current: URLSearchParams) => {
  const updated = new URLSearchParams(current);
  const param = pageParam(page);
  if (param === null) updated.delete('page');
  else updated.set('page', param);
  return updated;
};

/**
 * The member's workouts, newest first, 50 to a page. The page lives in the address (`?page=2`),
 * so Back returns to the page before and a page can be bookmarked. An address naming a page there
 * is not (`?page=99`, `?page=abc`) shows the nearest one and is put right to name it, in place,
 * so a link copied from it opens what she sees.
 */
function HistoryTable({ workouts, timeZone }: { workouts: readonly Workout[]; timeZone: string }) {
  const [params, setParams] = useSearchParams();
  const rows = historyRows(workouts);
  const pages = pageCount(rows.length);
  const named = params.get('page');
  const page = pageFromParam(named, pages);
  const shown = historyPage(rows, page);
  const { tableRef, turnTo } = useTablePager(page);
  const goTo = (next: number) => turnTo(next, () => setParams(withPage(next)));
  useEffect(() => {
    if (named !== pageParam(page)) setParams(withPage(page), { replace: true });
  }, [named, page, setParams]);

  return (
    <div className={styles.history}>
      <Table
        ref={tableRef}
        caption="Your workouts, newest first"
        hideCaption
        columns={columnsFor(timeZone)}
        rows={shown.rows}
        rowKey={(row) => row.workout.id}
      />
      <nav className={styles.pager} aria-label="Workout history pages">
        {/* said as the page changes; a status, so a dialog over the page hides it too */}
        <Text as="p" size="sm" tone="muted" numeric role="status">
          {showingText(shown)}
        </Text>
        {pages > 1 ? (
          <div className={styles.pagerButtons}>
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => goTo(page + 1)}
            >
              Next
            </Button>
          </div>
        ) : null}
      </nav>
    </div>
  );
}

/** The Workout History screen from props: '#' and 'Date' of every workout, newest first. */
export function WorkoutHistoryPageView(props: WorkoutHistoryPageViewProps) {
  useDocumentTitle(WORKOUT_HISTORY_TITLE);
  return (
    <div className={styles.page}>
      <PageHeader title={WORKOUT_HISTORY_TITLE} actions={props.logWorkout} />
      {props.status === 'error' ? (
        <LoadFailure
          message={props.message}
          dismissible
          attempt={props.attempt}
          asking={props.asking}
          onTryAgain={props.onTryAgain}
        />
      ) : (
        <Card>
          {props.status === 'loading' ? (
            <Skeleton label="Loading your workouts">
              <SkeletonShape lines={8} />
            </Skeleton>
          ) : props.workouts.length === 0 ? (
            <EmptyState title={NO_WORKOUTS_TEXT} titleLevel={2} />
          ) : (
            <HistoryTable workouts={props.workouts} timeZone={props.timeZone} />
          )}
        </Card>
      )}
    </div>
  );
}

export type WorkoutHistoryPageProps = {
  /** The member's IANA time zone; defaults to the device's. */
  timeZone?: string;
  /** Replaces the page's own LogWorkoutButton. */
  logWorkout?: ReactNode;
};

/**
 * The /workouts screen for the signed-in member; a failed load can be asked for again. Log
 * Workout stands in its header, as on the dashboard and the leaderboard: 'Get moving!' comes
 * with a way to, and a workout logged here joins the list at its top.
 */
export function WorkoutHistoryPage({
  timeZone,
  logWorkout = <LogWorkoutButton />,
}: WorkoutHistoryPageProps) {
  const workouts = useWorkouts();
  const calendar = useLocalCalendar(timeZone);
  const { failure, retry } = useReadRetry(workouts);
  if (failure !== null) {
    return (
      <WorkoutHistoryPageView status="error" message={failure} logWorkout={logWorkout} {...retry} />
    );
  }
  if (workouts.data === undefined) {
    return <WorkoutHistoryPageView status="loading" logWorkout={logWorkout} />;
  }
  return (
    <WorkoutHistoryPageView
      status="loaded"
      workouts={workouts.data}
      timeZone={calendar.timeZone}
      logWorkout={logWorkout}
    />
  );
}
