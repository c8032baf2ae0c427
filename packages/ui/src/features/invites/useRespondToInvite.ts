import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/**
 * Accept or decline one invite (POST /groups/invites/{id}/accept or /reject). Either answer
 * removes it from the pending invites; accepting also adds the group to My Groups at once, and
 * forgets what was read of the group itself (its page, challenges and feed) while she was not
 * in it: read before, as a visitor of a public group, it would still say she is not a member.
 * One hook per invite row, so each row has its own pending state and error.
 */
export function useRespondToInvite(inviteId: number, groupId: number | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => client.invites.respond(inviteId, accept),
    onSuccess: (_nothing, accept) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvites }),
        accept ? queryClient.invalidateQueries({ queryKey: queryKeys.myGroups }) : null,
        // reset, not marked stale: opening the group then loads it, with no visitor's view first
        accept && groupId !== null
          ? queryClient.resetQueries({ queryKey: queryKeys.group(groupId) })
          : null,
      ]),
    onError: (error) => {
      void client.errors.report(error);
    },
  });
}
