import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { updatePostInFeeds } from './feed-cache';

/**
 * POST /groups/{id}/photos/{photoId}/comments with the trimmed text. Success reads the post's
 * comments again and counts one more on the post in the feed; a failure is reported.
 */
export function useAddPhotoComment(groupId: number, photoId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => client.groups.photos.comments.add(groupId, photoId, content),
    onSuccess: async () => {
      updatePostInFeeds(queryClient, groupId, photoId, (post) => ({
        ...post,
        commentsCount: post.commentsCount + 1,
      }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.photoComments(groupId, photoId) });
    },
    onError: (error) => {
      void client.errors.report(error);
    },
  });
}
