export {
  MonthlyWarriorsPage,
  MonthlyWarriorsPageView,
  type MonthlyWarriorsPageViewProps,
} from './MonthlyWarriorsPage';
