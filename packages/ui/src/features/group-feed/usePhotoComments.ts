import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { useReadGroupAgainOnRefusal } from '../groups/read-group-again';

/** GET /groups/{id}/photos/{photoId}/comments: oldest first. */
export const photoCommentsQuery = (client: ApiClient, groupId: number, photoId: number) =>
  queryOptions({
    queryKey: queryKeys.photoComments(groupId, photoId),
    queryFn: ({ signal }) => client.groups.photos.comments.list(groupId, photoId, { signal }),
  });

/**
 * The comments of one post, read only once `enabled` (the first time they are opened). A refusal
 * reads the group again, so her page shows her standing as it now is.
 */
export function usePhotoComments(groupId: number, photoId: number, enabled: boolean) {
  const comments = useQuery({ ...photoCommentsQuery(useApiClient(), groupId, photoId), enabled });
  useReadGroupAgainOnRefusal(groupId, comments.error);
  return comments;
}
