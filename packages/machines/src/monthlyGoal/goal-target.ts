import { monthlyGoalMessages } from './messages';

/**
 * A number as a number input takes it: digits with an optional sign, fraction and exponent
 * ('12', '1e3', '20.0'); no '+', no hexadecimal, no 'Infinity'.
 */
const NUMBER_TEXT = /^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/**
 * The goal is a whole number above 0 that a number holds exactly, written in any form the number
 * input takes ('1e3' is 1,000, as in the admin forms); anything else is not saved.
 */
export function parseGoalTarget(draft: string): number | null {
  const text = draft.trim();
  if (!NUMBER_TEXT.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Why a typed goal cannot be saved (null when it can): not a whole number, or below 1. */
export function goalTargetProblem(draft: string): string | null {
  if (parseGoalTarget(draft) !== null) return null;
  const text = draft.trim();
  const value = Number(text);
  return NUMBER_TEXT.test(text) && Number.isInteger(value) && value < 1
    ? monthlyGoalMessages.belowOne
    : monthlyGoalMessages.notWholeNumber;
}

export interface GoalProgress {
  target: number;
  workoutCount: number;
  /** 0–100, capped: a member past the goal sees a full bar. */
  percent: number;
  /** Reached when the month's workout count is at least the target. */
  reached: boolean;
  remaining: number;
}

export function goalProgress(target: number, workoutCount: number): GoalProgress {
  const count = Math.max(0, workoutCount);
  return {
    target,
    workoutCount: count,
    percent: target > 0 ? Math.min(100, Math.round((count / target) * 100)) : 0,
    reached: count >= target,
    remaining: Math.max(0, target - count),
  };
}
