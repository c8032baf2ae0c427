export { MonthlyBadgeGrid, type MonthlyBadgeGridProps } from './MonthlyBadgeGrid';
