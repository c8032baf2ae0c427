import { useState, type ComponentProps, type ReactNode } from 'react';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { Alert } from '../../primitives/Alert';
import { PageHeader } from '../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../primitives/Skeleton';
import { vars } from '../../theme/vars.css';

/** Cards per row on a phone, a tablet and a desktop. */
export type CardColumns = ComponentProps<typeof Box>['gridTemplateColumns'];

export type CardGridPageProps = {
  title: string;
  /** Why the cards failed to load; shown in a red alert the member can dismiss. */
  error: string | null;
  /** True while the cards load (and nothing has failed): a grid of placeholders shows. */
  loading: boolean;
  /** What the placeholders announce, e.g. 'Loading badges'. */
  loadingLabel: string;
  /** How many placeholder cards, one row's worth. */
  placeholders: number;
  columns: CardColumns;
  /** The cards, or the empty state, once loaded. */
  children?: ReactNode;
};

/**
 * The frame of 'Your Challenges' and 'Your Badges': the page title, a dismissible alert when the
 * cards cannot be loaded, a row of placeholder cards while they load, then the content.
 */
export function CardGridPage({
  title,
  error,
  loading,
  loadingLabel,
  placeholders,
  columns,
  children,
}: CardGridPageProps) {
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="content" marginX="auto">
      <PageHeader title={title} />
      {error ? (
        <Alert open={dismissedError !== error} onDismiss={() => setDismissedError(error)}>
          {error}
        </Alert>
      ) : null}
      {loading ? (
        error ? null : (
          <Skeleton label={loadingLabel}>
            <Box display="grid" gridTemplateColumns={columns} gap="md">
              {Array.from({ length: placeholders }, (_, index) => (
                <SkeletonShape key={index} shape="rect" height={vars.size.avatarXl} />
              ))}
            </Box>
          </Skeleton>
        )
      ) : (
        children
      )}
    </Stack>
  );
}
