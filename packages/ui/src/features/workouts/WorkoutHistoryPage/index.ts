export {
  WorkoutHistoryPage,
  WorkoutHistoryPageView,
  type WorkoutHistoryPageProps,
  type WorkoutHistoryPageViewProps,
} from './WorkoutHistoryPage';
