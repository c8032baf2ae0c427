import type { PersonalChallenge } from '@reprally/api-client';
import { moreWorkoutsLead, moreWorkoutsText } from './challenge-progress';
import { formatCount, workoutCountText } from '../../format/count';

const COMPLETED_LEAD = 'Completed - ';

/** A completed challenge's line on its card: 'Completed - {badge}'. */
export function completedText(challenge: Pick<PersonalChallenge, 'badge'>): string {
  return `${COMPLETED_LEAD}${challenge.badge}`;
}

/**
 * The status line of a challenge card: 'Completed - {badge}' once the server marks it completed,
 * otherwise 'N more workout(s) to earn {badge}' ('workout' for exactly one).
 */
export function challengeStatusText(
  challenge: Pick<PersonalChallenge, 'badge' | 'criteria' | 'progress' | 'isCompleted'>,
): string {
  return challenge.isCompleted ? completedText(challenge) : moreWorkoutsText(challenge);
}

/** The status line's words before the badge's name: 'Completed - ' or 'N more workouts to earn '. */
export function challengeStatusLead(
  challenge: Pick<PersonalChallenge, 'criteria' | 'progress' | 'isCompleted'>,
): string {
  return challenge.isCompleted ? COMPLETED_LEAD : moreWorkoutsLead(challenge);
}

/** The challenge's criteria, its target workout count: 'Goal: 1 workout', 'Goal: 25 workouts'. */
export function criteriaText(challenge: Pick<PersonalChallenge, 'criteria'>): string {
  return `Goal: ${workoutCountText(challenge.criteria)}`;
}

/**
 * The progress bar's value as words, both counts written as every figure in the app is:
 * '117/120', '0/2,147,483,647'.
 */
export function progressValueText(value: number, max: number): string {
  return `${formatCount(value)}/${formatCount(max)}`;
}

/**
 * A challenge's progress bar, as every screen draws it: full at the target, and a target of 0
 * workouts (met from the start) full too; the counts read as the server gave them, so progress
 * past the target reads '125/120', not the bar's '120/120'.
 */
export function challengeProgressBar(challenge: Pick<PersonalChallenge, 'criteria' | 'progress'>) {
  const max = Math.max(challenge.criteria, 1);
  return {
    value: challenge.criteria > 0 ? challenge.progress : max,
    max,
    formatValue: () => progressValueText(challenge.progress, challenge.criteria),
  };
}
