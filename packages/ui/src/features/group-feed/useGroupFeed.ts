import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PHOTO_PAGE_SIZE, type ApiClient, type PhotoFeedPage } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { useReadGroupAgainOnRefusal } from '../groups/read-group-again';

/**
 * GET /groups/{id}/photos, newest first, by offset pages of 20 (optionally one challenge's
 * photos): the next page starts where the loaded ones end, until the server says there are no
 * more.
 */
export const groupFeedQuery = (client: ApiClient, groupId: number, challengeId?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.groupFeed(groupId, challengeId),
    queryFn: ({ pageParam, signal }) =>
      client.groups.photos.list(
        groupId,
        { limit: PHOTO_PAGE_SIZE, offset: pageParam, challengeId },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage: PhotoFeedPage, pages: PhotoFeedPage[]) =>
      lastPage.hasMore ? pages.reduce((offset, page) => offset + page.photos.length, 0) : undefined,
  });

/** A refusal reads the group again, so her page shows her standing as it now is. */
export function useGroupFeed(groupId: number, challengeId?: number) {
  const feed = useInfiniteQuery(groupFeedQuery(useApiClient(), groupId, challengeId));
  useReadGroupAgainOnRefusal(groupId, feed.error);
  return feed;
}
