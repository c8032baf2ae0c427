import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { retryAdminRead } from './admin-errors';
import { useReportFailure } from './useReportFailure';

/** GET /admin/challenges: every site-wide challenge, active or not. */
export const adminChallengesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.adminChallenges,
    queryFn: ({ signal }) => client.admin.challenges.list({ signal }),
    retry: retryAdminRead,
  });

export function useAdminChallenges() {
  const query = useQuery(adminChallengesQuery(useApiClient()));
  useReportFailure(query.error);
  return query;
}
