import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PhotoPost } from '@reprally/api-client';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { Tag } from '../../../primitives/Tag';
import { Text } from '../../../primitives/Text';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { commentCount, feedMessages, heartCount, photoAlt } from '../feed-messages';
import { useTogglePhotoHeart } from '../useTogglePhotoHeart';
import { commentBegun, PhotoComments } from './PhotoComments';
import { TimeAgo } from './TimeAgo';
import * as styles from './GroupFeed.css';
import { MemberName, memberNameText } from '../../../primitives/MemberName';

// the reserved box is 4:3; the attributes give the browser the same ratio before any CSS loads
const PHOTO_WIDTH = 1280;
const PHOTO_HEIGHT = 960;

export type PhotoPostCardProps = {
  groupId: number;
  post: PhotoPost;
  /** She may heart it and comment (default true); otherwise its heart count and comments are only read. */
  canTakePart?: boolean;
};

/**
 * One post of a group feed: who shared it and when, its type, the photo (lazy, in a reserved
 * 4:3 box), the caption, the member's heart with the count, and the comments behind a toggle.
 * Someone who may not take part sees the count beside a heart that is only a picture, and the
 * comments without the form to add one.
 */
export function PhotoPostCard({ groupId, post, canTakePart = true }: PhotoPostCardProps) {
  const commentsId = useId();
  const postNameId = useId();
  const heart = useTogglePhotoHeart(groupId, post.id);
  const queryClient = useQueryClient();
  // a comment she began here and left for another part of the app: back, she finds the comments
  // open on her words rather than closed over them (while she may still comment)
  const [commentsOpen, setCommentsOpen] = useState(
    () => canTakePart && commentBegun(queryClient, groupId, post.id),
  );
  // read on the first opening (or open from the start), then only shown and hidden
  const [commentsLoaded, setCommentsLoaded] = useState(commentsOpen);
  const hearted = post.currentUserReaction === 'Heart';
  const url = displayablePhotoUrl(post.photoUrl);
  // an address that does not load (the file gone, the server down) shows the placeholder, not the
  // browser's broken picture; a new address is tried again
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url !== failedUrl ? url : undefined;
  // The photo is named as the member's photo and the caption is read once, as the text under it.
  // Not the caption as the photo's name too (read twice, once as the picture and once below it);
  // not an empty name (the photo, the post's point, would vanish from a screen reader's list of
  // pictures); not a figure named by its caption (several screen readers say a figure's name on
  // entering it and then its caption again).
  const alt = photoAlt(post.type, memberNameText(post.user.name));

  return (
    // focused (never by Tab) when it is the first of a page she asked for
    <Card as="article" aria-labelledby={postNameId} tabIndex={-1}>
      {/* the post's name, for the card and for its buttons: every post has its Heart and its
          comments, and a list of the page's buttons tells them apart by it */}
      <span id={postNameId} hidden>
        {`${post.type} photo by ${memberNameText(post.user.name)}`}
      </span>
      <Stack gap="sm">
        <Inline gap="sm" wrap={false}>
          <Avatar
            name={post.user.name}
            src={displayablePhotoUrl(post.user.profilePhotoUrl)}
            size="md"
            decorative
          />
          <Stack gap="none" minWidth={0} flexGrow={1}>
            <Text weight="semibold" className={styles.userText}>
              <MemberName name={post.user.name} />
            </Text>
            <Text size="xs" tone="muted">
              <TimeAgo at={post.uploadedAt} />
            </Text>
          </Stack>
          <Tag tone="primary" size="sm">
            {post.type}
          </Tag>
        </Inline>
        <div className={styles.photoFrame}>
          {src ? (
            <img
              className={styles.photo}
              src={src}
              alt={alt}
              loading="lazy"
              decoding="async"
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              onError={() => setFailedUrl(src)}
            />
          ) : (
            // named as the photo it stands for, and as what it says: no photo to see
            <span
              className={styles.photoMissing}
              role="img"
              aria-label={`${alt}: ${feedMessages.photoUnavailable}`}
            >
              {feedMessages.photoUnavailable}
            </span>
          )}
        </div>
        {/* a caption in Hebrew or Arabic reads from the right; its direction stays inside it */}
        {post.caption ? (
          <Text className={styles.userText} dir="auto">
            {post.caption}
          </Text>
        ) : null}
        {heart.isError ? (
          <Alert onDismiss={() => heart.reset()}>{heart.error.message}</Alert>
        ) : null}
        <Inline gap="sm" justify="space-between">
          <Inline gap="xs">
            {canTakePart ? (
              <Button
                variant={hearted ? 'secondary' : 'ghost'}
                size="sm"
                aria-pressed={hearted}
                icon={<HeartIcon filled={hearted} />}
                // the turned heart shows at once; it rests until the server has the toggle, so a
                // second press never races the first
                disabled={heart.isPending}
                aria-describedby={postNameId}
                onClick={() => heart.mutate()}
              >
                {feedMessages.heart}
              </Button>
            ) : (
              // nothing to press: the count alone is read out, the heart beside it is a picture
              <span className={styles.heartMark}>
                <HeartIcon filled={hearted} />
              </span>
            )}
            <Text as="span" size="sm" tone="muted" numeric>
              {heartCount(post.reactionsCount)}
            </Text>
          </Inline>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={commentsOpen}
            aria-controls={commentsLoaded ? commentsId : undefined}
            aria-describedby={postNameId}
            onClick={() => {
              setCommentsLoaded(true);
              setCommentsOpen((open) => !open);
            }}
          >
            {commentCount(post.commentsCount)}
          </Button>
        </Inline>
        {commentsLoaded ? (
          <PhotoComments
            groupId={groupId}
            photoId={post.id}
            id={commentsId}
            hidden={!commentsOpen}
            canComment={canTakePart}
            postNameId={postNameId}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.heartIcon}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
    </svg>
  );
}
