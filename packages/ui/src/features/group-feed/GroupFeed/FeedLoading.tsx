import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Card } from '../../../primitives/Card';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { vars } from '../../../theme/vars.css';
import { feedMessages } from '../feed-messages';
import * as styles from './GroupFeed.css';

/** The feed while its posts load: two posts' worth of placeholders. */
export function FeedLoading() {
  return (
    <Skeleton label={feedMessages.loadingFeed}>
      <FeedPostsPlaceholder />
    </Skeleton>
  );
}

/** Two posts' places, for a Skeleton that says what is loading. */
export function FeedPostsPlaceholder() {
  return (
    <Stack gap="md">
      {Array.from({ length: 2 }, (_, index) => (
        <PostPlaceholder key={index} />
      ))}
    </Stack>
  );
}

/**
 * A post's place, laid out as a post: a card with who shared it and when, the photo's 4:3 box,
 * a line of caption and the row of Heart and comments, each bar in a line of the text it stands
 * for, so the posts take the places their placeholders held.
 */
function PostPlaceholder() {
  return (
    <Card>
      <Stack gap="sm">
        <Inline gap="sm" wrap={false}>
          <SkeletonShape shape="circle" size="md" />
          <Stack gap="none" minWidth={0} flexGrow={1}>
            <Text as="div" weight="semibold">
              <SkeletonShape width="40%" />
            </Text>
            <Text as="div" size="xs">
              <SkeletonShape width="20%" />
            </Text>
          </Stack>
        </Inline>
        <div className={styles.photoFrame}>
          <SkeletonShape shape="rect" height="100%" />
        </div>
        <Text as="div">
          <SkeletonShape width="60%" />
        </Text>
        <Inline gap="sm" justify="space-between">
          <SkeletonShape shape="rect" width="8rem" height={vars.size.controlSm} />
          <SkeletonShape shape="rect" width="6rem" height={vars.size.controlSm} />
        </Inline>
      </Stack>
    </Card>
  );
}
