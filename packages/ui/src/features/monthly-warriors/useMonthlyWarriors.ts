import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /monthly-warriors: this month's top performers and the member's own rank. */
export const monthlyWarriorsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.monthlyWarriors,
    queryFn: ({ signal }) => client.monthlyWarriors.get({ signal }),
  });

export function useMonthlyWarriors() {
  return useQuery(monthlyWarriorsQuery(useApiClient()));
}
