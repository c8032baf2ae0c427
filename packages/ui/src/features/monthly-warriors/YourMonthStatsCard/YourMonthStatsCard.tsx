import { useId } from 'react';
import type { MonthlyWarriors } from '@reprally/api-client';
import { Card } from '../../../primitives/Card';
import { InlineError } from '../../../primitives/InlineError';
import { NoValue } from '../../../primitives/NoValue';
import { ProgressBar, ProgressBarPlaceholder } from '../../../primitives/ProgressBar';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Stack } from '../../../layout/Stack';
import { formatCount } from '../../../format/count';
import { WARRIORS_ERROR } from '../MonthlyWarriorsCard/MonthlyWarriorsCard';
import { monthlyRankProgress, monthlyTotalUsers, rankProgressText } from '../monthly-warriors';
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
        <Skeleton label="Loading your monthly stats">
          <MonthStatsPlaceholder />
        </Skeleton>
      ) : (
        <MonthStats warriors={warriors} />
      )}
    </Card>
  );
}

const FIGURE_LABELS = ['Rank', 'Workouts', 'Total Users'] as const;
const RANK_PROGRESS = 'Rank progress';
const NOT_RANKED = 'Not ranked';

function MonthStats({ warriors }: { warriors: MonthlyWarriors }) {
  const { rank, workoutCount } = warriors.currentUserStats;
  // every figure written as counts are everywhere: '2,003' here as in the list beside it
  const values = [
    rank === null ? <NoValue meaning={NOT_RANKED} /> : `#${formatCount(rank)}`,
    formatCount(workoutCount),
    formatCount(monthlyTotalUsers(warriors.topPerformers.length, rank)),
  ];
  return (
    <Stack gap="md">
      <dl className={styles.figures}>
        {FIGURE_LABELS.map((label, index) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{values[index]}</dd>
          </div>
        ))}
      </dl>
      <ProgressBar
        label={RANK_PROGRESS}
        value={monthlyRankProgress(rank, workoutCount)}
        formatValue={rankProgressText}
      />
    </Stack>
  );
}

/** The figures' and the bar's places, with their labels, while the month's ranking loads. */
function MonthStatsPlaceholder() {
  return (
    <Stack gap="md">
      <div className={styles.figures}>
        {FIGURE_LABELS.map((label) => (
          <div key={label} className={styles.figure}>
            <span className={styles.label}>{label}</span>
            <span className={styles.value}>
              <SkeletonShape width="2em" />
            </span>
          </div>
        ))}
      </div>
      <ProgressBarPlaceholder label={RANK_PROGRESS} />
    </Stack>
  );
}
