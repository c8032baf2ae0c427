import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { focusIsLost } from '../../../primitives/RemovalFocus';

export const TRY_AGAIN = 'Try Again';

export type LoadFailureProps = {
  /** Why the screen's data could not be loaded, e.g. 'Failed to fetch profile: 500'. */
  message: string;
  /** Which failure this is (the cache's error count): a new one is a new alert, said again. */
  attempt?: number;
  /** The data is being asked for again: 'Try Again' is busy. */
  asking?: boolean;
  /**
   * The alert can be dismissed (a screen whose errors are dismissible): the failure then stays
   * as plain muted text above 'Try Again', which takes the focus Dismiss had; a new failure is
   * an alert again.
   */
  dismissible?: boolean;
  /** Asks for the data again; without it only the alert shows (a view drawn from props). */
  onTryAgain?: () => void;
};

/**
 * 'Try Again' for a failed load: described by the failure it answers (`failureId`), so a screen
 * reader tells it from another part's, and busy while it asks.
 */
export function TryAgainButton({
  asking,
  failureId,
  onClick,
}: {
  asking: boolean;
  failureId: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={asking}
      aria-describedby={failureId}
      onClick={onClick}
    >
      {TRY_AGAIN}
    </Button>
  );
}

/** A screen whose data failed to load: the failure in a red alert, and 'Try Again' under it. */
export function LoadFailure({
  message,
  attempt = 0,
  asking = false,
  dismissible = false,
  onTryAgain,
}: LoadFailureProps) {
  const messageId = useId();
  // a dismissal holds for this failure only: a new one (another attempt or message) shows again
  const failure = `${attempt}:${message}`;
  const [dismissedFailure, setDismissedFailure] = useState<string | null>(null);
  const dismissed = dismissedFailure === failure;
  const onDismiss = dismissible ? () => setDismissedFailure(failure) : undefined;
  if (!onTryAgain) {
    return dismissed ? null : <Alert onDismiss={onDismiss}>{message}</Alert>;
  }
  return (
    <Stack gap="sm">
      {dismissed ? (
        // dismissed: the failure stays said, quietly, so 'Try Again' is not left without a reason
        <Text id={messageId} tone="muted">
          {message}
        </Text>
      ) : (
        <Alert key={attempt} id={messageId} onDismiss={onDismiss}>
          {message}
        </Alert>
      )}
      <Inline>
        <TryAgainButton asking={asking} failureId={messageId} onClick={onTryAgain} />
      </Inline>
    </Stack>
  );
}

/**
 * 'Try Again' for a screen's failed load. While the data is asked for again the failure and its
 * button stay (the cache shows a read asked again without data as loading, without its error),
 * so focus stays on the button, and there again if it fails again. When the data comes, the
 * button goes with the failure: focus, if it was there, moves to `focusTarget`'s element (what
 * the data brought, for a part of a long page: a post's comments) or else to the page's main
 * region, rather than the document's start.
 */
export function useLoadRetry(
  loaded: boolean,
  error: string | null,
  refetch: () => Promise<unknown>,
  focusTarget?: () => HTMLElement | null | undefined,
) {
  const [askedAfter, setAskedAfter] = useState<string | null>(null);
  // set at a press that left focus on the button: focus may have to move when the failure goes
  const focusAfter = useRef<{ main: HTMLElement | null } | null>(null);
  useLayoutEffect(() => {
    if (!loaded || !focusAfter.current) return;
    const target = focusTarget?.() ?? focusAfter.current.main;
    if (focusIsLost()) target?.focus({ preventScroll: true });
    focusAfter.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the data's coming moves focus; the target (a new function each render) is read then
  }, [loaded]);
  const tryAgain = async () => {
    focusAfter.current = { main: document.activeElement?.closest('main') ?? null };
    setAskedAfter(error);
    try {
      await refetch();
    } finally {
      setAskedAfter(null);
    }
  };
  return {
    /** The failure to show: the last one, also while it is asked again; null once loaded. */
    failure: loaded ? null : (error ?? askedAfter),
    asking: askedAfter !== null,
    tryAgain: () => void tryAgain(),
  };
}
