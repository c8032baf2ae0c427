import { monthlyGoalMessages } from './messages';

/** The goal is an integer above 0; anything else is not saved. */
export function parseGoalTarget(draft: string): number | null {
  const text = draft.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Why a typed goal cannot be saved (null when it can): not a whole number, or below 1. */
export function goalTargetProblem(draft: string): string | null {
  if (parseGoalTarget(draft) !== null) return null;
  const text = draft.trim();
  return /^-?\d+$/.test(text) && Number(text) < 1
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
