import { useId } from 'react';
import { useFirstAnswerHeld } from '../../../api/first-answer';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { InlineError } from '../../../primitives/InlineError';
import { useLocalCalendar } from '../../activity/use-local-calendar';
import { workoutStreak } from '../streak';
import { formatWeeklyAverage, weeklyAverage } from '../weekly-average';
import { useWorkouts, useWorkoutStats } from '../workout-queries';
import * as styles from './SummaryStats.css';
import { formatCount } from '../../../format/count';

/** The four figures of the dashboard's summary stats. */
export type SummaryFigures = {
  totalWorkouts: number;
  /** Workouts per week over the last 28 days, shown to one decimal. */
  weeklyAverage: number;
  currentStreak: number;
  pointsEarned: number;
};

/** Where the figures show: the dashboard's 'Weekly Average', or the Stats page's 'Average Workouts' tile labelled Weekly. */
export type SummaryStatsVariant = 'dashboard' | 'stats';

export type SummaryStatsViewProps = { variant?: SummaryStatsVariant } & (
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'empty' | 'loaded' } & SummaryFigures)
);

/** The tiles' labels, in their order, for the dashboard or the Stats page. */
function tileLabels(variant: SummaryStatsVariant = 'dashboard') {
  return [
    'Total Workouts',
    variant === 'stats' ? 'Average Workouts' : 'Weekly Average',
    'Current Streak',
    'Points Earned',
  ];
}

/** Total Workouts, Weekly Average, Current Streak and Points Earned, from props. */
export function SummaryStatsView(props: SummaryStatsViewProps) {
  const errorId = useId();
  if (props.status === 'loading') {
    // the four tiles as they will be, their labels already there and a bar for each figure: the
    // tiles and everything under them stay put when the figures arrive
    return (
      <Skeleton label="Loading your workout stats">
        <div className={styles.list}>
          {tileLabels(props.variant).map((label) => (
            <div key={label} className={styles.tile}>
              <div className={styles.label}>{label}</div>
              <div className={styles.value}>
                <SkeletonShape width={styles.figurePlaceholderWidth} />
              </div>
            </div>
          ))}
        </div>
      </Skeleton>
    );
  }
  if (props.status === 'error') {
    // in a tile across the row, as a failed card beside it shows its failure inside its edge
    return (
      <div className={styles.failed}>
        <InlineError id={errorId}>{props.message}</InlineError>
      </div>
    );
  }
  // a newcomer ('empty') sees the same four tiles at zero: a true starting point, not a gap
  const streakUnit = props.currentStreak === 1 ? 'day' : 'days';
  // the same labels as the placeholder's tiles
  const [totalLabel, averageLabel, streakLabel, pointsLabel] = tileLabels(props.variant);
  return (
    <dl className={styles.list} aria-label="Your workout stats">
      <div className={styles.tile}>
        <dt className={styles.label}>{totalLabel}</dt>
        <dd className={styles.value}>{formatCount(props.totalWorkouts)}</dd>
      </div>
      {props.variant === 'stats' ? (
        <div className={styles.tile}>
          <dt className={styles.label}>{averageLabel}</dt>
          <dd className={styles.value}>
            {formatWeeklyAverage(props.weeklyAverage)}
            <span className={styles.unit}> Weekly</span>
          </dd>
        </div>
      ) : (
        <div className={styles.tile}>
          <dt className={styles.label}>{averageLabel}</dt>
          <dd className={styles.value}>{formatWeeklyAverage(props.weeklyAverage)}</dd>
        </div>
      )}
      <div className={styles.tile}>
        <dt className={styles.label}>{streakLabel}</dt>
        <dd className={styles.value}>
          {formatCount(props.currentStreak)}
          <span className={styles.unit}>{` ${streakUnit}`}</span>
        </dd>
      </div>
      <div className={styles.tile}>
        <dt className={styles.label}>{pointsLabel}</dt>
        <dd className={styles.value}>{formatCount(props.pointsEarned)}</dd>
      </div>
    </dl>
  );
}

export type SummaryStatsProps = {
  /** The member's IANA time zone; defaults to the device's. */
  timeZone?: string;
  variant?: SummaryStatsVariant;
};

/**
 * The dashboard's summary stats: totals and points from the server; the weekly average and the
 * current streak counted in the member's local days from the workout list (the server's
 * figures stand in when that list cannot be read).
 */
export function SummaryStats({ timeZone, variant }: SummaryStatsProps) {
  const stats = useWorkoutStats();
  const workouts = useWorkouts();
  const calendar = useLocalCalendar(timeZone);
  const held = useFirstAnswerHeld(stats.isPending || workouts.isPending);

  if (stats.isPending || workouts.isPending || held) {
    return <SummaryStatsView status="loading" variant={variant} />;
  }
  // read again and failed, her figures stay: the failure is said beside them (the page's banner)
  if (stats.data === undefined) {
    return <SummaryStatsView status="error" message={stats.error.message} />;
  }

  const local = workouts.data;
  const figures: SummaryFigures = {
    totalWorkouts: stats.data.totalWorkouts,
    pointsEarned: stats.data.pointsEarned,
    weeklyAverage: local
      ? weeklyAverage(local, calendar.now, calendar.timeZone)
      : stats.data.weeklyAverage,
    currentStreak: local
      ? workoutStreak(local, calendar.now, calendar.timeZone).currentStreak
      : stats.data.currentStreak,
  };
  return (
    <SummaryStatsView
      status={figures.totalWorkouts === 0 ? 'empty' : 'loaded'}
      variant={variant}
      {...figures}
    />
  );
}
