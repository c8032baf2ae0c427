import type { MonthlyWarrior } from '@reprally/api-client';
import { Avatar } from '../../../primitives/Avatar';
import { RankBadge } from '../../leaderboard/RankBadge';
import { RankedRowsSkeleton } from '../../leaderboard/ranked-rows-skeleton';
import { medalFor } from '../../leaderboard/leaderboard-entries';
import { workoutCountText } from '../../../format/count';
import * as styles from './WarriorsList.css';
import { MemberName } from '../../../primitives/MemberName';

export type WarriorsListProps = {
  /** The warriors to list, in rank order. */
  warriors: readonly MonthlyWarrior[];
  /** The signed-in member, highlighted where they appear. */
  currentUserId?: string | null;
  /** Names the list for screen readers, e.g. 'Top Warriors'. */
  'aria-label'?: string;
  /**
   * 'one line' (a card among others): each name on one line, cut with an ellipsis where the row
   * ends. 'whole' (the page of the month's ranking): long names wrap, so every name can be read.
   */
  names?: 'one line' | 'whole';
};

/**
 * Monthly warriors by rank: rank disc, photo, name and workouts; the top 3 in their medal
 * colours and the member's own row highlighted. Shared by the dashboard card and the page.
 */
export function WarriorsList({
  warriors,
  currentUserId = null,
  'aria-label': ariaLabel,
  names = 'one line',
}: WarriorsListProps) {
  return (
    <ol role="list" className={styles.list} aria-label={ariaLabel}>
      {warriors.map((warrior) => (
        <li
          key={warrior.userId}
          className={styles.entry}
          data-medal={medalFor(warrior.rank) ?? undefined}
          aria-current={warrior.userId === currentUserId || undefined}
        >
          <RankBadge rank={warrior.rank} />
          <Avatar name={warrior.userName} src={warrior.profilePhotoUrl} size="sm" decorative />
          <span className={styles.who}>
            <MemberName
              name={warrior.userName}
              className={names === 'whole' ? styles.name.whole : styles.name.oneLine}
            />
            <span className={styles.count}>{workoutCountText(warrior.workoutCount)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Placeholder rows while the ranking loads. */
export function WarriorsListSkeleton({ rows }: { rows: number }) {
  return (
    <RankedRowsSkeleton
      rows={rows}
      classes={{ list: styles.list, entry: styles.entry, who: styles.who, figure: styles.count }}
      figureWidth="40%"
    />
  );
}
