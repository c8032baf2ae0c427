import { matchQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { PhotoFeedPage, PhotoPost } from '@reprally/api-client';
import { queryKeys } from '../../api/query-keys';

/**
 * Changes one post wherever the group's feeds hold it (the whole group's feed and a challenge's
 * feed cache the same post separately), without reading anything again.
 */
export function updatePostInFeeds(
  queryClient: QueryClient,
  groupId: number,
  photoId: number,
  change: (post: PhotoPost) => PhotoPost,
): void {
  queryClient.setQueriesData<InfiniteData<PhotoFeedPage, number>>(
    { queryKey: queryKeys.groupFeeds(groupId) },
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page) => ({
          ...page,
          photos: page.photos.map((post) => (post.id === photoId ? change(post) : post)),
        })),
      },
  );
}

/** A heart given or taken back: the count follows the member's own heart. */
function toggleHeart(post: PhotoPost): PhotoPost {
  const hearted = post.currentUserReaction === 'Heart';
  return {
    ...post,
    currentUserReaction: hearted ? null : 'Heart',
    reactionsCount: Math.max(0, post.reactionsCount + (hearted ? -1 : 1)),
  };
}

/** The post with her heart given (`hearted`) or not, the count following; as it was if it is so. */
export function withHeart(post: PhotoPost, hearted: boolean): PhotoPost {
  return (post.currentUserReaction === 'Heart') === hearted ? post : toggleHeart(post);
}

/** Her heart on a post, in the first feed of the group that holds it. */
export function heartOf(queryClient: QueryClient, groupId: number, photoId: number): boolean {
  for (const [, feed] of queryClient.getQueriesData<InfiniteData<PhotoFeedPage, number>>({
    queryKey: queryKeys.groupFeeds(groupId),
  })) {
    for (const page of feed?.pages ?? []) {
      const post = page.photos.find((photo) => photo.id === photoId);
      if (post) return post.currentUserReaction === 'Heart';
    }
  }
  return false;
}

/**
 * Shows her heart on a post as `hearted` in every feed of the group, and keeps it so while her
 * toggle is on its way. No read of the feeds is cancelled for it: a page she asked for with
 * 'Load More', or the feed read again after she shared a photo, still comes. Such a read began
 * before the server had her toggle and lands with the post as it was, so the heart is set again
 * over every page that lands. `settled()`: the server has the toggle; a read still in flight may
 * yet bring the old post, so the heart is kept until the group's feeds are no longer read.
 * `dropped()`: the toggle failed, and the heart is no longer kept (the caller puts it back).
 */
export function keepHeart(
  queryClient: QueryClient,
  groupId: number,
  photoId: number,
  hearted: boolean,
): { settled: () => void; dropped: () => void } {
  const feeds = { queryKey: queryKeys.groupFeeds(groupId) };
  const set = () =>
    updatePostInFeeds(queryClient, groupId, photoId, (post) => withHeart(post, hearted));
  const reading = () => queryClient.isFetching(feeds) > 0;
  let settled = false;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !matchQuery(feeds, event.query)) return;
    // a page the server sent, not the heart set here (a change made here is 'manual')
    if (event.action.type === 'success' && !event.action.manual) set();
    if (settled && !reading()) unsubscribe();
  });
  set();
  return {
    settled: () => {
      settled = true;
      if (!reading()) unsubscribe();
    },
    dropped: unsubscribe,
  };
}

/** The loaded pages as one list; a post met twice (the feed moved between pages) shows once. */
export function postsOf(pages: readonly PhotoFeedPage[] | undefined): PhotoPost[] {
  const seen = new Set<number>();
  const posts: PhotoPost[] = [];
  for (const page of pages ?? []) {
    for (const post of page.photos) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}
