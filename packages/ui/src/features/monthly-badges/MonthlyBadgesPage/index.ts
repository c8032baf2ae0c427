export {
  MonthlyBadgesPage,
  MonthlyBadgesPageView,
  MONTHLY_BADGES_EMPTY_TEXT,
  type MonthlyBadgesPageViewProps,
} from './MonthlyBadgesPage';
