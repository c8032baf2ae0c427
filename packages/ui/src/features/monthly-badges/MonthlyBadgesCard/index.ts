export {
  MonthlyBadgesCard,
  MonthlyBadgesCardView,
  BADGES_ERROR,
  BADGES_EMPTY_HINT,
  badgesEmptyText,
  badgesErrorText,
  type MonthlyBadgesCardViewProps,
} from './MonthlyBadgesCard';
