import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgainIfUnanswered, readAllAgain } from '../../api/read-again';
import { useSession } from '../../session/SessionContext';

/** What the create-group form sends; the creator is the signed-in member. */
export type NewGroup = { name: string; description: string; isPrivate: boolean };

/**
 * POST /groups with the signed-in member as creator; answers the new group's id. Success
 * refetches My Groups (the new group is in it); a failure is reported and left to the form.
 */
export function useCreateGroup() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const changed = [{ queryKey: queryKeys.myGroups }];
  return useMutation({
    mutationFn: async (group: NewGroup) => {
      if (session.status !== 'signedIn') throw new Error('Please log in to access the app');
      const { id } = await client.groups.create({ ...group, creatorId: session.user.sub });
      return id;
    },
    onSuccess: () => readAllAgain(queryClient, changed),
    onError: (error) => {
      void client.errors.report(error);
      // unanswered, it may have been made: My Groups shows whether it was
      readAgainIfUnanswered(queryClient, error, changed);
    },
  });
}
