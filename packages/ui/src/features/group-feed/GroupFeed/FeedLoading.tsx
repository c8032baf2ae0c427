import { Stack } from '../../../layout/Stack';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { feedMessages } from '../feed-messages';

/** The feed while its posts load: two posts' worth of placeholders. */
export function FeedLoading() {
  return (
    <Skeleton label={feedMessages.loadingFeed}>
      <Stack gap="md">
        {Array.from({ length: 2 }, (_, index) => (
          <Stack key={index} gap="sm">
            <SkeletonShape shape="text" width="40%" />
            <SkeletonShape shape="rect" height="16rem" />
          </Stack>
        ))}
      </Stack>
    </Skeleton>
  );
}
