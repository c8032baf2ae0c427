import { useEffect, useRef } from 'react';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import type { HeadingLevel } from '../../../primitives/Heading';
import { focusIsLost } from '../../../primitives/RemovalFocus';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
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
  const postList = useRef<HTMLElement>(null);
  const loadMore = useRef<HTMLButtonElement>(null);
  // 'Try Again' for the first page: while it asks, the reason and the busy button stay (a new
  // failure is said again, focus kept on the button); the feed takes them away, and her focus
  // goes to its first post
  const { failure, retry } = useReadRetry(feed, undefined, {
    focusTarget: () => postList.current?.querySelector<HTMLElement>(':scope > li > article'),
  });
  // The first post of the page 'Load More' asked for takes focus once it shows, so she reads on
  // from there: the last page takes 'Load More' away with her focus.
  const focusPostAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusPostAt.current;
    if (index === null || posts.length <= index) return;
    focusPostAt.current = null;
    // focus she has moved elsewhere meanwhile stays there
    if (!focusIsLost() && document.activeElement !== loadMore.current) return;
    postList.current?.querySelectorAll<HTMLElement>(':scope > li > article')[index]?.focus();
  }, [posts.length]);
  const readPage = (read: () => Promise<{ isError: boolean }>) => {
    focusPostAt.current = posts.length;
    void read().then((result) => {
      if (result.isError) focusPostAt.current = null;
    });
  };

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
      {failure !== null ? (
        <LoadFailure message={failure} dismissible {...retry} />
      ) : feed.data === undefined ? (
        <FeedLoading />
      ) : posts.length === 0 ? (
        // in a card where the posts would stand, as every list with nothing yet says so
        <Card>
          <EmptyState
            titleLevel={headingLevel}
            title={feedMessages.emptyTitle}
            // the first photo is for a member to share
            description={canTakePart ? feedMessages.emptyDescription : undefined}
          />
        </Card>
      ) : (
        <Stack gap="md">
          <Box
            as="ul"
            ref={postList}
            display="flex"
            flexDirection="column"
            gap="md"
            className={styles.postList}
          >
            {posts.map((post) => (
              <li key={post.id}>
                <PhotoPostCard groupId={groupId} post={post} canTakePart={canTakePart} />
              </li>
            ))}
          </Box>
          {feed.isFetchNextPageError ? (
            // each failure of 'Load More' is a new alert, said again; Dismiss hides this one
            // (the alert keeps its own state), and focus goes on to 'Load More'
            <Alert key={feed.errorUpdateCount} onDismiss={() => undefined}>
              {feed.error?.message}
            </Alert>
          ) : null}
          {feed.hasNextPage ? (
            <Inline justify="center">
              <Button
                ref={loadMore}
                variant="secondary"
                loading={feed.isFetchingNextPage}
                loadingLabel={feedMessages.loadingMore}
                onClick={() => readPage(() => feed.fetchNextPage())}
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
