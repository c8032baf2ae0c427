import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readGroupAgainIfRefused } from '../groups/read-group-again';
import { toggleHeart, updatePostInFeeds } from './feed-cache';

/**
 * POST /groups/{id}/photos/{photoId}/reactions with Heart: the server toggles the member's
 * heart. The feed shows the new state at once (optimistic); when the server refuses, the heart
 * goes back (toggled again) and the failure is reported. Success reads nothing again: the
 * server's toggle is the one already shown. A refusal (403, 404: she is no longer in the group)
 * also reads the group again, so the page stops offering the Heart.
 */
export function useTogglePhotoHeart(groupId: number, photoId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.groups.photos.react(groupId, photoId, 'Heart'),
    onMutate: async () => {
      // a feed read in flight would overwrite the optimistic heart with the old state
      await queryClient.cancelQueries({ queryKey: queryKeys.groupFeeds(groupId) });
      updatePostInFeeds(queryClient, groupId, photoId, toggleHeart);
    },
    onError: (error) => {
      updatePostInFeeds(queryClient, groupId, photoId, toggleHeart);
      void client.errors.report(error);
      readGroupAgainIfRefused(queryClient, groupId, error);
    },
  });
}
