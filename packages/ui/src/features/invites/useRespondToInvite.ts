import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupInvite } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgain, readAgainIfUnanswered } from '../../api/read-again';
import { myGroupsQuery } from '../groups/useMyGroups';
import { answerHolds, isAnsweredElsewhere } from './invite-answer';

/**
 * Accept or decline one invite (POST /groups/invites/{id}/accept or /reject). Either answer
 * removes it from the pending invites; accepting also adds the group to My Groups at once, and
 * forgets what was read of the group itself (its page, challenges and feed) while she was not
 * in it: read before, as a visitor of a public group, it would still say she is not a member.
 * One hook per invite row, so each row has its own pending state and error.
 *
 * An invite answered already (404 or 409: in another tab, or withdrawn) is not there to answer.
 * When what she asked for is so anyway (she pressed Accept and is in the group, or Decline and is
 * not), it counts as done, as inviting someone invited already does: her groups are read to tell.
 * Otherwise the failure is reported, and the page says the invite is no longer open. Either way
 * the pending invites are read again, and the stale invite leaves the list (even when that read
 * fails) instead of failing the same way at each press.
 */
/**
 * What an answer to one invite is known by, so the invite shown again (she left the page before
 * the answer, and came back) finds an answer given before.
 */
export const inviteAnswerKey = (inviteId: number) => ['invite', inviteId, 'answer'] as const;

export function useRespondToInvite(inviteId: number, groupId: number | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // her groups as the server has them now tell whether the answer holds; unread, it does not
  const answerHoldsNow = (accept: boolean) =>
    queryClient.query({ ...myGroupsQuery(client), staleTime: 0 }).then(
      (myGroups) => answerHolds(accept, groupId, myGroups),
      () => false,
    );
  // an invite answered (here, or elsewhere: the server no longer has it) leaves the pending
  // invites once they have been read again, even when that read failed: the list would offer
  // Accept and Decline again, and hold back what the page says of the answer. Left out so, the
  // list is still marked to be read again
  const offTheList = () => {
    const invites = queryClient.getQueryData<readonly GroupInvite[]>(queryKeys.pendingInvites);
    if (!invites?.some((invite) => invite.id === inviteId)) return;
    queryClient.setQueryData<readonly GroupInvite[]>(
      queryKeys.pendingInvites,
      invites.filter((invite) => invite.id !== inviteId),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvites, refetchType: 'none' });
  };
  return useMutation({
    mutationKey: inviteAnswerKey(inviteId),
    mutationFn: async (accept: boolean) => {
      try {
        await client.invites.respond(inviteId, accept);
      } catch (error) {
        if (!isAnsweredElsewhere(error) || !(await answerHoldsNow(accept))) throw error;
      }
    },
    onSuccess: async (_nothing, accept) => {
      await Promise.all([
        readAgain(queryClient, { queryKey: queryKeys.pendingInvites }),
        accept ? readAgain(queryClient, { queryKey: queryKeys.myGroups }) : null,
        // reset, not marked stale: opening the group then loads it, with no visitor's view first
        accept && groupId !== null
          ? queryClient.resetQueries({ queryKey: queryKeys.group(groupId) })
          : null,
      ]);
      offTheList();
    },
    // an invite the server no longer has leaves the list at once, and the page says why; the
    // list is read again for anything else that changed (a read that fails is retried for
    // seconds, and waits while the tab is hidden: the row would rest under 'Accepting...')
    onError: (error) => {
      void client.errors.report(error);
      // unanswered, it may have been taken: her invites and her groups show whether it was
      readAgainIfUnanswered(queryClient, error, [
        { queryKey: queryKeys.pendingInvites },
        { queryKey: queryKeys.myGroups },
      ]);
      if (!isAnsweredElsewhere(error)) return;
      offTheList();
      void readAgain(queryClient, { queryKey: queryKeys.pendingInvites });
      // her standing in the group may have changed with the answer given elsewhere
      if (groupId !== null) {
        void readAgain(queryClient, { queryKey: queryKeys.group(groupId), exact: true });
      }
    },
  });
}
