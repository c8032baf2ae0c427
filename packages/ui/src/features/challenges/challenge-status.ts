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
