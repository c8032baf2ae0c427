import { useState } from 'react';
import type { PersonalChallenge } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { EmptyState } from '../../../primitives/EmptyState';
import { PageHeader } from '../../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { NO_CHALLENGES } from '../ChallengeProgressCard';
import { ChallengeCard } from '../ChallengeCard';
import { cardList } from '../card-grid.css';
import { challengeKey } from '../challenge-progress';
import { vars } from '../../../theme/vars.css';
import { useChallenges } from '../useChallenges';

export const CHALLENGES_TITLE = 'Your Challenges';

export type ChallengesPageViewProps = {
  /** The member's personal challenges in the order returned; undefined while loading. */
  challenges?: readonly PersonalChallenge[];
  /** Why they failed to load (the API error's message, e.g. 'Failed to fetch challenges: 500'). */
  error?: string | null;
};

const cardColumns = { mobile: 1, tablet: 2, desktop: 3 } as const;

/**
 * The 'Your Challenges' screen: a card per personal challenge with its progress, 'No challenges
 * found.' when there are none, and a dismissible red alert when they cannot be loaded.
 */
export function ChallengesPageView({ challenges, error = null }: ChallengesPageViewProps) {
  useDocumentTitle(CHALLENGES_TITLE);
  const [dismissedError, setDismissedError] = useState<string | null>(null);

  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="content" marginX="auto">
      <PageHeader title={CHALLENGES_TITLE} />
      {error ? (
        <Alert open={dismissedError !== error} onDismiss={() => setDismissedError(error)}>
          {error}
        </Alert>
      ) : null}
      {challenges === undefined ? (
        error ? null : (
          <Skeleton label="Loading challenges">
            <Box display="grid" gridTemplateColumns={cardColumns} gap="md">
              {Array.from({ length: 3 }, (_, index) => (
                <SkeletonShape key={index} shape="rect" height={vars.size.avatarXl} />
              ))}
            </Box>
          </Skeleton>
        )
      ) : challenges.length === 0 ? (
        <EmptyState title={NO_CHALLENGES} titleLevel={2} />
      ) : (
        <Box as="ul" className={cardList} display="grid" gridTemplateColumns={cardColumns} gap="md">
          {challenges.map((challenge) => (
            <li key={challengeKey(challenge)}>
              <ChallengeCard challenge={challenge} />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** The /challenges screen for the signed-in member (GET /users/me/challenges). */
export function ChallengesPage() {
  const { data, error } = useChallenges();
  return <ChallengesPageView challenges={data} error={error ? error.message : null} />;
}
