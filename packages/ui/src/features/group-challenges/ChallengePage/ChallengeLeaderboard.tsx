import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GroupChallenge } from '@reprally/api-client';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Avatar } from '../../../primitives/Avatar';
import { Select } from '../../../primitives/Select';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Spinner } from '../../../primitives/Spinner';
import {
  CardRowLabel,
  labelledOnCard,
  Table,
  tableNameText,
  type TableHandle,
} from '../../../primitives/Table';
import { NoValue } from '../../../primitives/NoValue';
import { Tag, type TagTone } from '../../../primitives/Tag';
import { useSignedInUserId } from '../../../session/SessionContext';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { rankParticipants, type RankedParticipant } from '../leaderboard-ranking';
import {
  changeAsRead,
  formatChange,
  formatMeasurement,
  formatPercentChange,
  missingChangeMeaning,
  missingMeaning,
  trendLabels,
  trendOf,
  type Trend,
} from '../measurement-display';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { useChallengeLeaderboard } from '../useChallengeLeaderboard';
import * as styles from './ChallengePage.css';
import { MemberName } from '../../../primitives/MemberName';

export const NO_PARTICIPANTS = 'No participants yet';

/** The address's name for the board's chosen measurement type. */
export const BOARD_TYPE_PARAM = 'board';

const trendTones: Record<Trend, TagTone> = {
  progress: 'success',
  setback: 'danger',
  none: 'neutral',
};

/**
 * Everyone in the challenge for one measurement type, best progress first (for weight, waist
 * and body fat the largest drop), equal progress sharing a rank, the member's own row marked.
 */
export function ChallengeLeaderboard({
  groupId,
  challenge,
}: {
  groupId: number;
  challenge: GroupChallenge;
}) {
  // her choice is kept in the address (`?board=Waist`): the other tabs keep it, so the board she
  // comes back to is the one she chose, and Back and a shared link show it too
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(BOARD_TYPE_PARAM);
  // a type the challenge does not measure (an old link) is no choice
  const chosen =
    asked !== null && challenge.measurementTypes.some((t) => t.name === asked) ? asked : undefined;
  const setChosen = (type: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(BOARD_TYPE_PARAM, type);
        return next;
      },
      // a choice of board is no new page: Back leaves the board
      { replace: true },
    );
  };
  const board = useChallengeLeaderboard(groupId, challenge.id, chosen);
  const { data, isPlaceholderData } = board;
  const userId = useSignedInUserId();
  // the picker shows her choice at once; the board, and its caption, the type it was read for
  // (the previous type's board stays while the chosen one loads)
  const picked = chosen ?? data?.measurementType ?? challenge.measurementTypes[0]?.name ?? '';
  const type = data?.measurementType ?? picked;
  const types = data?.measurementTypes ?? challenge.measurementTypes;
  const unit = types.find((t) => t.name === type)?.unit ?? '';
  // each row's change is the one its figures show, so it adds up and ranks as it reads
  const rows = useMemo(
    () =>
      data
        ? rankParticipants(
            data.participants.map((participant) => ({
              ...participant,
              change: changeAsRead(
                participant.initial,
                participant.current,
                participant.change,
                data.measurementType ?? '',
                unit,
              ),
            })),
            data.measurementType,
            unit,
          )
        : [],
    [data, unit],
  );
  // a board that could not be read gives way to the reason and 'Try Again'; the picker stays,
  // so she can try again or pick another type. While 'Try Again' asks, the reason and the busy
  // button stay (a new failure is said again, focus kept on the button), not the previous type's
  // board standing in for it; when its board comes, focus goes to it, not to the page
  const boardPlace = useRef<HTMLDivElement>(null);
  // with a handle the table is focusable by script (never by Tab)
  const table = useRef<TableHandle>(null);
  const { failure, retry } = useReadRetry(board, undefined, {
    // the board, or with no one on it yet its box holding the message (both focusable by script)
    focusTarget: () => boardPlace.current?.querySelector<HTMLElement>('[tabindex="-1"]'),
    // a board read before stays under a failure to read it again (after her own save, say), as
    // her progress beside it does: it may be out of date, so the failure is said, not hidden
    failureOverData: true,
  });
  // another type's board standing in for the one that failed is not shown under its failure
  const shownBoard = failure !== null && isPlaceholderData ? undefined : data;

  const show = (value: number | null) =>
    value === null ? (
      <NoValue meaning={missingMeaning.measurement} />
    ) : (
      formatMeasurement(value, type, unit)
    );

  return (
    <Stack gap="md">
      <Select
        label="Measurement type"
        // a picker above the board, not a form's field: as wide as its longest type
        width="longestOption"
        options={types.map((t) => ({ value: t.name, label: t.name }))}
        value={picked}
        onValueChange={setChosen}
      />
      {failure !== null ? <LoadFailure message={failure} dismissible {...retry} /> : null}
      {shownBoard === undefined ? (
        failure !== null ? null : (
          <Skeleton label="Loading leaderboard">
            <SkeletonShape shape="rect" />
          </Skeleton>
        )
      ) : (
        // the previous type's board stays while the chosen one loads, marked busy, with a
        // spinner that says so
        <div
          ref={boardPlace}
          aria-busy={isPlaceholderData || undefined}
          className={styles.boardFrame}
        >
          <Table<RankedParticipant>
            ref={table}
            className={styles.stackedBoard}
            cardRows
            caption={
              <>
                Leaderboard: <bdi>{type}</bdi>
              </>
            }
            columns={[
              {
                key: 'rank',
                header: 'Rank',
                numeric: true,
                cell: (row) => row.rank ?? <NoValue meaning={missingMeaning.rank} />,
              },
              {
                key: 'name',
                header: 'Member',
                rowHeader: true,
                cell: (row) => (
                  <Inline gap="sm" wrap={false}>
                    <Avatar
                      name={row.userName}
                      src={displayablePhotoUrl(row.profilePhotoUrl)}
                      decorative
                    />
                    <MemberName name={row.userName} className={tableNameText} />
                  </Inline>
                ),
              },
              {
                key: 'initial',
                header: 'Initial',
                numeric: true,
                cell: (row) => labelledOnCard('Initial', show(row.initial)),
              },
              {
                key: 'current',
                header: 'Current',
                numeric: true,
                cell: (row) => labelledOnCard('Current', show(row.current)),
              },
              {
                key: 'change',
                header: 'Change',
                numeric: true,
                cell: (row) =>
                  labelledOnCard(
                    'Change',
                    row.change === null ? (
                      <NoValue meaning={missingChangeMeaning(row.initial, row.change)} />
                    ) : (
                      formatChange(row.change, type, unit)
                    ),
                  ),
              },
              {
                key: 'percent',
                header: 'Change (%)',
                numeric: true,
                cell: (row) => {
                  const percent =
                    row.percentChange === null ? (
                      <NoValue meaning={missingChangeMeaning(row.initial, row.change, true)} />
                    ) : (
                      <span>{formatPercentChange(row.percentChange)}</span>
                    );
                  // nothing measured to change: no figure and no direction
                  if (row.percentChange === null && row.change === null) {
                    return labelledOnCard('Change (%)', percent);
                  }
                  // the same words as on her own progress, from the figures as they are shown; a
                  // change from a start at 0 has no percentage, and a direction all the same
                  const trend = trendOf(row.change, type, unit, row.percentChange);
                  return (
                    <Stack gap="none" align="flex-end">
                      <CardRowLabel>Change (%)</CardRowLabel>
                      {percent}
                      <Tag size="sm" tone={trendTones[trend]} className={styles.trendTag}>
                        {trendLabels[trend]}
                      </Tag>
                    </Stack>
                  );
                },
              },
            ]}
            rows={rows}
            rowKey={(row) => row.userId}
            isCurrentRow={(row) => row.userId === userId}
            emptyMessage={NO_PARTICIPANTS}
          />
          {isPlaceholderData ? (
            <Spinner
              size="sm"
              label={`Loading leaderboard: ${picked}`}
              className={styles.boardLoading}
            />
          ) : null}
        </div>
      )}
    </Stack>
  );
}
