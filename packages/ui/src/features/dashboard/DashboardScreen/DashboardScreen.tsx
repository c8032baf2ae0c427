import { useState } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/ApiClientProvider';
import { FirstAnswersWhenIdle } from '../../../api/first-answer';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Banner } from '../../../primitives/Banner';
import { PageHeader } from '../../../primitives/PageHeader';
import { ActivityCalendar } from '../../activity/ActivityCalendar';
import { ActivityHeatmap } from '../../activity/ActivityHeatmap';
import { ChallengeProgressCard } from '../../challenges/ChallengeProgressCard';
import { challengesQuery, useChallenges } from '../../challenges/useChallenges';
import { YourBadgesCard } from '../../challenges/YourBadgesCard';
import { LeaderboardCard } from '../../leaderboard/LeaderboardCard';
import { leaderboardQuery, useLeaderboard } from '../../leaderboard/useLeaderboard';
import { MonthlyBadgesCard } from '../../monthly-badges/MonthlyBadgesCard';
import { currentMonthlyBadgesQuery } from '../../monthly-badges/useCurrentMonthlyBadges';
import { MonthlyWarriorsCard } from '../../monthly-warriors/MonthlyWarriorsCard';
import { monthlyWarriorsQuery } from '../../monthly-warriors/useMonthlyWarriors';
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
import { combinedFetchErrors } from '../dashboard-errors';
import * as styles from './DashboardScreen.css';

/** The four fetches whose failures the dashboard sums up in one banner. */
function useDashboardFetchErrors() {
  const stats = useWorkoutStats();
  const workouts = useWorkouts();
  const leaderboard = useLeaderboard();
  const challenges = useChallenges();
  return combinedFetchErrors([stats.error, workouts.error, leaderboard.error, challenges.error]);
}

/**
 * Every widget's request, sent as the dashboard starts to render. A widget's own query would send
 * it only once the whole dashboard has been rendered and put on the page, and on a slow phone that
 * render takes longer than a request's round trip. A query already in the cache is not asked for
 * again.
 */
function useDashboardRequests() {
  const client = useApiClient();
  usePrefetchQuery(workoutStatsQuery(client));
  usePrefetchQuery(workoutsQuery(client));
  usePrefetchQuery(leaderboardQuery(client));
  usePrefetchQuery(challengesQuery(client));
  usePrefetchQuery(monthlyWarriorsQuery(client));
  usePrefetchQuery(currentMonthlyBadgesQuery(client));
}

function FetchErrorsBanner() {
  const messages = useDashboardFetchErrors();
  // dismissing hides these failures; a different set of failures shows again
  const [dismissed, setDismissed] = useState<string | null>(null);
  const key = messages.join('\n');
  if (messages.length === 0 || dismissed === key) return null;
  return <Banner tone="error" messages={messages} onDismiss={() => setDismissed(key)} />;
}

/**
 * The signed-in home, the Dashboard: 'Your Dashboard' with 'Log Workout', the summary
 * figures, the activity chart, badges and challenge progress (which celebrates a newly
 * completed challenge), and the side widgets. Every
 * widget loads and fails on its own; the four main fetch errors are also summed up on top.
 */
export function DashboardScreen() {
  useDocumentTitle('Dashboard');
  useDashboardRequests();
  return (
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
  );
}
