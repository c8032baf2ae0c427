import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgainIfUnanswered } from '../../api/read-again';
import { readGroupAgainIfRefused } from '../groups/read-group-again';
import { countCommentsAfterAdding } from './comment-count';
import { photoCommentsQuery } from './usePhotoComments';

/**
 * POST /groups/{id}/photos/{photoId}/comments with the trimmed text. Success counts one more on
 * the post in the feed at once, then reads the post's comments again and sets the count to the
 * list that came (others may have commented meanwhile); a failure is reported. A refusal (403,
 * 404: she is no longer in the group) also reads the group again, so the page stops offering the
 * comment form; her text stays in its kept draft.
 */
export function useAddPhotoComment(groupId: number, photoId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => client.groups.photos.comments.add(groupId, photoId, content),
    onSuccess: () =>
      countCommentsAfterAdding(queryClient, groupId, photoId, async () => {
        const queryKey = queryKeys.photoComments(groupId, photoId);
        // a read begun before her comment was stored would not hold it
        await queryClient.cancelQueries({ queryKey, exact: true });
        return queryClient.query({ ...photoCommentsQuery(client, groupId, photoId), staleTime: 0 });
      }),
    onError: (error) => {
      void client.errors.report(error);
      readGroupAgainIfRefused(queryClient, groupId, error);
      // unanswered, it may have been stored: the comments and their count show whether it was
      readAgainIfUnanswered(queryClient, error, [
        { queryKey: queryKeys.photoComments(groupId, photoId), exact: true },
        { queryKey: queryKeys.groupFeeds(groupId) },
      ]);
    },
  });
}
