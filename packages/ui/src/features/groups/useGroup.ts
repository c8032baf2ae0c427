import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { askAgainOnMount } from '../../api/read-retry';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { parseGroupId } from './group-standing';

/**
 * GET /groups/{id}: one group with its members and challenges. A group the server refused is not
 * asked for again when its page mounts after the app's early request (`askAgainOnMount`).
 */
export const groupQuery = (client: ApiClient, groupId: number) =>
  queryOptions({
    queryKey: queryKeys.group(groupId),
    queryFn: ({ signal }) => client.groups.get(groupId, { signal }),
    retryOnMount: askAgainOnMount,
  });

export function useGroup(groupId: number) {
  return useQuery(groupQuery(useApiClient(), groupId));
}

/**
 * Starts GET /groups/{id} for the group page at an address (`rawGroupId` as the address has it),
 * before the page's code has arrived: the page's first render then finds its answer on the way.
 * Nothing for an id the page refuses.
 */
export function prefetchGroup(
  queryClient: QueryClient,
  client: ApiClient,
  rawGroupId: string | undefined,
): void {
  const groupId = parseGroupId(rawGroupId);
  if (groupId !== null) void queryClient.prefetchQuery(groupQuery(client, groupId));
}
