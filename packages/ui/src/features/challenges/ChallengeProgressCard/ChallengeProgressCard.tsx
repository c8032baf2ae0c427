import { useId } from 'react';
import type { PersonalChallenge } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { InlineError } from '../../../primitives/InlineError';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { ChallengeCelebration } from '../ChallengeCelebration';
import { incompleteChallenges, moreWorkoutsLead } from '../challenge-progress';
import { useChallenges } from '../useChallenges';
import { useNewlyCompletedChallenges } from '../useNewlyCompletedChallenges';
import * as styles from './ChallengeProgressCard.css';
import { challengeProgressBar } from '../challenge-status';

export const ALL_CHALLENGES_COMPLETED = 'All challenges completed!';
export const NO_CHALLENGES = 'No challenges found.';

export type ChallengeProgressCardViewProps = {
  /** The member's personal challenges; undefined while loading. */
  challenges?: readonly PersonalChallenge[];
  /** Why they failed to load. */
  error?: string | null;
};

/**
 * 'Challenge Progress': up to 3 incomplete challenges, or 'All challenges completed!',
 * and the celebration when one becomes newly completed between two loads.
 */
export function ChallengeProgressCardView({
  challenges,
  error = null,
}: ChallengeProgressCardViewProps) {
  const errorId = useId();
  const { celebrating, round, dismiss } = useNewlyCompletedChallenges(challenges);
  const open = challenges ? incompleteChallenges(challenges) : [];

  return (
    <Card as="section" title="Challenge Progress" titleSize="md">
      {challenges === undefined && error ? (
        <InlineError id={errorId}>{error}</InlineError>
      ) : challenges === undefined ? (
        <Skeleton label="Loading challenges">
          <SkeletonShape lines={2} />
          <SkeletonShape lines={2} />
        </Skeleton>
      ) : (
        <>
          <ChallengeCelebration completed={celebrating} round={round} onDismiss={dismiss} />
          {challenges.length === 0 ? (
            <EmptyState size="compact" title={NO_CHALLENGES} />
          ) : open.length === 0 ? (
            <p className={styles.allDone}>
              <span aria-hidden="true">🏆</span>
              {ALL_CHALLENGES_COMPLETED}
            </p>
          ) : (
            <ul role="list" className={styles.list}>
              {open.map((challenge) => (
                <li key={challenge.id ?? challenge.name} className={styles.item}>
                  {/* the names are an admin's words, each in its own direction */}
                  <ProgressBar
                    label={challenge.name}
                    labelDir="auto"
                    {...challengeProgressBar(challenge)}
                  />
                  <p className={styles.toGo}>
                    {moreWorkoutsLead(challenge)}
                    <bdi>{challenge.badge}</bdi>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

/** The Challenge Progress card on the backend, celebrating completions as they arrive. */
export function ChallengeProgressCard() {
  const { data, error } = useChallenges();
  return <ChallengeProgressCardView challenges={data} error={error ? error.message : null} />;
}
