import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PhotoFeedPage, PhotoPost } from '@reprally/api-client';
import { queryKeys } from '../../api/query-keys';
import { countCommentsAfterAdding } from './comment-count';

const GROUP = 3;
const PHOTO = 11;

const post = (id: number, commentsCount: number) => ({ id, commentsCount }) as unknown as PhotoPost;

/** A cache holding the group's feed and a challenge's feed, both with the post at 2 comments. */
function cacheWithFeeds() {
  const queryClient = new QueryClient();
  const feed: InfiniteData<PhotoFeedPage, number> = {
    pages: [{ photos: [post(PHOTO, 2), post(12, 5)], hasMore: false }],
    pageParams: [1],
  };
  queryClient.setQueryData(queryKeys.groupFeed(GROUP), feed);
  queryClient.setQueryData(queryKeys.groupFeed(GROUP, 4), feed);
  return queryClient;
}

const counts = (queryClient: QueryClient, challengeId?: number) =>
  queryClient
    .getQueryData<InfiniteData<PhotoFeedPage, number>>(queryKeys.groupFeed(GROUP, challengeId))
    ?.pages.flatMap((page) => page.photos.map((photo) => photo.commentsCount));

describe('countCommentsAfterAdding', () => {
  it('counts hers at once, then as many as the list read again holds, in every feed', async () => {
    const queryClient = cacheWithFeeds();
    let answer: (comments: unknown[]) => void = () => undefined;
    const counting = countCommentsAfterAdding(
      queryClient,
      GROUP,
      PHOTO,
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(counts(queryClient)).toEqual([3, 5]);
    // someone else commented meanwhile: the list holds four
    answer(['a', 'b', 'c', 'hers']);
    await counting;
    expect(counts(queryClient)).toEqual([4, 5]);
    expect(counts(queryClient, 4)).toEqual([4, 5]);
  });

  it('keeps the one more when the list cannot be read again', async () => {
    const queryClient = cacheWithFeeds();
    await countCommentsAfterAdding(queryClient, GROUP, PHOTO, () =>
      Promise.reject(new Error('offline')),
    );
    expect(counts(queryClient)).toEqual([3, 5]);
  });
});
