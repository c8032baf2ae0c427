import type { ReactNode } from 'react';
import { Stack } from '../../../layout/Stack';

/**
 * The column a feed stands in: as wide as a line of reading text at most (about 650 px), so that
 * on a wide screen a post's photo (4:3) and the line under it fit in the window together, and the
 * share form's fields are no wider than what is typed into them. It starts at the left edge, as
 * the page's other tabs do, so switching tabs does not move where the content begins. On a phone
 * it is the whole width.
 */
export function FeedColumn({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg" width="full" maxWidth="readable">
      {children}
    </Stack>
  );
}
