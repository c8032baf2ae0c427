import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /users/me/groups: the groups the member belongs to, with their counts and roles. */
export const myGroupsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.myGroups,
    queryFn: ({ signal }) => client.groups.list({ signal }),
  });

export function useMyGroups() {
  return useQuery(myGroupsQuery(useApiClient()));
}
