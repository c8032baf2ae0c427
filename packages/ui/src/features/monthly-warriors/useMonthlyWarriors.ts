import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { useSecondaryRequestHeld } from '../../api/first-answer';
import { queryKeys } from '../../api/query-keys';

/** GET /monthly-warriors: this month's top performers and the member's own rank. */
export const monthlyWarriorsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.monthlyWarriors,
    queryFn: ({ signal }) => client.monthlyWarriors.get({ signal }),
  });

/** Not sent while a screen holds its secondary requests (`SecondaryRequestsWhenIdle`). */
export function useMonthlyWarriors() {
  const held = useSecondaryRequestHeld();
  return useQuery({ ...monthlyWarriorsQuery(useApiClient()), enabled: !held });
}
