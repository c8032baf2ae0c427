import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { askAgainOnMount } from '../../api/read-retry';
import { queryKeys } from '../../api/query-keys';
import { parseGroupId } from '../groups/group-standing';

/**
 * GET /groups/{id}/challenges/{challengeId}: the challenge's name, dates, buy-in and types. A
 * challenge the server refused is not asked for again when its page mounts after the app's early
 * request (`askAgainOnMount`).
 */
export const groupChallengeQuery = (client: ApiClient, groupId: number, challengeId: number) =>
  queryOptions({
    queryKey: [...queryKeys.groupChallenge(groupId, challengeId), 'details'] as const,
    queryFn: ({ signal }) => client.groups.challenges.get(groupId, challengeId, { signal }),
    retryOnMount: askAgainOnMount,
  });

export function useGroupChallenge(groupId: number, challengeId: number) {
  return useQuery(groupChallengeQuery(useApiClient(), groupId, challengeId));
}

/**
 * Starts the challenge's read for its page at an address (the ids as the address has them), before
 * the page's code has arrived: its first render then finds the answer on the way. Nothing for ids
 * the page refuses.
 */
export function prefetchGroupChallenge(
  queryClient: QueryClient,
  client: ApiClient,
  rawGroupId: string | undefined,
  rawChallengeId: string | undefined,
): void {
  const groupId = parseGroupId(rawGroupId);
  const challengeId = parseGroupId(rawChallengeId);
  if (groupId === null || challengeId === null) return;
  void queryClient.prefetchQuery(groupChallengeQuery(client, groupId, challengeId));
}
