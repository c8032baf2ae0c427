import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /monthly-goals/current: the member's goal for this month, null while none is set. */
export const monthlyGoalQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.monthlyGoal,
    queryFn: ({ signal }) => client.monthlyGoals.current({ signal }),
  });

export function useMonthlyGoal() {
  return useQuery(monthlyGoalQuery(useApiClient()));
}
