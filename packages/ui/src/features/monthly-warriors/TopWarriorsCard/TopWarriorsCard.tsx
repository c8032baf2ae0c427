import type { MonthlyWarriors } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton';
import { WARRIORS_EMPTY } from '../MonthlyWarriorsCard/MonthlyWarriorsCard';
import { topWarriors, TOP_WARRIORS_SIZE } from '../monthly-warriors';
import { WarriorsList, WarriorsListSkeleton } from '../WarriorsList';

export const TOP_WARRIORS_TITLE = 'Top Warriors';

export type TopWarriorsCardProps = {
  /** This month's ranking; undefined while loading. */
  warriors?: MonthlyWarriors;
  /** The signed-in member, highlighted where they appear. */
  currentUserId?: string | null;
};

/** 'Top Warriors': this month's top performers by rank, the top 3 in medal colours. */
export function TopWarriorsCard({ warriors, currentUserId = null }: TopWarriorsCardProps) {
  const top = warriors ? topWarriors(warriors.topPerformers, TOP_WARRIORS_SIZE) : [];
  return (
    <Card as="section" title={TOP_WARRIORS_TITLE} titleSize="md">
      {warriors === undefined ? (
        <Skeleton label="Loading top warriors">
          <WarriorsListSkeleton rows={TOP_WARRIORS_SIZE} />
        </Skeleton>
      ) : top.length === 0 ? (
        <EmptyState size="compact" title={WARRIORS_EMPTY} />
      ) : (
        <WarriorsList warriors={top} currentUserId={currentUserId} names="whole" />
      )}
    </Card>
  );
}
