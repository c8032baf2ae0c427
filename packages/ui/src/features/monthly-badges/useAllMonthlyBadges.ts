import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /users/me/monthly-badges: every month in which the member earned badges. */
export const allMonthlyBadgesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.monthlyBadgesAll,
    queryFn: ({ signal }) => client.monthlyBadges.all({ signal }),
  });

export function useAllMonthlyBadges() {
  return useQuery(allMonthlyBadgesQuery(useApiClient()));
}
