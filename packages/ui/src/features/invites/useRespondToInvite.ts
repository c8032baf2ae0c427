import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/**
 * Accept or decline one invite (POST /groups/invites/{id}/accept or /reject). Either answer
 * removes it from the pending invites; accepting also adds the group to My Groups at once.
 * One hook per invite row, so each row has its own pending state and error.
 */
export function useRespondToInvite(inviteId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => client.invites.respond(inviteId, accept),
    onSuccess: (_nothing, accept) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvites }),
        accept ? queryClient.invalidateQueries({ queryKey: queryKeys.myGroups }) : null,
      ]),
    onError: (error) => {
      void client.errors.report(error);
    },
  });
}
