export {
  MonthlyGoalCard,
  MonthlyGoalCardView,
  monthlyGoalCardStatuses,
  useMonthlyGoalLogic,
  GOAL_TITLE,
  GOAL_LABEL,
  type MonthlyGoalCardStatus,
  type MonthlyGoalCardViewProps,
} from './MonthlyGoalCard';
