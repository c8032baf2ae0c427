import type { LeaderboardChange } from '@reprally/api-client';
import { VisuallyHidden } from 'radix-ui';
import { formatCount } from '../../../format/count';
import { changeText } from '../leaderboard-entries';
import * as styles from './ChangeIndicator.css';

export type ChangeIndicatorProps = {
  change: LeaderboardChange;
  changeAmount: number;
};

const paths: Record<LeaderboardChange, string> = {
  up: 'M12 5l7 9H5z',
  down: 'M12 19l-7-9h14z',
  neutral: 'M5 11h14v2H5z',
};

/** The move since last time, 'up', 'down' or neutral, with changeAmount written as counts are. */
export function ChangeIndicator({ change, changeAmount }: ChangeIndicatorProps) {
  return (
    <span className={styles.changeIndicator({ change })} data-change={change}>
      <svg className={styles.icon} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d={paths[change]} />
      </svg>
      {change === 'neutral' ? null : <span aria-hidden="true">{formatCount(changeAmount)}</span>}
      <VisuallyHidden.Root>{changeText(change, changeAmount)}</VisuallyHidden.Root>
    </span>
  );
}
