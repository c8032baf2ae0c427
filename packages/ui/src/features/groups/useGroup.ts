import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /groups/{id}: one group with its members and challenges. */
export const groupQuery = (client: ApiClient, groupId: number) =>
  queryOptions({
    queryKey: queryKeys.group(groupId),
    queryFn: ({ signal }) => client.groups.get(groupId, { signal }),
  });

export function useGroup(groupId: number) {
  return useQuery(groupQuery(useApiClient(), groupId));
}
