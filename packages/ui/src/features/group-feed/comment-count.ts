import type { QueryClient } from '@tanstack/react-query';
import { updatePostInFeeds } from './feed-cache';

/**
 * A post's comment count after she added a comment. Her comment counts at once (one more), so the
 * toggle agrees with what she just sent; once the comments are read again, the count is the
 * length of that list, which also holds whatever others wrote meanwhile, so the toggle says as
 * many comments as it shows. When the list cannot be read again, the count of one more stays.
 */
export async function countCommentsAfterAdding(
  queryClient: QueryClient,
  groupId: number,
  photoId: number,
  readCommentsAgain: () => Promise<readonly unknown[]>,
): Promise<void> {
  updatePostInFeeds(queryClient, groupId, photoId, (post) => ({
    ...post,
    commentsCount: post.commentsCount + 1,
  }));
  let comments: readonly unknown[];
  try {
    comments = await readCommentsAgain();
  } catch {
    return;
  }
  updatePostInFeeds(queryClient, groupId, photoId, (post) => ({
    ...post,
    commentsCount: comments.length,
  }));
}
