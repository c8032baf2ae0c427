import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { retryAdminRead } from './admin-errors';
import { useReportFailure } from './useReportFailure';

/** GET /admin/monthly-badges/stats: badges awarded, badge types and users with badges. */
export const monthlyBadgeStatsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminMonthlyBadgeStats,
    queryFn: ({ signal }) => client.admin.monthlyBadges.stats({ signal }),
    retry: retryAdminRead,
  });

export function useMonthlyBadgeStats() {
  const query = useQuery(monthlyBadgeStatsQuery(useApiClient()));
  useReportFailure(query.error);
  return query;
}
