import { useId } from 'react';
import type { MonthlyWarriors } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { InlineError } from '../../../primitives/InlineError';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Skeleton } from '../../../primitives/Skeleton';
import { Stack } from '../../../layout/Stack';
import { WARRIORS_ERROR } from '../MonthlyWarriorsCard/MonthlyWarriorsCard';
import { monthlyRankProgress, monthlyTotalUsers } from '../monthly-warriors';
import * as styles from './YourMonthStatsCard.css';

export type YourMonthStatsCardProps = {
  /** The month's name, e.g. 'November'. */
  monthName: string;
  /** This month's ranking; undefined while loading. */
  warriors?: MonthlyWarriors;
  /** The load failed. */
  failed?: boolean;
};

/**
 * 'Your {month} Stats': the member's rank, workouts this month and how many members are
 * ranked, with a rank-progress bar.
 */
export function YourMonthStatsCard({
  monthName,
  warriors,
  failed = false,
}: YourMonthStatsCardProps) {
  const errorId = useId();
  return (
    <Card as="section" title={`Your ${monthName} Stats`} titleSize="md">
      {warriors === undefined && failed ? (
        <InlineError id={errorId}>{WARRIORS_ERROR}</InlineError>
      ) : warriors === undefined ? (
        <Skeleton label="Loading your monthly stats" shape="text" lines={3} />
      ) : (
        <MonthStats warriors={warriors} />
      )}
    </Card>
  );
}

function MonthStats({ warriors }: { warriors: MonthlyWarriors }) {
  const { rank, workoutCount } = warriors.currentUserStats;
  const totalUsers = monthlyTotalUsers(warriors.topPerformers.length, rank);
  return (
    <Stack gap="md">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>Rank</dt>
          <dd className={styles.value}>{rank === null ? '–' : `#${rank}`}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>Workouts</dt>
          <dd className={styles.value}>{workoutCount}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>Total Users</dt>
          <dd className={styles.value}>{totalUsers}</dd>
        </div>
      </dl>
      <ProgressBar
        label="Rank progress"
        value={monthlyRankProgress(rank, workoutCount)}
        formatValue={(value) => `${Math.round(value)}%`}
      />
    </Stack>
  );
}
