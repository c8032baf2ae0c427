import { Stack } from '../../../layout/Stack';
import { SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import * as styles from './PageHeadPlaceholder.css';

/**
 * The head of a group's or a challenge's page while it loads, for inside a Skeleton: the title's
 * line, the description's, the details' line if the page has one, and the row of its tabs, each
 * bar in a line of the text it stands for, spaced as the page's header and tabs space them.
 */
export function PageHeadPlaceholder({ details, tabs }: { details?: boolean; tabs: number }) {
  return (
    <Stack gap="lg">
      <Stack gap="2xs" paddingBottom="lg">
        <div className={styles.title}>
          <SkeletonShape width="40%" />
        </div>
        <Text as="div">
          <SkeletonShape width="60%" />
        </Text>
        {details ? (
          <Text as="div" className={styles.details}>
            <SkeletonShape width="18rem" />
          </Text>
        ) : null}
      </Stack>
      <div className={styles.tabs}>
        {Array.from({ length: tabs }, (_, index) => (
          <Text key={index} as="div" weight="semibold">
            <SkeletonShape width="5rem" />
          </Text>
        ))}
      </div>
    </Stack>
  );
}
