import type { PersonalChallenge } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Text } from '../../../primitives/Text';
import { BadgeMedallion } from '../../monthly-badges/BadgeMedallion';
import { challengeProgressBar, challengeStatusLead, criteriaText } from '../challenge-status';
import * as styles from './ChallengeCard.css';

export type ChallengeCardProps = {
  /** One of the member's personal challenges, as the server sends it. */
  challenge: PersonalChallenge;
};

/**
 * One personal challenge on 'Your Challenges': its name, its criteria (the target workout
 * count), a progress bar that fills over 1 s (at once under reduced motion), and either
 * 'Completed - {badge}' or 'N more workout(s) to earn {badge}'.
 */
export function ChallengeCard({ challenge }: ChallengeCardProps) {
  const completed = challenge.isCompleted;
  return (
    <Card
      as="article"
      title={challenge.name}
      // an admin's words: an Arabic name stands at the card's right, as on the admin's own card
      titleDir="auto"
      titleSize="md"
      description={criteriaText(challenge)}
      headerAction={
        <BadgeMedallion
          badgeName={challenge.badge}
          className={completed ? undefined : styles.medallionToEarn}
        />
      }
      data-state={completed ? 'completed' : 'open'}
    >
      <ProgressBar
        label={challenge.name}
        showLabel={false}
        {...challengeProgressBar(challenge)}
        tone={completed ? 'success' : 'primary'}
      />
      <Text
        size="sm"
        tone={completed ? 'success' : 'muted'}
        weight={completed ? 'semibold' : 'regular'}
      >
        {/* the badge's name, an admin's words, in its own direction inside our sentence */}
        {challengeStatusLead(challenge)}
        <bdi>{challenge.badge}</bdi>
      </Text>
    </Card>
  );
}
