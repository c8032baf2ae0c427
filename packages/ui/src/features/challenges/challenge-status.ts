import type { PersonalChallenge } from '@reprally/api-client';
import { moreWorkoutsText } from './challenge-progress';
import { formatCount, workoutCountText } from '../../format/count';

/** A completed challenge's line on its card: 'Completed - {badge}'. */
export function completedText(challenge: Pick<PersonalChallenge, 'badge'>): string {
  return `Completed - ${challenge.badge}`;
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
