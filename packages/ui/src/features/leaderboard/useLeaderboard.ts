import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { useSecondaryRequestHeld } from '../../api/first-answer';
import { queryKeys } from '../../api/query-keys';

/** GET /leaderboard: every member by points, in rank order. */
export const leaderboardQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.leaderboard,
    queryFn: ({ signal }) => client.leaderboard.get({ signal }),
  });

/** Not sent while a screen holds its secondary requests (`SecondaryRequestsWhenIdle`). */
export function useLeaderboard() {
  const held = useSecondaryRequestHeld();
  return useQuery({ ...leaderboardQuery(useApiClient()), enabled: !held });
}
