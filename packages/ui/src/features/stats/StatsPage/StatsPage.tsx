import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { PageHeader } from '../../../primitives/PageHeader';
import { ActivityHeatmap } from '../../activity/ActivityHeatmap';
import { useChallenges } from '../../challenges/useChallenges';
import { FailedReadsBanner } from '../../errors/FailedReadsBanner';
import { SummaryStats } from '../../workouts/SummaryStats';
import { useWorkouts, useWorkoutStats } from '../../workouts/workout-queries';
import { ChallengeProgressBars } from '../ChallengeProgressBars';
import * as styles from './StatsPage.css';

export const STATS_TITLE = 'Your Fitness Stats';

export type StatsPageProps = {
  /** The member's IANA time zone; defaults to the device's. */
  timeZone?: string;
};

/**
 * The /stats screen: the year's activity, Total Workouts, the weekly 'Average Workouts'
 * (workouts in the last 28 days / 4, one decimal), Current Streak, Points Earned and a progress
 * bar for every challenge. Each part loads and fails on its own; their failures are also summed
 * up on top, with 'Try Again'.
 */
export function StatsPage({ timeZone }: StatsPageProps) {
  useDocumentTitle(STATS_TITLE);
  return (
    <div className={styles.page}>
      <PageHeader title={STATS_TITLE} />
      <StatsFetchErrors />
      <ActivityHeatmap timeZone={timeZone} />
      <SummaryStats variant="stats" timeZone={timeZone} />
      <ChallengeProgressBars />
    </div>
  );
}

/** The page's three reads, in its order: the year's workouts, the figures, the challenges. */
function StatsFetchErrors() {
  const workouts = useWorkouts();
  const stats = useWorkoutStats();
  const challenges = useChallenges();
  return <FailedReadsBanner errors={[workouts.error, stats.error, challenges.error]} />;
}
