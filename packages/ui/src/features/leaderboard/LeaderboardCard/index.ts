export {
  LeaderboardCard,
  LeaderboardCardView,
  LEADERBOARD_EMPTY_TEXT,
  type LeaderboardCardProps,
  type LeaderboardCardViewProps,
} from './LeaderboardCard';
