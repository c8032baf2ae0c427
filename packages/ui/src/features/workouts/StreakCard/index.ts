export {
  StreakCard,
  StreakCardView,
  type StreakCardProps,
  type StreakCardViewProps,
} from './StreakCard';
