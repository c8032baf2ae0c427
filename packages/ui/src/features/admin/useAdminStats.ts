import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { retryAdminRead } from './admin-errors';
import { useReportFailure } from './useReportFailure';

/** GET /admin/stats: total users, workouts, active challenges and challenge completions. */
export const adminStatsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminStats,
    queryFn: ({ signal }) => client.admin.stats.get({ signal }),
    retry: retryAdminRead,
  });

export function useAdminStats() {
  const query = useQuery(adminStatsQuery(useApiClient()));
  useReportFailure(query.error);
  return query;
}
