import type { ComponentProps, ReactNode } from 'react';
import { Box } from '../../layout/Box';
import { Stack } from '../../layout/Stack';
import { PageHeader } from '../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../primitives/Skeleton';
import { vars } from '../../theme/vars.css';
import { LoadFailure, useReadRetry } from '../errors/LoadFailure';
import { useChallenges } from './useChallenges';

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
  /** Asks for the cards again after a failed load: 'Try Again' under the alert. */
  onTryAgain?: () => void;
  /** The cards are being asked for again: 'Try Again' is busy. */
  asking?: boolean;
  /** Which failure this is: a new one is a new alert, said again. */
  attempt?: number;
  /** The cards, or the empty state, once loaded. */
  children?: ReactNode;
};

/**
 * The frame of 'Your Challenges' and 'Your Badges': the page title, a dismissible alert when the
 * cards cannot be loaded (with 'Try Again' under it, given `onTryAgain`), a row of placeholder
 * cards while they load, then the content.
 */
export function CardGridPage({
  title,
  error,
  loading,
  loadingLabel,
  placeholders,
  columns,
  onTryAgain,
  asking,
  attempt,
  children,
}: CardGridPageProps) {
  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="content" marginX="auto">
      <PageHeader title={title} />
      {error ? (
        <LoadFailure
          message={error}
          attempt={attempt}
          asking={asking}
          dismissible
          onTryAgain={onTryAgain}
        />
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

/**
 * The member's personal challenges for a page of cards: what they are once loaded, and a failed
 * load with its 'Try Again' (CardGridPage's props).
 */
export function useChallengeCards() {
  const challenges = useChallenges();
  const { failure, retry } = useReadRetry(challenges);
  return { challenges: challenges.data, error: failure, ...retry };
}
