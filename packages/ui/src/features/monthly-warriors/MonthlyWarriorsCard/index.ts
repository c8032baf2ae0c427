export {
  MonthlyWarriorsCard,
  MonthlyWarriorsCardView,
  WARRIORS_TITLE,
  WARRIORS_EMPTY,
  WARRIORS_ERROR,
  type MonthlyWarriorsCardViewProps,
} from './MonthlyWarriorsCard';
