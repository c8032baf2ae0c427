// @reprally/machines: the flows with several steps, as XState machines (xstate only).
export { errorMessage } from './error-message';

export { monthlyGoalMachine, selectGoalProgress } from './monthlyGoal/monthlyGoal.machine';
export type {
  MonthlyGoalContext,
  MonthlyGoalData,
  MonthlyGoalEvent,
  MonthlyGoalInput,
  SaveGoalRequest,
} from './monthlyGoal/monthlyGoal.machine';
export { goalProgress, parseGoalTarget } from './monthlyGoal/goal-target';
export type { GoalProgress } from './monthlyGoal/goal-target';
export { monthlyGoalMessages } from './monthlyGoal/messages';
