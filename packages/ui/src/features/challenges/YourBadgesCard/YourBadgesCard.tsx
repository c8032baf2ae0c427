import { useId } from 'react';
import { VisuallyHidden } from 'radix-ui';
import type { PersonalChallenge } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { InlineError } from '../../../primitives/InlineError';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { BadgeMedallion } from '../../monthly-badges/BadgeMedallion';
import { vars } from '../../../theme/vars.css';
import { completedChallenges } from '../challenge-progress';
import { useChallenges } from '../useChallenges';
import * as styles from './YourBadgesCard.css';

export const YOUR_BADGES_EMPTY = 'Complete challenges to earn badges!';

export type YourBadgesCardViewProps = {
  /** The member's personal challenges; undefined while loading. */
  challenges?: readonly PersonalChallenge[];
  /** Why they failed to load. */
  error?: string | null;
};

/** 'Your Badges': the badges of completed challenges, coloured by keyword. */
export function YourBadgesCardView({ challenges, error = null }: YourBadgesCardViewProps) {
  const errorId = useId();
  const earned = challenges ? completedChallenges(challenges) : [];
  return (
    <Card as="section" title="Your Badges" titleSize="md">
      {challenges === undefined && error ? (
        <InlineError id={errorId}>{error}</InlineError>
      ) : challenges === undefined ? (
        <Skeleton label="Loading badges">
          <SkeletonShape shape="rect" height={vars.size.avatarLg} />
        </Skeleton>
      ) : earned.length === 0 ? (
        <EmptyState size="compact" title={YOUR_BADGES_EMPTY} />
      ) : (
        <ul role="list" className={styles.grid}>
          {earned.map((challenge) => (
            <li key={challenge.id ?? challenge.name} className={styles.badge}>
              <BadgeMedallion badgeName={challenge.badge} size="lg" />
              {/* the names are an admin's words, each in its own direction */}
              <p className={styles.badgeName} dir="auto">
                {challenge.badge}
              </p>
              <p className={styles.challengeName}>
                <VisuallyHidden.Root>Earned for: </VisuallyHidden.Root>
                <bdi>{challenge.name}</bdi>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** 'Your Badges' on the backend. */
export function YourBadgesCard() {
  const { data, error } = useChallenges();
  return <YourBadgesCardView challenges={data} error={error ? error.message : null} />;
}
