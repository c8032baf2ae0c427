import { useId } from 'react';
import { VisuallyHidden } from 'radix-ui';
import type { MonthBadges } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { InlineError } from '../../../primitives/InlineError';
import { Link } from '../../../primitives/Link';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { vars } from '../../../theme/vars.css';
import { MonthlyBadgeGrid } from '../MonthlyBadgeGrid';
import { useCurrentMonthlyBadges } from '../useCurrentMonthlyBadges';
import * as styles from './MonthlyBadgesCard.css';

// The card's error, empty text and hint, word for word as members read them
export const BADGES_ERROR = 'Failed to load badges';
export const BADGES_EMPTY_HINT = 'Complete workouts to earn badges!';
export const badgesEmptyText = (month: string) => `No badges earned yet for ${month}.`;

/** 'Failed to load badges', or the error's own message. */
export function badgesErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : BADGES_ERROR;
}

export type MonthlyBadgesCardViewProps = {
  /** This month's badges; undefined while loading. */
  month?: MonthBadges;
  /** What went wrong loading them (see badgesErrorText). */
  error?: string | null;
};

/**
 * The dashboard's Monthly Badges card for the current month: earned of available, the badges
 * coloured by keyword, 'New!' on unseen ones. Marking them seen (and their confetti) belongs to
 * the /badges/monthly page, so this card never tells the server.
 */
export function MonthlyBadgesCardView({ month, error = null }: MonthlyBadgesCardViewProps) {
  const errorId = useId();
  return (
    <Card
      as="section"
      title={month ? `${month.monthName} Badges` : 'Monthly Badges'}
      titleSize="md"
      headerAction={
        month ? (
          <span className={styles.count}>
            <span aria-hidden="true">
              {month.totalEarned}/{month.totalAvailable}
            </span>
            <VisuallyHidden.Root>
              {month.totalEarned} of {month.totalAvailable} badges earned
            </VisuallyHidden.Root>
          </span>
        ) : undefined
      }
    >
      {month === undefined && error ? (
        <InlineError id={errorId}>{error}</InlineError>
      ) : month === undefined ? (
        <Skeleton label="Loading monthly badges">
          <SkeletonShape shape="rect" height={vars.size.avatarLg} />
        </Skeleton>
      ) : month.badges.length === 0 ? (
        <EmptyState title={badgesEmptyText(month.monthName)} description={BADGES_EMPTY_HINT} />
      ) : (
        <MonthlyBadgeGrid badges={month.badges} />
      )}
      <Link to="/badges/monthly" variant="standalone">
        View All Monthly Badges
      </Link>
    </Card>
  );
}

/** The Monthly Badges card on the backend. */
export function MonthlyBadgesCard() {
  const { data, error } = useCurrentMonthlyBadges();
  return <MonthlyBadgesCardView month={data} error={error ? badgesErrorText(error) : null} />;
}
