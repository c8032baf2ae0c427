import { VisuallyHidden } from 'radix-ui';
import type { MonthlyBadgeHistoryEntry } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Stack } from '../../../layout/Stack';
import { BackLink } from '../../../primitives/BackLink';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { PageHeader } from '../../../primitives/PageHeader';
import { useHeardAfterArrival } from '../../../primitives/live/region-known';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { ConfettiBurst, CONFETTI_MS, CONFETTI_PIECES } from '../../challenges/ConfettiBurst';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { useGoBackInApp } from '../../shell/page-behind';
import { badgeKey, newBadgesAnnouncement, newestFirst } from '../badge-history';
import { MonthlyBadgeGrid, MonthlyBadgeGridPlaceholder } from '../MonthlyBadgeGrid';
import { badgesErrorText } from '../MonthlyBadgesCard/MonthlyBadgesCard';
import { useAllMonthlyBadges } from '../useAllMonthlyBadges';
import { useNewBadgesOnLoad } from '../useNewBadgesOnLoad';
import * as styles from './MonthlyBadgesPage.css';

export const MONTHLY_BADGES_EMPTY_TEXT =
  'No monthly badges earned yet. Complete workouts to earn badges!';

const noNewBadges: ReadonlySet<string> = new Set();

export type MonthlyBadgesPageViewProps = {
  /** Every month with earned badges; undefined while loading. */
  months?: readonly MonthlyBadgeHistoryEntry[];
  /** What went wrong loading them (see badgesErrorText). */
  error?: string | null;
  /** Asks for them again after a failed load ('Try Again'). */
  onTryAgain?: () => void;
  /** They are being asked for again: 'Try Again' is busy. */
  asking?: boolean;
  /** Which failure this is: a new one is said again. */
  attempt?: number;
  /** The badges (`badgeKey`s) that read 'New!' on this visit, with confetti and an announcement. */
  newBadges?: ReadonlySet<string>;
  onBack?: () => void;
};

/**
 * The Monthly Badges collection: a card per month and year, newest first, each with its badge
 * grid, and a Back button. Badges new on this visit read 'New!' (bouncing for 3 s), confetti
 * falls for 3 s (none under reduced motion) and a polite live region says how many were earned.
 */
export function MonthlyBadgesPageView({
  months,
  error = null,
  newBadges = noNewBadges,
  onBack,
  onTryAgain,
  asking = false,
  attempt = 0,
}: MonthlyBadgesPageViewProps) {
  useDocumentTitle('Monthly Badges');
  const celebrating = months !== undefined && newBadges.size > 0;
  // the page can arrive with its badges already known (she comes back to it): a status that
  // arrives with its words is not read by many screen readers, so they wait a moment to be heard
  const heard = useHeardAfterArrival(celebrating);

  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="content" marginX="auto">
      <BackLink onBack={onBack ?? (() => undefined)}>Back</BackLink>
      <PageHeader title="Monthly Badges" />
      {/* mounted from the start so the announcement is heard when it appears */}
      <VisuallyHidden.Root role="status">
        {celebrating ? (
          <span aria-hidden={heard ? undefined : true}>
            {newBadgesAnnouncement(newBadges.size)}
          </span>
        ) : null}
      </VisuallyHidden.Root>
      {months === undefined && error ? (
        <LoadFailure
          message={error}
          attempt={attempt}
          asking={asking}
          dismissible
          onTryAgain={onTryAgain}
        />
      ) : months === undefined ? (
        // laid out as a month's card: its title's line over a row of badge tiles
        <Card>
          <Skeleton label="Loading monthly badges" gap="md">
            <p className={styles.monthTitle}>
              <SkeletonShape width="8em" />
            </p>
            <MonthlyBadgeGridPlaceholder />
          </Skeleton>
        </Card>
      ) : months.length === 0 ? (
        // a page with nothing to list says so in a card, where its months' cards would stand
        <Card>
          <EmptyState title={MONTHLY_BADGES_EMPTY_TEXT} titleLevel={2} />
        </Card>
      ) : (
        newestFirst(months).map((month) => (
          <Card
            key={`${month.year}-${month.month}`}
            as="section"
            title={`${month.monthName} ${month.year}`}
            titleSize="md"
          >
            <MonthlyBadgeGrid
              badges={month.badges}
              isHighlighted={(badge) => newBadges.has(badgeKey(month, badge))}
              descriptions="whole"
            />
          </Card>
        ))
      )}
      {celebrating ? <ConfettiBurst pieces={CONFETTI_PIECES} durationMs={CONFETTI_MS} /> : null}
    </Stack>
  );
}

/**
 * The /badges/monthly screen: the member's monthly badges; the new ones are marked seen. A failed
 * load can be asked for again.
 */
export function MonthlyBadgesPage() {
  const badges = useAllMonthlyBadges();
  const { data } = badges;
  // a copy kept from an earlier visit waits for the answer to the read it starts
  const newBadges = useNewBadgesOnLoad(data, !badges.isFetching);
  const goBack = useGoBackInApp();
  const { failure, retry } = useReadRetry(badges, badgesErrorText);
  return (
    <MonthlyBadgesPageView
      months={data}
      error={failure}
      newBadges={newBadges}
      onBack={goBack}
      {...retry}
    />
  );
}
