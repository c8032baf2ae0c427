import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { useIdleSince } from '../../api/first-answer';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/SessionContext';

/** Pending invites are polled every 5 minutes while signed in. */
export const PENDING_INVITES_POLL_MS = 5 * 60 * 1000;

/** GET /users/me/group-invites as a query, for the Invites marker and the invites screen. */
export function pendingInvitesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.pendingInvites,
    queryFn: ({ signal }) => client.invites.pending({ signal }),
  });
}

/**
 * The member's pending group invites, polled while signed in; nothing is asked signed out. For
 * the navigation's marker (`whenIdle`), the first ask waits until the browser is idle after she
 * is signed in, at most a second: the page's own requests go first.
 */
export function usePendingInvites({ whenIdle = false }: { whenIdle?: boolean } = {}) {
  const client = useApiClient();
  const { session } = useSession();
  const signedIn = session.status === 'signedIn';
  const idle = useIdleSince(whenIdle && signedIn);
  return useQuery({
    ...pendingInvitesQuery(client),
    enabled: signedIn && (!whenIdle || idle),
    refetchInterval: signedIn ? PENDING_INVITES_POLL_MS : false,
  });
}
