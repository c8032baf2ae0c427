import type { PersonalChallenge } from '@reprally/api-client';
import { formatCount } from '../../format/count';

/** 'Challenge Progress' lists up to 3 incomplete challenges. */
export const CHALLENGE_PROGRESS_SIZE = 3;

/** Workouts still needed; never below 0. */
export function workoutsToGo(challenge: Pick<PersonalChallenge, 'criteria' | 'progress'>): number {
  return Math.max(0, Math.ceil(challenge.criteria - challenge.progress));
}

/**
 * Challenges page: 'N more workout(s) to earn {badge}', singular for one, N written as every
 * count in the app is ('2,147,483,647 more workouts').
 */
export function moreWorkoutsText(
  challenge: Pick<PersonalChallenge, 'criteria' | 'progress' | 'badge'>,
): string {
  return `${moreWorkoutsLead(challenge)}${challenge.badge}`;
}

/** 'N more workout(s) to earn ', the words before the badge's name. */
export function moreWorkoutsLead(
  challenge: Pick<PersonalChallenge, 'criteria' | 'progress'>,
): string {
  const count = workoutsToGo(challenge);
  return `${formatCount(count)} more ${count === 1 ? 'workout' : 'workouts'} to earn `;
}

/** The first incomplete challenges, in the order returned. */
export function incompleteChallenges(
  challenges: readonly PersonalChallenge[],
  limit: number = CHALLENGE_PROGRESS_SIZE,
): PersonalChallenge[] {
  return challenges.filter((challenge) => !challenge.isCompleted).slice(0, limit);
}

/** 'Your Badges': the badges of completed challenges. */
export function completedChallenges(challenges: readonly PersonalChallenge[]): PersonalChallenge[] {
  return challenges.filter((challenge) => challenge.isCompleted);
}

/** A stable key for a challenge across loads (the id, or the name when the server sends none). */
export function challengeKey(challenge: Pick<PersonalChallenge, 'id' | 'name'>): string {
  return challenge.id === null ? `name:${challenge.name}` : `id:${challenge.id}`;
}

/** The keys of the completed challenges in one load. */
export function completedKeys(challenges: readonly PersonalChallenge[]): Set<string> {
  return new Set(completedChallenges(challenges).map(challengeKey));
}

/**
 * A challenge is newly completed when isCompleted turned true since the previous load.
 * With no previous load (first sight) nothing is new: completions from before are not celebrated.
 */
export function newlyCompleted(
  previouslyCompleted: ReadonlySet<string> | null,
  challenges: readonly PersonalChallenge[],
): PersonalChallenge[] {
  if (previouslyCompleted === null) return [];
  return completedChallenges(challenges).filter(
    (challenge) => !previouslyCompleted.has(challengeKey(challenge)),
  );
}
