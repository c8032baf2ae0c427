import { useId } from 'react';
import { VisuallyHidden } from 'radix-ui';
import type { LeaderboardUser } from '@reprally/api-client';
import { useFirstAnswerHeld } from '../../../api/first-answer';
import { Card } from '../../../primitives/Card';
import { Avatar } from '../../../primitives/Avatar';
import { Tag } from '../../../primitives/Tag';
import { InlineError } from '../../../primitives/InlineError';
import { EmptyState } from '../../../primitives/EmptyState';
import { Link } from '../../../primitives/Link';
import { Skeleton } from '../../../primitives/Skeleton';
import { useSignedInUserId } from '../../../session/SessionContext';
import { ChangeIndicator } from '../ChangeIndicator';
import { RankBadge } from '../RankBadge';
import {
  LEADERBOARD_CARD_SIZE,
  selectLeaderboardEntries,
  type RankedEntry,
} from '../leaderboard-entries';
import { formatCount } from '../../../format/count';
import { useLeaderboard } from '../useLeaderboard';
import { RankedRowsSkeleton } from '../ranked-rows-skeleton';
import * as styles from './LeaderboardCard.css';
import { MemberName } from '../../../primitives/MemberName';

export const LEADERBOARD_EMPTY_TEXT = 'No one is on the leaderboard yet.';

export type LeaderboardCardViewProps = {
  /** The leaderboard in rank order; undefined while loading. */
  users?: readonly LeaderboardUser[];
  /** Why it failed to load; shown instead of the list. */
  error?: string | null;
  /** The signed-in member (session.user.sub): highlighted, and shown below when ranked lower. */
  currentUserId?: string | null;
  /** How many entries to show; 10 by default. */
  limit?: number;
};

/** The dashboard's leaderboard card: top entries, medals, moves, and the member's own rank. */
export function LeaderboardCardView({
  users,
  error = null,
  currentUserId = null,
  limit = LEADERBOARD_CARD_SIZE,
}: LeaderboardCardViewProps) {
  const errorId = useId();
  return (
    <Card
      as="section"
      title="Leaderboard"
      titleSize="md"
      headerAction={
        <Link to="/leaderboard" variant="standalone">
          View Leaderboard
        </Link>
      }
    >
      {users === undefined && error ? (
        <InlineError id={errorId}>{error}</InlineError>
      ) : users === undefined ? (
        <LeaderboardSkeleton rows={limit} />
      ) : users.length === 0 ? (
        <EmptyState size="compact" title={LEADERBOARD_EMPTY_TEXT} />
      ) : (
        <LeaderboardEntries users={users} currentUserId={currentUserId} limit={limit} />
      )}
    </Card>
  );
}

function LeaderboardEntries({
  users,
  currentUserId,
  limit,
}: {
  users: readonly LeaderboardUser[];
  currentUserId: string | null;
  limit: number;
}) {
  const { top, currentBelow } = selectLeaderboardEntries(users, currentUserId, limit);
  return (
    <>
      <ol role="list" className={styles.list} aria-label={`Top ${top.length}`}>
        {top.map((entry) => (
          <EntryRow key={entry.id} entry={entry} current={entry.id === currentUserId} />
        ))}
      </ol>
      {currentBelow ? (
        <>
          <div className={styles.gap} aria-hidden="true">
            ···
          </div>
          <ol role="list" className={styles.list} aria-label="Your rank">
            <EntryRow entry={currentBelow} current />
          </ol>
        </>
      ) : null}
    </>
  );
}

function EntryRow({ entry, current }: { entry: RankedEntry; current: boolean }) {
  return (
    <li className={styles.entry} aria-current={current || undefined} data-rank={entry.rank}>
      <RankBadge rank={entry.rank} />
      <Avatar name={entry.name} src={entry.profilePhotoUrl} size="sm" decorative />
      <span className={styles.who}>
        <MemberName name={entry.name} className={styles.name} />
        <span className={styles.points}>
          <span aria-hidden="true">{formatCount(entry.points)} pts</span>
          <VisuallyHidden.Root>{formatCount(entry.points)} points</VisuallyHidden.Root>
        </span>
      </span>
      {current ? (
        <Tag tone="primary" size="sm" className={styles.you}>
          You
        </Tag>
      ) : null}
      <ChangeIndicator change={entry.change} changeAmount={entry.changeAmount} />
    </li>
  );
}

/** As many rows as the card shows, so it is as tall loading as loaded. */
function LeaderboardSkeleton({ rows }: { rows: number }) {
  return (
    <Skeleton label="Loading leaderboard">
      <RankedRowsSkeleton
        rows={rows}
        classes={{
          list: styles.list,
          entry: styles.entry,
          who: styles.who,
          figure: styles.points,
        }}
      />
    </Skeleton>
  );
}

export type LeaderboardCardProps = Pick<LeaderboardCardViewProps, 'limit'>;

/** The leaderboard card on the mock or real backend, for the signed-in member. */
export function LeaderboardCard({ limit }: LeaderboardCardProps) {
  const { data, error, isPending } = useLeaderboard();
  const currentUserId = useSignedInUserId();
  const held = useFirstAnswerHeld(isPending);
  return (
    <LeaderboardCardView
      users={held ? undefined : data}
      error={error && !held ? error.message : null}
      currentUserId={currentUserId}
      limit={limit}
    />
  );
}
