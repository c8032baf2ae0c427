import { VisuallyHidden } from 'radix-ui';
import { medalFor } from '../leaderboard-entries';
import * as styles from './RankBadge.css';
import { formatCount } from '../../../format/count';

export type RankBadgeProps = {
  /** 1-based rank; the top 3 get medal colours. */
  rank: number;
  /** Say 'Rank' before the number to screen readers (off where a 'Rank' column header does). */
  announceLabel?: boolean;
  className?: string;
};

/** A member's rank as a disc: gold, silver and bronze for the top 3. */
export function RankBadge({ rank, announceLabel = true, className }: RankBadgeProps) {
  const medal = medalFor(rank);
  return (
    <span
      className={[styles.rankBadge({ medal: medal ?? 'none' }), className]
        .filter(Boolean)
        .join(' ')}
      data-medal={medal ?? undefined}
    >
      {announceLabel ? <VisuallyHidden.Root>Rank </VisuallyHidden.Root> : null}
      {formatCount(rank)}
    </span>
  );
}
