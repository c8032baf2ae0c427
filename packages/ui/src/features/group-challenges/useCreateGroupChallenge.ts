import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupChallengeRequest } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgainIfUnanswered, readAllAgain } from '../../api/read-again';
import { readGroupAgainIfRefused } from '../groups/read-group-again';

/**
 * POST /groups/{groupId}/challenges. Success reads the group (its challenge lists) and the
 * member's group list (their counts) again; a failure is reported. A refusal (403, 404: she is
 * no longer one of its admins, or no longer in it) also reads the group again, so the page shows
 * her standing as it now is instead of offering the refused press again; what she typed stays in
 * the form's kept draft.
 */
export function useCreateGroupChallenge(groupId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const changed = [
    { queryKey: queryKeys.group(groupId), exact: true },
    { queryKey: queryKeys.myGroups },
  ];
  return useMutation({
    mutationFn: ({ groupId: _sameGroup, ...challenge }: CreateGroupChallengeRequest) =>
      client.groups.challenges.create(groupId, challenge),
    onSuccess: () => readAllAgain(queryClient, changed),
    onError: (error) => {
      void client.errors.report(error);
      readGroupAgainIfRefused(queryClient, groupId, error);
      // unanswered, it may have been made: the group's challenges show whether it was
      readAgainIfUnanswered(queryClient, error, changed);
    },
  });
}
