import { useState } from 'react';
import type { PersonalChallenge } from '@reprally/api-client';
import { completedKeys, newlyCompleted } from './challenge-progress';

type Tracking = {
  source: readonly PersonalChallenge[] | undefined;
  /** Completed challenges seen in the previous load; null before the first load. */
  seen: ReadonlySet<string> | null;
  celebrating: PersonalChallenge[];
  /** Bumped on each new celebration, so the confetti plays again. */
  round: number;
};

const start = (challenges: readonly PersonalChallenge[] | undefined): Tracking => ({
  source: challenges,
  seen: challenges ? completedKeys(challenges) : null,
  celebrating: [],
  round: 0,
});

/**
 * When isCompleted turns true between two loads, the dashboard celebrates. The
 * previous completion set lives in state for this visit only; completions from before the
 * first load are never celebrated.
 */
export function useNewlyCompletedChallenges(challenges: readonly PersonalChallenge[] | undefined) {
  const [tracking, setTracking] = useState(() => start(challenges));

  // adjust state while rendering when the data changes (react.dev 'You might not need an effect')
  if (challenges !== tracking.source && challenges !== undefined) {
    const fresh = newlyCompleted(tracking.seen, challenges);
    setTracking({
      source: challenges,
      seen: completedKeys(challenges),
      celebrating: fresh.length > 0 ? fresh : tracking.celebrating,
      round: fresh.length > 0 ? tracking.round + 1 : tracking.round,
    });
  }

  const dismiss = () => setTracking((current) => ({ ...current, celebrating: [] }));
  return { celebrating: tracking.celebrating, round: tracking.round, dismiss };
}
