import type { PersonalChallenge } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { Link } from '../../../primitives/Link';
import { EarnedBadgeCard } from '../EarnedBadgeCard';
import { YOUR_BADGES_EMPTY } from '../YourBadgesCard';
import { CardGridPage, useChallengeCards } from '../card-grid';
import { badgeCardGrid } from '../card-grid.css';
import { challengeKey, completedChallenges } from '../challenge-progress';
import type { ShareTarget } from '../share-badge';

export const BADGES_TITLE = 'Your Badges';

export type BadgesPageViewProps = {
  /** The member's personal challenges; the completed ones are the earned badges. Undefined while loading. */
  challenges?: readonly PersonalChallenge[];
  /** Why they failed to load (the API error's message, e.g. 'Failed to fetch challenges: 500'). */
  error?: string | null;
  /** Asks for them again after a failed load ('Try Again'), which is busy while `asking`. */
  onTryAgain?: () => void;
  asking?: boolean;
  /** Which failure this is: a new one is said again. */
  attempt?: number;
  /** Where 'Share Badge' goes; the browser's share sheet or window by default. */
  shareTarget?: ShareTarget;
};

// the placeholders' row; the badges' own grid (badgeCardGrid) has as many, or fewer with large text
const cardColumns = { mobile: 2, tablet: 3, desktop: 4 } as const;

/**
 * The 'Your Badges' screen: every badge the member has earned by completing a challenge, with
 * 'Earned for: {challenge}' and 'Share Badge'; a way to the challenges when there is none yet.
 */
export function BadgesPageView({
  challenges,
  error = null,
  onTryAgain,
  asking,
  attempt,
  shareTarget,
}: BadgesPageViewProps) {
  useDocumentTitle(BADGES_TITLE);
  const earned = challenges ? completedChallenges(challenges) : [];

  return (
    <CardGridPage
      title={BADGES_TITLE}
      error={error}
      onTryAgain={onTryAgain}
      asking={asking}
      attempt={attempt}
      loading={challenges === undefined}
      loadingLabel="Loading badges"
      placeholders={4}
      columns={cardColumns}
    >
      {earned.length === 0 ? (
        // a page with nothing to list says so in a card, where its cards would stand
        <Card>
          <EmptyState
            icon="🏅"
            title={YOUR_BADGES_EMPTY}
            titleLevel={2}
            description={
              <>
                See how close you are to your first badge in{' '}
                <Link to="/challenges">Your Challenges</Link>.
              </>
            }
          />
        </Card>
      ) : (
        <ul role="list" className={badgeCardGrid}>
          {earned.map((challenge) => (
            <li key={challengeKey(challenge)}>
              <EarnedBadgeCard challenge={challenge} shareTarget={shareTarget} />
            </li>
          ))}
        </ul>
      )}
    </CardGridPage>
  );
}

/** The /badges screen for the signed-in member (GET /users/me/challenges, completed ones). */
export function BadgesPage() {
  return <BadgesPageView {...useChallengeCards()} />;
}
