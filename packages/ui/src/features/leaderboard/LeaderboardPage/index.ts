export {
  LeaderboardPage,
  LeaderboardPageView,
  type LeaderboardPageProps,
  type LeaderboardPageViewProps,
} from './LeaderboardPage';
