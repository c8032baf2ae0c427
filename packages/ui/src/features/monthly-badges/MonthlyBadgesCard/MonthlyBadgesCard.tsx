import { VisuallyHidden } from 'radix-ui';
import type { EarnedMonthlyBadge, MonthBadges } from '@reprally/api-client';
import { formatCount } from '../../../format/count';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Link } from '../../../primitives/Link';
import { Skeleton } from '../../../primitives/Skeleton';
import { useWidgetRetry, WidgetFailure, type WidgetRetryProps } from '../../errors/LoadFailure';
import { MonthlyBadgeGrid, MonthlyBadgeGridPlaceholder } from '../MonthlyBadgeGrid';
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

/** The most badges the dashboard's card shows; the Monthly Badges page shows them all. */
export const BADGES_ON_CARD = 6;

/**
 * The badges the card shows, in the server's order: all of them up to `BADGES_ON_CARD`; past
 * that, the new ones first, so every 'New!' is on the dashboard, then the others. A month with
 * many badges keeps the card the size of its neighbours; its count and its link lead to the rest.
 */
export function badgesOnCard(badges: readonly EarnedMonthlyBadge[]): EarnedMonthlyBadge[] {
  if (badges.length <= BADGES_ON_CARD) return [...badges];
  const fresh = badges.filter((badge) => badge.isNew);
  const seen = badges.filter((badge) => !badge.isNew);
  const shown = new Set([...fresh, ...seen].slice(0, BADGES_ON_CARD));
  return badges.filter((badge) => shown.has(badge));
}

export type MonthlyBadgesCardViewProps = WidgetRetryProps & {
  /** This month's badges; undefined while loading. */
  month?: MonthBadges;
  /** What went wrong loading them (see badgesErrorText). */
  error?: string | null;
};

/**
 * The dashboard's Monthly Badges card for the current month: earned of available, up to six of
 * the badges coloured by keyword, 'New!' on unseen ones. Marking them seen (and their confetti) belongs to
 * the /badges/monthly page, so this card never tells the server.
 */
export function MonthlyBadgesCardView({
  month,
  error = null,
  ...retry
}: MonthlyBadgesCardViewProps) {
  return (
    <Card
      as="section"
      title={month ? `${month.monthName} Badges` : 'Monthly Badges'}
      titleSize="md"
      headerAction={
        // a month with no badges to earn has no count to give: not '0/0'
        month && month.totalAvailable > 0 ? (
          <span className={styles.count}>
            <span aria-hidden="true">
              {formatCount(month.totalEarned)}/{formatCount(month.totalAvailable)}
            </span>
            <VisuallyHidden.Root>
              {formatCount(month.totalEarned)} of {formatCount(month.totalAvailable)} badges earned
            </VisuallyHidden.Root>
          </span>
        ) : undefined
      }
    >
      {month === undefined && error ? (
        <WidgetFailure message={error} {...retry} />
      ) : month === undefined ? (
        // a row of badge tiles: the month's badges come in rows like it
        <Skeleton label="Loading monthly badges">
          <MonthlyBadgeGridPlaceholder />
        </Skeleton>
      ) : month.badges.length === 0 ? (
        <EmptyState
          size="compact"
          title={badgesEmptyText(month.monthName)}
          description={BADGES_EMPTY_HINT}
        />
      ) : (
        <MonthlyBadgeGrid badges={badgesOnCard(month.badges)} />
      )}
      <Link to="/badges/monthly" variant="standalone">
        View All Monthly Badges
      </Link>
    </Card>
  );
}

/**
 * The Monthly Badges card on the backend. A failed load has its own 'Try Again': the dashboard's
 * banner sums up other reads, so it may not be there.
 */
export function MonthlyBadgesCard() {
  const badges = useCurrentMonthlyBadges();
  const { failure, retry } = useWidgetRetry(badges, badgesErrorText);
  return <MonthlyBadgesCardView month={badges.data} error={failure} {...retry} />;
}
