import { useId } from 'react';
import type { PersonalChallenge } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { InlineError } from '../../../primitives/InlineError';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { challengeKey } from '../../challenges/challenge-progress';
import { NO_CHALLENGES } from '../../challenges/ChallengeProgressCard/ChallengeProgressCard';
import { useChallenges } from '../../challenges/useChallenges';
import * as styles from './ChallengeProgressBars.css';
import { challengeProgressBar, challengeStatusLead } from '../../challenges/challenge-status';

export type ChallengeProgressBarsViewProps = {
  /** The member's personal challenges; undefined while loading. */
  challenges?: readonly PersonalChallenge[];
  /** Why they failed to load. */
  error?: string | null;
};

/**
 * 'Challenge Progress' on the Stats page: every challenge with its progress bar, completed ones
 * included ('Completed - {badge}'), in the order the server returns them.
 */
export function ChallengeProgressBarsView({
  challenges,
  error = null,
}: ChallengeProgressBarsViewProps) {
  const errorId = useId();
  return (
    <Card as="section" title="Challenge Progress" titleSize="md">
      {challenges === undefined && error ? (
        <InlineError id={errorId}>{error}</InlineError>
      ) : challenges === undefined ? (
        <Skeleton label="Loading challenges">
          <SkeletonShape lines={2} />
          <SkeletonShape lines={2} />
        </Skeleton>
      ) : challenges.length === 0 ? (
        <EmptyState size="compact" title={NO_CHALLENGES} />
      ) : (
        <ul role="list" className={styles.list}>
          {challenges.map((challenge) => (
            <li key={challengeKey(challenge)} className={styles.item}>
              {/* the names are an admin's words, each in its own direction */}
              <ProgressBar
                label={challenge.name}
                labelDir="auto"
                {...challengeProgressBar(challenge)}
                tone={challenge.isCompleted ? 'success' : 'primary'}
              />
              <Text size="sm" tone={challenge.isCompleted ? 'success' : 'muted'}>
                {challengeStatusLead(challenge)}
                <bdi>{challenge.badge}</bdi>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Every personal challenge of the member with its progress bar. */
export function ChallengeProgressBars() {
  const { data, error } = useChallenges();
  return <ChallengeProgressBarsView challenges={data} error={error ? error.message : null} />;
}
