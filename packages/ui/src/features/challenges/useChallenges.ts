import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /users/me/challenges: the member's personal challenges with progress. */
export const challengesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.challenges,
    queryFn: ({ signal }) => client.challenges.list({ signal }),
  });

export function useChallenges() {
  return useQuery(challengesQuery(useApiClient()));
}
