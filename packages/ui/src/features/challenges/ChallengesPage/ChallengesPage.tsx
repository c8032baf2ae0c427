import type { PersonalChallenge } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { NO_CHALLENGES } from '../ChallengeProgressCard';
import { ChallengeCard } from '../ChallengeCard';
import { CardGridPage, useChallengeCards } from '../card-grid';
import { cardList } from '../card-grid.css';
import { challengeKey } from '../challenge-progress';

export const CHALLENGES_TITLE = 'Your Challenges';

export type ChallengesPageViewProps = {
  /** The member's personal challenges in the order returned; undefined while loading. */
  challenges?: readonly PersonalChallenge[];
  /** Why they failed to load (the API error's message, e.g. 'Failed to fetch challenges: 500'). */
  error?: string | null;
  /** Asks for them again after a failed load ('Try Again'), which is busy while `asking`. */
  onTryAgain?: () => void;
  asking?: boolean;
  /** Which failure this is: a new one is said again. */
  attempt?: number;
};

const cardColumns = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * The 'Your Challenges' screen: a card per personal challenge with its progress, 'No challenges
 * found.' when there are none, and a dismissible red alert when they cannot be loaded.
 */
export function ChallengesPageView({
  challenges,
  error = null,
  onTryAgain,
  asking,
  attempt,
}: ChallengesPageViewProps) {
  useDocumentTitle(CHALLENGES_TITLE);

  return (
    <CardGridPage
      title={CHALLENGES_TITLE}
      error={error}
      onTryAgain={onTryAgain}
      asking={asking}
      attempt={attempt}
      loading={challenges === undefined}
      loadingLabel="Loading challenges"
      placeholders={3}
      columns={cardColumns}
    >
      {challenges === undefined ? null : challenges.length === 0 ? (
        // a page with nothing to list says so in a card, where its cards would stand
        <Card>
          <EmptyState title={NO_CHALLENGES} titleLevel={2} />
        </Card>
      ) : (
        <Box as="ul" className={cardList} display="grid" gridTemplateColumns={cardColumns} gap="md">
          {challenges.map((challenge) => (
            <li key={challengeKey(challenge)}>
              <ChallengeCard challenge={challenge} />
            </li>
          ))}
        </Box>
      )}
    </CardGridPage>
  );
}

/** The /challenges screen for the signed-in member (GET /users/me/challenges). */
export function ChallengesPage() {
  return <ChallengesPageView {...useChallengeCards()} />;
}
