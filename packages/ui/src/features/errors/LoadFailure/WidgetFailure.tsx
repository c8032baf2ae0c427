import { useId, useState } from 'react';
import { Stack } from '../../../layout/Stack';
import { InlineError } from '../../../primitives/InlineError';
import { TryAgainButton } from './LoadFailure';
import { useReadRetry, type RetriedRead } from './read-retry';

/** A widget's own 'Try Again' for its failed read. */
export type WidgetRetryProps = {
  /** Asks for the widget's data again: 'Try Again' under the failure. */
  onTryAgain?: () => void;
  /** Asked for again: 'Try Again' is busy. */
  asking?: boolean;
  /**
   * The failure came after 'Try Again' was pressed: said aloud, as a new alert for each such
   * failure (`attempt`). One met on arriving, or on a read she did not ask for, stays quiet in
   * the widget, as every widget's does.
   */
  failedAgain?: boolean;
  /** Which failure this is. */
  attempt?: number;
};

/**
 * A widget whose data failed to load, in the widget's place: the failure in red and, given
 * `onTryAgain`, 'Try Again' under it, described by the failure, so a screen reader tells it from
 * another widget's or the page's own 'Try Again'.
 */
export function WidgetFailure({
  message,
  onTryAgain,
  asking = false,
  failedAgain = false,
  attempt,
}: WidgetRetryProps & { message: string }) {
  const messageId = useId();
  return (
    <Stack gap="sm" align="flex-start">
      <InlineError key={failedAgain ? attempt : undefined} id={messageId} announce={failedAgain}>
        {message}
      </InlineError>
      {onTryAgain ? (
        <TryAgainButton asking={asking} failureId={messageId} onClick={onTryAgain} />
      ) : null}
    </Stack>
  );
}

/**
 * `useReadRetry` for a widget that asks again for itself: the failure to show (worded by `say`)
 * and `WidgetFailure`'s props. While it asks, the failure and its busy button stay; a failure
 * after her press is said aloud, one she did not ask for is not.
 */
export function useWidgetRetry<T, E>(
  read: RetriedRead<T, E>,
  say?: (error: E) => string | null,
): { failure: string | null; retry: Required<WidgetRetryProps> } {
  const { failure, retry } = useReadRetry(read, say);
  // the failure count when she last pressed 'Try Again': a failure after it is said aloud
  const [pressedAt, setPressedAt] = useState<number | null>(null);
  // answered, the press is past: a later failure she did not ask for stays quiet
  if (failure === null && pressedAt !== null) setPressedAt(null);
  return {
    failure,
    retry: {
      onTryAgain: () => {
        setPressedAt(retry.attempt);
        retry.onTryAgain();
      },
      asking: retry.asking,
      attempt: retry.attempt,
      failedAgain: pressedAt !== null && retry.attempt > pressedAt,
    },
  };
}
