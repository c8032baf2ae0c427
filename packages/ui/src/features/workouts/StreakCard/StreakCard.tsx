import { useId } from 'react';
import { useFirstAnswerHeld } from '../../../api/first-answer';
import { Card } from '../../../primitives/Card';
import { InlineError } from '../../../primitives/InlineError';
import { Skeleton } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { useLocalCalendar } from '../../activity/use-local-calendar';
import { dayCountText, recencyLabel, workoutStreak } from '../streak';
import { useWorkouts } from '../workout-queries';
import * as styles from './StreakCard.css';

const TITLE = 'Workout Streak';

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
      return <Skeleton label="Loading your streak" lines={3} />;
    case 'error':
      return <InlineError id={props.errorId}>{props.message}</InlineError>;
    case 'empty':
      return <Text tone="muted">No workouts logged yet</Text>;
    case 'loaded':
      return (
        <>
          <p className={styles.figure}>
            <span className={styles.count}>{props.currentStreak}</span>
            <span className={styles.unit}>day streak</span>
          </p>
          {props.currentStreak === 1 ? (
            <Text weight="medium">You&apos;ve started your streak! Keep going!</Text>
          ) : null}
          <dl className={styles.facts}>
            <dt className={styles.term}>Last workout</dt>
            <dd className={styles.detail}>{recencyLabel(props.daysSinceLastWorkout)}</dd>
            <dt className={styles.term}>Longest streak</dt>
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
  if (workouts.isError) return <StreakCardView status="error" message={workouts.error.message} />;
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
