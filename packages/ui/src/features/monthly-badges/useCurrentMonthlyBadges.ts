import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { useSecondaryRequestHeld } from '../../api/first-answer';
import { queryKeys } from '../../api/query-keys';

/** GET /users/me/monthly-badges/current: this month's earned badges. */
export const currentMonthlyBadgesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.monthlyBadgesCurrent,
    queryFn: ({ signal }) => client.monthlyBadges.current({ signal }),
  });

/** Not sent while a screen holds its secondary requests (`SecondaryRequestsWhenIdle`). */
export function useCurrentMonthlyBadges() {
  const held = useSecondaryRequestHeld();
  return useQuery({ ...currentMonthlyBadgesQuery(useApiClient()), enabled: !held });
}
