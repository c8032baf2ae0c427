import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import type { HeadingLevel } from '../../../primitives/Heading';
import { feedMessages } from '../feed-messages';
import { postsOf } from '../feed-cache';
import { useGroupFeed } from '../useGroupFeed';
import { useSharePhoto } from '../useSharePhoto';
import { FeedColumn } from './FeedColumn';
import { FeedLoading } from './FeedLoading';
import { PhotoPostCard } from './PhotoPostCard';
import { SharePhotoForm } from './SharePhotoForm';
import * as styles from './GroupFeed.css';

export type GroupFeedProps = {
  groupId: number;
  /** Only this challenge's photos; a photo shared here belongs to the challenge. */
  challengeId?: number;
  /** The share form title's level in the page outline (default 2: right under the page's h1). */
  headingLevel?: HeadingLevel;
  /**
   * She may share, comment and heart (default true). Someone reading a public group she is not in
   * may not: the feed is hers to read, without the share form, the comment forms or the Heart
   * buttons (each post's heart count stays).
   */
  canTakePart?: boolean;
};

/**
 * A group's photo feed (or one group challenge's): the share form, then the posts newest first
 * by pages of 20 with 'Load More' while the server has more. Each post has its heart and its
 * comments. Without `canTakePart` the posts and their comments are only read.
 */
export function GroupFeed({
  groupId,
  challengeId,
  headingLevel = 2,
  canTakePart = true,
}: GroupFeedProps) {
  const feed = useGroupFeed(groupId, challengeId);
  const share = useSharePhoto(groupId, challengeId);
  const posts = postsOf(feed.data?.pages);

  return (
    <FeedColumn>
      {canTakePart ? (
        <SharePhotoForm
          onShare={(draft) => share.mutateAsync(draft)}
          sharing={share.isPending}
          uploadProgress={share.uploadProgress}
          errorMessage={share.error?.message ?? null}
          titleLevel={headingLevel}
          draftName={`share-photo:${groupId}:${challengeId ?? 'group'}`}
        />
      ) : null}
      {feed.isPending ? (
        <FeedLoading />
      ) : feed.isError && posts.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Alert>{feed.error.message}</Alert>
          <Button variant="secondary" onClick={() => void feed.refetch()}>
            {feedMessages.tryAgain}
          </Button>
        </Stack>
      ) : posts.length === 0 ? (
        <EmptyState
          titleLevel={headingLevel}
          title={feedMessages.emptyTitle}
          // the first photo is for a member to share
          description={canTakePart ? feedMessages.emptyDescription : undefined}
        />
      ) : (
        <Stack gap="md">
          <Box as="ul" display="flex" flexDirection="column" gap="md" className={styles.postList}>
            {posts.map((post) => (
              <li key={post.id}>
                <PhotoPostCard groupId={groupId} post={post} canTakePart={canTakePart} />
              </li>
            ))}
          </Box>
          {feed.isFetchNextPageError ? <Alert>{feed.error?.message}</Alert> : null}
          {feed.hasNextPage ? (
            <Inline justify="center">
              <Button
                variant="secondary"
                loading={feed.isFetchingNextPage}
                loadingLabel={feedMessages.loadingMore}
                onClick={() => void feed.fetchNextPage()}
              >
                {feedMessages.loadMore}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      )}
    </FeedColumn>
  );
}
