import type { MonthlyWarriors } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Link } from '../../../primitives/Link';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { useSignedInUserId } from '../../../session/SessionContext';
import { useWidgetRetry, WidgetFailure, type WidgetRetryProps } from '../../errors/LoadFailure';
import { topWarriors } from '../monthly-warriors';
import { useMonthlyWarriors } from '../useMonthlyWarriors';
import { WarriorsList, WarriorsListSkeleton } from '../WarriorsList';

// The card's title, empty text and error text, word for word as members read them
export const WARRIORS_TITLE = 'Monthly Workout Warriors';
export const WARRIORS_EMPTY = 'No workouts logged yet this month. Be the first to earn a spot!';
export const WARRIORS_ERROR = 'Failed to load monthly stats';

export type MonthlyWarriorsCardViewProps = WidgetRetryProps & {
  /** This month's ranking; undefined while loading. */
  warriors?: MonthlyWarriors;
  /** The load failed (the card shows 'Failed to load monthly stats', not the technical message). */
  failed?: boolean;
  /** The signed-in member, highlighted when among the top 3. */
  currentUserId?: string | null;
};

/** The dashboard's Monthly Workout Warriors card: this month's top 3 and a link to the rest. */
export function MonthlyWarriorsCardView({
  warriors,
  failed = false,
  currentUserId = null,
  ...retry
}: MonthlyWarriorsCardViewProps) {
  const top = warriors ? topWarriors(warriors.topPerformers) : [];
  return (
    <Card
      as="section"
      title={WARRIORS_TITLE}
      titleSize="md"
      description={
        warriors ? (
          `${warriors.monthName} ${warriors.year}`
        ) : failed ? undefined : (
          // the month's place, while it loads: the card keeps its height when it arrives
          <SkeletonShape width="7em" />
        )
      }
    >
      {warriors === undefined && failed ? (
        <WidgetFailure message={WARRIORS_ERROR} {...retry} />
      ) : warriors === undefined ? (
        <Skeleton label="Loading monthly warriors">
          <WarriorsListSkeleton rows={3} />
        </Skeleton>
      ) : top.length === 0 ? (
        <EmptyState size="compact" title={WARRIORS_EMPTY} />
      ) : (
        <WarriorsList warriors={top} currentUserId={currentUserId} />
      )}
      <Link to="/monthly-warriors" variant="standalone">
        View Full Leaderboard
      </Link>
    </Card>
  );
}

/**
 * The Monthly Workout Warriors card on the backend, for the signed-in member. A failed load has
 * its own 'Try Again': the dashboard's banner sums up other reads, so it may not be there.
 */
export function MonthlyWarriorsCard() {
  const warriors = useMonthlyWarriors();
  const { failure, retry } = useWidgetRetry(warriors);
  const currentUserId = useSignedInUserId();
  return (
    <MonthlyWarriorsCardView
      warriors={warriors.data}
      failed={failure !== null}
      currentUserId={currentUserId}
      {...retry}
    />
  );
}
