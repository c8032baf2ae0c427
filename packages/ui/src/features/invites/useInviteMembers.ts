import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  provideInviteMembers,
  selectUserSearchView,
  type InviteCandidate,
  type InviteUserRequest,
} from '@reprally/machines';
import { useApiClient } from '../../api/ApiClientProvider';
import { onceOnline } from '../../api/online';

/**
 * The invite flow of one group bound to the api client: user search (GET /users/search),
 * invite by user (POST /groups/{id}/invites) for each result row, invite by e-mail
 * (POST /groups/{id}/invite-by-email). Failures are reported and shown where they happened.
 */
export function useInviteMembers(groupId: number) {
  const client = useApiClient();
  const [machine] = useState(() => {
    // a search superseded by new typing is cancelled, not failed: nothing to report
    const reported = <T>(promise: Promise<T>, signal?: AbortSignal) =>
      promise.catch((error: unknown) => {
        if (!signal?.aborted) void client.errors.report(error);
        throw error;
      });
    return provideInviteMembers({
      searchUsers: fromPromise<InviteCandidate[], { query: string }>(({ input, signal }) =>
        reported(client.users.search(input.query, { signal }), signal),
      ),
      // offline, an invitation waits for the connection instead of failing
      inviteUser: fromPromise<unknown, InviteUserRequest>(({ input, signal }) =>
        reported(onceOnline(() => client.groups.inviteUser(groupId, String(input.userId)), signal)),
      ),
      inviteByEmail: fromPromise<unknown, { groupId: string | number; email: string }>(
        ({ input, signal }) =>
          reported(onceOnline(() => client.groups.inviteByEmail(groupId, input.email), signal)),
      ),
    });
  });
  const [snapshot, send] = useMachine(machine, { input: { groupId } });
  return { snapshot, send, search: selectUserSearchView(snapshot) };
}
