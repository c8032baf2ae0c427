import type { ReactNode } from 'react';
import type { LeaderboardUser } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Avatar } from '../../../primitives/Avatar';
import { Card } from '../../../primitives/Card';
import { PageHeader } from '../../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Table, tableNameText, type TableColumn } from '../../../primitives/Table';
import { useSignedInUserId } from '../../../session/SessionContext';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { LogWorkoutButton } from '../../workouts/LogWorkoutButton';
import { LEADERBOARD_EMPTY_TEXT } from '../LeaderboardCard/LeaderboardCard';
import { RankBadge } from '../RankBadge';
import { rankEntries, type RankedEntry } from '../leaderboard-entries';
import { formatCount } from '../../../format/count';
import { useLeaderboard } from '../useLeaderboard';
import * as styles from './LeaderboardPage.css';
import { MemberName } from '../../../primitives/MemberName';

export type LeaderboardPageViewProps = {
  /** The leaderboard in rank order; undefined while loading. */
  users?: readonly LeaderboardUser[];
  /** Why it failed to load. */
  error?: string | null;
  /** The signed-in member (session.user.sub): their points, and their row highlighted. */
  currentUserId?: string | null;
  /** The 'Log Workout' control (features/workouts' LogWorkoutButton in the app). */
  logWorkout?: ReactNode;
  /** Asks for the board again after a failed load ('Try Again' under the failure). */
  onTryAgain?: () => void;
  /** The board is being asked for again: 'Try Again' is busy. */
  asking?: boolean;
  /** Which failure this is: a new one is said again. */
  attempt?: number;
};

const columns: readonly TableColumn<RankedEntry>[] = [
  {
    key: 'rank',
    header: 'Rank',
    fit: true,
    cell: (entry) => <RankBadge rank={entry.rank} announceLabel={false} />,
  },
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (entry) => (
      <span className={styles.nameCell}>
        <Avatar name={entry.name} src={entry.profilePhotoUrl} size="sm" decorative />
        <MemberName name={entry.name} className={tableNameText} />
      </span>
    ),
  },
  { key: 'points', header: 'Points', numeric: true, cell: (entry) => formatCount(entry.points) },
];

/** The rows the loading board shows: as many as a short board has. */
const placeholderRows: readonly number[] = Array.from({ length: 6 }, (_, index) => index);

/** The board's columns with a grey shape for each figure, name and picture to come. */
const placeholderColumns: readonly TableColumn<number>[] = [
  {
    key: 'rank',
    header: 'Rank',
    fit: true,
    cell: () => <SkeletonShape shape="circle" size="sm" />,
  },
  {
    key: 'name',
    header: 'Name',
    cell: () => (
      <span className={styles.nameCell}>
        <SkeletonShape shape="circle" size="sm" />
        <SkeletonShape width="7em" />
      </span>
    ),
  },
  {
    key: 'points',
    header: 'Points',
    numeric: true,
    cell: () => (
      <span className={styles.placeholderFigure}>
        <SkeletonShape width="3em" />
      </span>
    ),
  },
];

/**
 * Leaderboard page: 'Your Points', Log Workout and the 'Top Users' table; a board that failed to
 * load says so, with 'Try Again' given `onTryAgain`, above the board read before if there is one.
 */
export function LeaderboardPageView({
  users,
  error = null,
  currentUserId = null,
  logWorkout,
  onTryAgain,
  asking = false,
  attempt = 0,
}: LeaderboardPageViewProps) {
  useDocumentTitle('Leaderboard');
  const ranked = users ? rankEntries(users) : undefined;
  const mine = ranked?.find((entry) => entry.id === currentUserId);

  return (
    <div className={styles.page}>
      <PageHeader title="Leaderboard" actions={logWorkout} />
      {error ? (
        <LoadFailure
          message={error}
          dismissible
          attempt={attempt}
          asking={asking}
          onTryAgain={onTryAgain}
        />
      ) : null}
      {ranked === undefined ? (
        error ? null : (
          <>
            <Card as="section" title="Your Points" titleSize="md">
              {/* her figure's line and her rank's, each in the style of the text it stands for */}
              <Skeleton label="Loading your points" gap="md">
                <p className={styles.points}>
                  <SkeletonShape width="9rem" />
                </p>
                <p className={styles.rankLine}>
                  <SkeletonShape width="7rem" />
                </p>
              </Skeleton>
            </Card>
            <Card as="section" title="Top Users" titleSize="md">
              {/*
              the board's own table, its rows drawn in grey: as wide, as tall and as ruled; inert,
              so a table too wide for the window (large text on a phone) offers no stop to a key
            */}
              <Skeleton label="Loading top users">
                <div inert>
                  <Table
                    caption="Top Users"
                    hideCaption
                    columns={placeholderColumns}
                    rows={placeholderRows}
                    rowKey={(row) => row}
                  />
                </div>
              </Skeleton>
            </Card>
          </>
        )
      ) : (
        <>
          <Card as="section" title="Your Points" titleSize="md">
            <p className={styles.points}>{formatCount(mine?.points ?? 0)}</p>
            {mine ? (
              <p className={styles.rankLine}>
                Rank {formatCount(mine.rank)} of {formatCount(ranked.length)}
              </p>
            ) : null}
          </Card>
          <Card as="section" title="Top Users" titleSize="md">
            <Table
              caption="Top Users"
              hideCaption
              columns={columns}
              rows={ranked}
              rowKey={(entry) => entry.id}
              isCurrentRow={(entry) => entry.id === currentUserId}
              emptyMessage={LEADERBOARD_EMPTY_TEXT}
            />
          </Card>
        </>
      )}
    </div>
  );
}

export type LeaderboardPageProps = {
  /** Replaces the page's own LogWorkoutButton (features/workouts). */
  logWorkout?: ReactNode;
};

/** The /leaderboard screen for the signed-in member; a board that failed can be asked again. */
export function LeaderboardPage({ logWorkout = <LogWorkoutButton /> }: LeaderboardPageProps) {
  const leaderboard = useLeaderboard();
  const currentUserId = useSignedInUserId();
  // a board read before stays under a failure to read it again (after her own Log Workout, say):
  // its points may be out of date, so the failure is said, not hidden
  const { failure, retry } = useReadRetry(leaderboard, undefined, { failureOverData: true });
  return (
    <LeaderboardPageView
      users={leaderboard.data}
      error={failure}
      currentUserId={currentUserId}
      logWorkout={logWorkout}
      {...retry}
    />
  );
}
