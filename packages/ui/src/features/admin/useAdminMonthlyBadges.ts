import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { retryAdminRead } from './admin-errors';
import { useReportFailure } from './useReportFailure';

/** GET /admin/monthly-badges: every monthly badge definition. */
export const adminMonthlyBadgesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminMonthlyBadges,
    queryFn: ({ signal }) => client.admin.monthlyBadges.list({ signal }),
    retry: retryAdminRead,
  });

export function useAdminMonthlyBadges() {
  const query = useQuery(adminMonthlyBadgesQuery(useApiClient()));
  useReportFailure(query.error);
  return query;
}
