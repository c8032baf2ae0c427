import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /groups/{id}/challenges/{challengeId}: the challenge's name, dates, buy-in and types. */
export const groupChallengeQuery = (client: ApiClient, groupId: number, challengeId: number) =>
  queryOptions({
    queryKey: [...queryKeys.groupChallenge(groupId, challengeId), 'details'] as const,
    queryFn: ({ signal }) => client.groups.challenges.get(groupId, challengeId, { signal }),
  });

export function useGroupChallenge(groupId: number, challengeId: number) {
  return useQuery(groupChallengeQuery(useApiClient(), groupId, challengeId));
}
