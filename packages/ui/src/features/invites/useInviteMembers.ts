import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  provideInviteMembers,
  selectUserSearchView,
  type InviteCandidate,
  type InviteUserRequest,
} from '@reprally/machines';
import { isApiError } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { onceOnline } from '../../api/online';
import { queryKeys } from '../../api/query-keys';
import { readAgain } from '../../api/read-again';
import { forgetDraft, keepDraft, keptDraft } from '../../api/kept-draft';
import { keptFailure, sendFromMachine } from '../../api/sent-press';
import { readGroupAgainIfRefused } from '../groups/read-group-again';

/** The server already counts what was asked (409). */
const isConflict = (error: unknown) => isApiError(error) && error.status === 409;

/**
 * Whom she has invited to the group since the page loaded (by their row, or by e-mail to their
 * address: each kept under its own key), so a dialog opened again shows them
 * as 'Invited' instead of offering the invite a second time. The server has no call that lists
 * a group's pending invites, so this is what the app saw: kept in the query cache, it goes when
 * she logs out or the page goes.
 */
function invitedByHer<T extends string | number>(
  queryClient: QueryClient,
  key: QueryKey,
): ReadonlyArray<T> {
  return queryClient.getQueryData<T[]>(key) ?? [];
}

function rememberInvited<T extends string | number>(
  queryClient: QueryClient,
  key: QueryKey,
  invited: T,
) {
  // nothing observes the list between dialogs: it must outlast the cache's 5-minute clean-up
  queryClient.setQueryDefaults(key, { gcTime: Infinity });
  queryClient.setQueryData<T[]>(key, (all = []) =>
    all.includes(invited) ? all : [...all, invited],
  );
}

/**
 * The invite flow of one group bound to the api client: user search (GET /users/search),
 * invite by user (POST /groups/{id}/invites) for each result row, invite by e-mail
 * (POST /groups/{id}/invite-by-email). Failures are reported and shown where they happened.
 *
 * Inviting someone the server already counts (409: a pending invite, or a member by now) is not a
 * failure: what she asked for is so. The row says 'Invited', and the group is read again, so a
 * person who has joined meanwhile shows as a member instead. By e-mail, the server's reason
 * ('That person is already a member of this group') shows under the address, unreported.
 *
 * An invite the server refuses (403: she is no longer its creator or an Admin; 404: the group is
 * gone) reads the group again, so the page shows her standing as it now is instead of offering
 * 'Invite Member' again; the failure is still reported and shown, and the address stays.
 *
 * Whom she invited (or found already invited) stays 'Invited' when the dialog opens again, and
 * an address she typed and has not sent is still in its field. An invite she sent and closed the
 * dialog on before the answer takes the address with it once it is made; if it fails, the field
 * opens again with the address and says why.
 */
export function useInviteMembers(groupId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // an address she typed and has not sent waits while the dialog is closed or she is elsewhere
  // in the app, until the invite is sent (the field is then emptied) or she clears it
  const emailDraft = `invite-email:${groupId}`;
  const [machine] = useState(() => {
    // a search superseded by new typing is cancelled, not failed: nothing to report
    const reported = <T>(promise: Promise<T>, signal?: AbortSignal) =>
      promise.catch((error: unknown) => {
        if (!signal?.aborted) void client.errors.report(error);
        throw error;
      });
    // a write in the group: a refusal also reads the group again
    const groupWrite = <T>(promise: Promise<T>) =>
      reported(promise).catch((error: unknown) => {
        readGroupAgainIfRefused(queryClient, groupId, error);
        throw error;
      });
    // an invitation the server already counts (409: already invited, or a member by now) is its
    // answer, not a failure to report; the group is read again, as she may have joined meanwhile.
    // One left waiting for the connection when the dialog closed was never sent: nothing failed
    const invitation = <T>(promise: Promise<T>, signal: AbortSignal) =>
      promise.catch((error: unknown) => {
        if (signal.aborted && error === signal.reason) throw error;
        if (!isConflict(error)) return groupWrite(Promise.reject(error));
        // the group alone: not its feed, comments and boards under the same key
        void readAgain(queryClient, { queryKey: queryKeys.group(groupId), exact: true });
        throw error;
      });
    return provideInviteMembers({
      searchUsers: fromPromise<InviteCandidate[], { query: string }>(({ input, signal }) =>
        reported(client.users.search(input.query, { signal }), signal),
      ),
      // offline, an invitation waits for the connection instead of failing; by user, a conflict
      // is what she asked for: the row says 'Invited'
      inviteUser: fromPromise<unknown, InviteUserRequest>(({ input, signal }) =>
        invitation(
          onceOnline(() => client.groups.inviteUser(groupId, String(input.userId)), signal),
          signal,
        )
          .catch((error: unknown) => {
            if (isConflict(error)) return undefined;
            throw error;
          })
          .then(() => rememberInvited(queryClient, queryKeys.invitedByHer(groupId), input.userId)),
      ),
      // by e-mail, the conflict's reason shows under the address; the address she typed goes
      // with the invite it made, also when she has closed the dialog before the answer (its
      // machine stops with it), so that opening it again does not offer it for a second invite
      inviteByEmail: fromPromise<unknown, { groupId: string | number; email: string }>(
        ({ input, signal }) =>
          invitation(
            sendFromMachine(queryClient, [emailDraft], signal, () =>
              client.groups.inviteByEmail(groupId, input.email),
            ),
            signal,
          ).then(() =>
            // as sent: the dialog compares addresses in its own way
            rememberInvited(queryClient, queryKeys.invitedByHerEmail(groupId), input.email),
          ),
      ),
    });
  });
  const [snapshot, send] = useMachine(machine, {
    input: {
      groupId,
      invitedEarlier: invitedByHer(queryClient, queryKeys.invitedByHer(groupId)),
      invitedEmailsEarlier: invitedByHer<string>(queryClient, queryKeys.invitedByHerEmail(groupId)),
      email: keptDraft<string>(queryClient, emailDraft)?.value,
      // told here once: the draft kept again below, as the dialog opens, no longer holds it
      emailFailure: keptFailure(queryClient, emailDraft)?.reason,
    },
  });
  const { email } = snapshot.context;
  useEffect(() => {
    if (email === '') forgetDraft(queryClient, emailDraft);
    else keepDraft(queryClient, emailDraft, email);
  }, [queryClient, emailDraft, email]);
  return { snapshot, send, search: selectUserSearchView(snapshot) };
}
