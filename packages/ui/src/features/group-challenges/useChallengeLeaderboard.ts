import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { useReadGroupAgainOnRefusal } from '../groups/read-group-again';

/**
 * GET /groups/{id}/challenges/{challengeId}/leaderboard for one measurement type (the server's
 * first type when none is named).
 */
export const challengeLeaderboardQuery = (
  client: ApiClient,
  groupId: number,
  challengeId: number,
  measurementType: string | undefined,
) =>
  queryOptions({
    queryKey: [
      ...queryKeys.groupChallenge(groupId, challengeId),
      'leaderboard',
      // the server's first type has a key part no type's name can be: a type may be named 'first'
      measurementType ?? null,
    ] as const,
    queryFn: ({ signal }) =>
      client.groups.challenges.leaderboard(groupId, challengeId, { measurementType }, { signal }),
  });

/**
 * The previous type's board stays on screen while another type loads. A refusal reads the group
 * again, so her page shows her standing as it now is.
 */
export function useChallengeLeaderboard(
  groupId: number,
  challengeId: number,
  measurementType: string | undefined,
) {
  const board = useQuery({
    ...challengeLeaderboardQuery(useApiClient(), groupId, challengeId, measurementType),
    placeholderData: keepPreviousData,
  });
  useReadGroupAgainOnRefusal(groupId, board.error);
  return board;
}
