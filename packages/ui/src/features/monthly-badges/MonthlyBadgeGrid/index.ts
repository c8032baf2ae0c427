export {
  MonthlyBadgeGrid,
  MonthlyBadgeGridPlaceholder,
  type MonthlyBadgeGridProps,
} from './MonthlyBadgeGrid';
