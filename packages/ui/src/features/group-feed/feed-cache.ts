import type { InfiniteData, QueryClient } from '@tanstack/react-query';
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
export function toggleHeart(post: PhotoPost): PhotoPost {
  const hearted = post.currentUserReaction === 'Heart';
  return {
    ...post,
    currentUserReaction: hearted ? null : 'Heart',
    reactionsCount: Math.max(0, post.reactionsCount + (hearted ? -1 : 1)),
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
