export {
  LogWorkoutButton,
  LogWorkoutButtonView,
  type LogWorkoutButtonProps,
  type LogWorkoutButtonViewProps,
} from './LogWorkoutButton';
