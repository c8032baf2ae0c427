import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { retryAdminRead } from './admin-errors';
import { useReportFailure } from './useReportFailure';

/** GET /admin/users: every member with points, workouts, completed challenges and last activity. */
export const adminUsersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminUsers,
    queryFn: ({ signal }) => client.admin.users.list({ signal }),
    retry: retryAdminRead,
  });

export function useAdminUsers() {
  const query = useQuery(adminUsersQuery(useApiClient()));
  useReportFailure(query.error);
  return query;
}
