import { usePrefetchQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/ApiClientProvider';
import { FirstAnswersWhenIdle, SecondaryRequestsWhenIdle } from '../../../api/first-answer';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { PageHeader } from '../../../primitives/PageHeader';
import { ActivityCalendar } from '../../activity/ActivityCalendar';
import { ActivityHeatmap } from '../../activity/ActivityHeatmap';
import { FailedReadsBanner } from '../../errors/FailedReadsBanner';
import { ChallengeProgressCard } from '../../challenges/ChallengeProgressCard';
import { challengesQuery, useChallenges } from '../../challenges/useChallenges';
import { YourBadgesCard } from '../../challenges/YourBadgesCard';
import { LeaderboardCard } from '../../leaderboard/LeaderboardCard';
import { useLeaderboard } from '../../leaderboard/useLeaderboard';
import { MonthlyBadgesCard } from '../../monthly-badges/MonthlyBadgesCard';
import { MonthlyWarriorsCard } from '../../monthly-warriors/MonthlyWarriorsCard';
import { LogWorkoutButton } from '../../workouts/LogWorkoutButton';
import { StreakCard } from '../../workouts/StreakCard';
import { SummaryStats } from '../../workouts/SummaryStats';
import {
  useWorkouts,
  useWorkoutStats,
  workoutsQuery,
  workoutStatsQuery,
} from '../../workouts/workout-queries';
import { WorkoutFrequencyChart } from '../../workouts/WorkoutFrequencyChart';
import * as styles from './DashboardScreen.css';

/** The four fetches whose failures the dashboard sums up in one banner. */
function FetchErrorsBanner() {
  const stats = useWorkoutStats();
  const workouts = useWorkouts();
  const leaderboard = useLeaderboard();
  const challenges = useChallenges();
  return (
    <FailedReadsBanner
      errors={[stats.error, workouts.error, leaderboard.error, challenges.error]}
    />
  );
}

/**
 * The main column's requests, sent as the dashboard starts to render. A widget's own query would
 * send it only once the whole dashboard has been rendered and put on the page, and on a slow phone
 * that render takes longer than a request's round trip. A query already in the cache is not asked
 * for again. The side column's own requests (the leaderboard, the monthly warriors, this month's
 * badges) wait until the browser is idle after the dashboard mounted (`SecondaryRequestsWhenIdle`).
 */
function useDashboardRequests() {
  const client = useApiClient();
  usePrefetchQuery(workoutStatsQuery(client));
  usePrefetchQuery(workoutsQuery(client));
  usePrefetchQuery(challengesQuery(client));
}

/**
 * The signed-in home, the Dashboard: 'Your Dashboard' with 'Log Workout', the summary
 * figures, the activity chart, badges and challenge progress (which celebrates a newly
 * completed challenge), and the side widgets. Every
 * widget loads and fails on its own; the four main fetch errors are also summed up on top. The
 * side column asks for its data once the browser is idle after the dashboard mounted, and shows
 * its first answers once the browser is idle after they arrived.
 */
export function DashboardScreen() {
  useDocumentTitle('Dashboard');
  useDashboardRequests();
  return (
    // the side column's requests (and the banner's look at the leaderboard) wait for the browser
    // to be idle after the dashboard mounted
    <SecondaryRequestsWhenIdle>
      <div className={styles.page}>
        <PageHeader title="Your Dashboard" actions={<LogWorkoutButton size="lg" />} />
        <FetchErrorsBanner />
        <SummaryStats />
        <div className={styles.columns}>
          <div className={styles.column}>
            <ActivityHeatmap />
            <WorkoutFrequencyChart />
            <YourBadgesCard />
            <ChallengeProgressCard />
          </div>
          <div className={styles.column}>
            {/* the side column shows its first answers once the browser is idle after they arrive */}
            <FirstAnswersWhenIdle>
              <LeaderboardCard />
              <StreakCard />
              <MonthlyWarriorsCard />
              <MonthlyBadgesCard />
              <ActivityCalendar />
            </FirstAnswersWhenIdle>
          </div>
        </div>
      </div>
    </SecondaryRequestsWhenIdle>
  );
}
