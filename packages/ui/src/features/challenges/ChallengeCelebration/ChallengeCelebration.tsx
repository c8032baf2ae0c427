import type { PersonalChallenge } from '@reprally/api-client';
import { DismissButton } from '../../../primitives/Alert/DismissButton';
import { useFocusAfterDismiss } from '../../../primitives/Alert/use-focus-after-dismiss';
import { ConfettiBurst } from '../ConfettiBurst';
import * as styles from './ChallengeCelebration.css';

export type ChallengeCelebrationProps = {
  /** The challenges that just became completed; empty when there is nothing to celebrate. */
  completed: readonly PersonalChallenge[];
  /** Bumped for each new celebration: the confetti plays once per round. */
  round: number;
  onDismiss?: () => void;
};

/**
 * What the member reads (and hears, politely) when a challenge is newly completed: 'Challenge
 * completed: {name}! You earned the {badge} badge.' The two names are an admin's text, each
 * set apart for the text direction (`dir="auto"`, as names in our other sentences are): a
 * right-to-left name, or one that opens an override, cannot turn our words around it, and no
 * invisible mark enters the sentence that is read out.
 */
function CelebrationSentence({
  challenge,
}: {
  challenge: Pick<PersonalChallenge, 'name' | 'badge'>;
}) {
  return (
    <>
      {'Challenge completed: '}
      <span dir="auto">{challenge.name}</span>
      {'! You earned the '}
      <span dir="auto">{challenge.badge}</span>
      {' badge.'}
    </>
  );
}

/**
 * The celebration when a challenge becomes newly completed: confetti (none
 * under reduced motion) and a visible message in a polite live region, which stays mounted so
 * screen readers hear the message when it appears. Dismissed from the keyboard, focus goes to the
 * nearest control after it in its card (else before it, else the page's heading) rather than
 * falling to the top of the page with its Dismiss.
 */
export function ChallengeCelebration({ completed, round, onDismiss }: ChallengeCelebrationProps) {
  const active = completed.length > 0;
  const dismissRef = useFocusAfterDismiss<HTMLButtonElement>(undefined);
  return (
    <div className={styles.celebration} data-active={active || undefined}>
      <div role="status" className={styles.status}>
        {completed.map((challenge) => (
          <p key={`${challenge.id ?? ''}-${challenge.name}`} className={styles.line}>
            <span aria-hidden="true">🎉 </span>
            <CelebrationSentence challenge={challenge} />
          </p>
        ))}
      </div>
      {active && onDismiss ? <DismissButton ref={dismissRef} onDismiss={onDismiss} /> : null}
      {active ? <ConfettiBurst key={round} /> : null}
    </div>
  );
}
