import { useId } from 'react';
import { useFirstAnswerHeld } from '../../../api/first-answer';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { InlineError } from '../../../primitives/InlineError';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { formatCount } from '../../../format/count';
import { useLocalCalendar } from '../../activity/use-local-calendar';
import { dayCountText, recencyLabel, workoutStreak } from '../streak';
import { useWorkouts } from '../workout-queries';
import * as styles from './StreakCard.css';

const TITLE = 'Workout Streak';
const UNIT = 'day streak';
const LAST_WORKOUT = 'Last workout';
const LONGEST_STREAK = 'Longest streak';

export type StreakCardViewProps =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** No workouts at all. */
  | { status: 'empty' }
  | {
      status: 'loaded';
      currentStreak: number;
      longestStreak: number;
      /** Local calendar days since the latest workout (0 = today). */
      daysSinceLastWorkout: number;
    };

/** Streak card, from props: the streak, when the last workout was, the longest run. */
export function StreakCardView(props: StreakCardViewProps) {
  const errorId = useId();
  return (
    <Card as="section" title={TITLE} titleSize="md">
      <StreakCardBody {...props} errorId={errorId} />
    </Card>
  );
}

function StreakCardBody(props: StreakCardViewProps & { errorId: string }) {
  switch (props.status) {
    case 'loading':
      // laid out as a streak: the count's line beside its unit, and the two facts with their terms
      return (
        <Skeleton label="Loading your streak" gap="md">
          <p className={styles.figure}>
            <span className={styles.count}>
              {/* two digits, unseen, give the bar the count's width and its baseline */}
              <span className={styles.countPlaceholder}>
                <span className={styles.unseen}>00</span>
                <span className={styles.countBar}>
                  <SkeletonShape />
                </span>
              </span>
            </span>
            <span className={styles.unit}>{UNIT}</span>
          </p>
          <div className={styles.facts}>
            <span className={styles.term}>{LAST_WORKOUT}</span>
            <span className={styles.detail}>
              <SkeletonShape width="5em" />
            </span>
            <span className={styles.term}>{LONGEST_STREAK}</span>
            <span className={styles.detail}>
              <SkeletonShape width="4em" />
            </span>
          </div>
        </Skeleton>
      );
    case 'error':
      return <InlineError id={props.errorId}>{props.message}</InlineError>;
    case 'empty':
      return <EmptyState size="compact" title="No workouts logged yet" />;
    case 'loaded':
      return (
        <>
          <p className={styles.figure}>
            <span className={styles.count}>{formatCount(props.currentStreak)}</span>
            <span className={styles.unit}>{UNIT}</span>
          </p>
          {props.currentStreak === 1 ? (
            <Text weight="medium">You&apos;ve started your streak! Keep going!</Text>
          ) : null}
          <dl className={styles.facts}>
            <dt className={styles.term}>{LAST_WORKOUT}</dt>
            <dd className={styles.detail}>{recencyLabel(props.daysSinceLastWorkout)}</dd>
            <dt className={styles.term}>{LONGEST_STREAK}</dt>
            <dd className={styles.detail}>{dayCountText(props.longestStreak)}</dd>
          </dl>
        </>
      );
  }
}

export type StreakCardProps = {
  /** The member's IANA time zone; defaults to the device's. */
  timeZone?: string;
};

/** The streak card on the dashboard, counted in the member's local calendar days. */
export function StreakCard({ timeZone }: StreakCardProps) {
  const workouts = useWorkouts();
  const calendar = useLocalCalendar(timeZone);
  const held = useFirstAnswerHeld(workouts.isPending);
  if (workouts.isPending || held) return <StreakCardView status="loading" />;
  // read again and failed, her workouts stay: the failure is said beside them (the page's banner)
  if (workouts.data === undefined) {
    return <StreakCardView status="error" message={workouts.error.message} />;
  }
  const streak = workoutStreak(workouts.data, calendar.now, calendar.timeZone);
  if (streak.daysSinceLastWorkout === null) return <StreakCardView status="empty" />;
  return (
    <StreakCardView
      status="loaded"
      currentStreak={streak.currentStreak}
      longestStreak={streak.longestStreak}
      daysSinceLastWorkout={streak.daysSinceLastWorkout}
    />
  );
}
