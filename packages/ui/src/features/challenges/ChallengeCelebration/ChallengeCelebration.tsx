import type { PersonalChallenge } from '@reprally/api-client';
import { DismissButton } from '../../../primitives/Alert/DismissButton';
import { ConfettiBurst } from '../ConfettiBurst';
import * as styles from './ChallengeCelebration.css';

export type ChallengeCelebrationProps = {
  /** The challenges that just became completed; empty when there is nothing to celebrate. */
  completed: readonly PersonalChallenge[];
  /** Bumped for each new celebration: the confetti plays once per round. */
  round: number;
  onDismiss?: () => void;
};

/** What the member reads (and hears, politely) when a challenge is newly completed. */
export function celebrationText(challenge: Pick<PersonalChallenge, 'name' | 'badge'>): string {
  return `Challenge completed: ${challenge.name}! You earned the ${challenge.badge} badge.`;
}

/**
 * The celebration when a challenge becomes newly completed: confetti (none
 * under reduced motion) and a visible message in a polite live region, which stays mounted so
 * screen readers hear the message when it appears.
 */
export function ChallengeCelebration({ completed, round, onDismiss }: ChallengeCelebrationProps) {
  const active = completed.length > 0;
  return (
    <div className={styles.celebration} data-active={active || undefined}>
      <div role="status" className={styles.status}>
        {completed.map((challenge) => (
          <p key={`${challenge.id ?? ''}-${challenge.name}`} className={styles.line}>
            <span aria-hidden="true">🎉 </span>
            {celebrationText(challenge)}
          </p>
        ))}
      </div>
      {active && onDismiss ? <DismissButton onDismiss={onDismiss} /> : null}
      {active ? <ConfettiBurst key={round} /> : null}
    </div>
  );
}
