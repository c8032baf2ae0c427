import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgainIfUnanswered } from '../../api/read-again';
import { readGroupAgainIfRefused } from '../groups/read-group-again';
import { heartOf, keepHeart, updatePostInFeeds, withHeart } from './feed-cache';

/**
 * POST /groups/{id}/photos/{photoId}/reactions with Heart: the server toggles the member's
 * heart. The feed shows the new state at once (optimistic), and keeps it over any page of the
 * feed that lands meanwhile, without cancelling that read (a 'Load More' she pressed, the feed
 * read again after a share). When the server refuses, the heart goes back to how it was before
 * the press and the failure is reported; without an answer the feed is then read again, as the
 * server may hold the toggle all the same. Success reads nothing again: the server's toggle is the
 * one already shown. A refusal (403, 404: she is no longer in the group) also reads the group
 * again, so the page stops offering the Heart.
 */
export function useTogglePhotoHeart(groupId: number, photoId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.groups.photos.react(groupId, photoId, 'Heart'),
    onMutate: () => {
      const before = heartOf(queryClient, groupId, photoId);
      return { before, kept: keepHeart(queryClient, groupId, photoId, !before) };
    },
    onSuccess: (_answer, _variables, context) => {
      context.kept.settled();
    },
    onError: (error, _variables, context) => {
      if (context) {
        context.kept.dropped();
        updatePostInFeeds(queryClient, groupId, photoId, (post) => withHeart(post, context.before));
      }
      void client.errors.report(error);
      readGroupAgainIfRefused(queryClient, groupId, error);
      // unanswered, the server may hold the toggle: the heart shows as the server has it, so her
      // next press turns what she sees
      readAgainIfUnanswered(queryClient, error, [{ queryKey: queryKeys.groupFeeds(groupId) }]);
    },
  });
}
