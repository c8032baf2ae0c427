import { useId } from 'react';
import type { MonthlyWarriors } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { InlineError } from '../../../primitives/InlineError';
import { Link } from '../../../primitives/Link';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { useSignedInUserId } from '../../../session/SessionContext';
import { topWarriors } from '../monthly-warriors';
import { useMonthlyWarriors } from '../useMonthlyWarriors';
import { WarriorsList, WarriorsListSkeleton } from '../WarriorsList';

// The card's title, empty text and error text, word for word as members read them
export const WARRIORS_TITLE = 'Monthly Workout Warriors';
export const WARRIORS_EMPTY = 'No workouts logged yet this month. Be the first to earn a spot!';
export const WARRIORS_ERROR = 'Failed to load monthly stats';

export type MonthlyWarriorsCardViewProps = {
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
}: MonthlyWarriorsCardViewProps) {
  const errorId = useId();
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
        <InlineError id={errorId}>{WARRIORS_ERROR}</InlineError>
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

/** The Monthly Workout Warriors card on the backend, for the signed-in member. */
export function MonthlyWarriorsCard() {
  const { data, isError } = useMonthlyWarriors();
  const currentUserId = useSignedInUserId();
  return <MonthlyWarriorsCardView warriors={data} failed={isError} currentUserId={currentUserId} />;
}
