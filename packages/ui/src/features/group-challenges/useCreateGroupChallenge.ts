import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupChallengeRequest } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/**
 * POST /groups/{groupId}/challenges. Success reads the group (its challenge lists) and the
 * member's group list (their counts) again; a failure is reported.
 */
export function useCreateGroupChallenge(groupId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId: _sameGroup, ...challenge }: CreateGroupChallengeRequest) =>
      client.groups.challenges.create(groupId, challenge),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myGroups }),
      ]);
    },
    onError: (error) => {
      void client.errors.report(error);
    },
  });
}
