import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { parseGroupId } from './group-standing';

/** The server's answer that the group is not there (404) or not hers to read (403). */
function isGroupRefusal(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 403)
  );
}

/**
 * GET /groups/{id}: one group with its members and challenges.
 *
 * A group the server refused is the answer, not a failure to try again: a screen that mounts on
 * it (the group's page after the app's early request for the same group, a second screen of the
 * same group) shows it without asking again. The refusal is asked again when she comes back to
 * the window, when the cache is reset (as accepting an invite does) or once no screen has shown
 * it for the cache's while. A failure another try may answer differently (no answer, 5xx) is
 * still asked again when a screen mounts.
 */
export const groupQuery = (client: ApiClient, groupId: number) =>
  queryOptions({
    queryKey: queryKeys.group(groupId),
    queryFn: ({ signal }) => client.groups.get(groupId, { signal }),
    retryOnMount: (query) => !isGroupRefusal(query.state.error),
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
