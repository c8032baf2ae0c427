import { useLayoutEffect, useRef, useState } from 'react';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { focusIsLost } from '../../../primitives/RemovalFocus';
import { TRY_AGAIN } from '../LoadFailure';
import { combinedFetchErrors } from './combined-errors';

export type FailedReadsBannerProps = {
  /** The page's reads' errors, in the page's order (null or undefined for a read that worked). */
  errors: readonly (Error | null | undefined)[];
};

/**
 * A page made of parts that load and fail on their own sums up its failed reads here, one line
 * each, with 'Try Again', which asks again for every read on the page that failed (these and any
 * part's own), and Dismiss. While it asks again the banner keeps its lines and its place. When
 * the banner goes while focus is in it (every answer came, or she dismissed it), focus moves to
 * the page's main region rather than falling to the document's start.
 */
export function FailedReadsBanner({ errors }: FailedReadsBannerProps) {
  const failures = combinedFetchErrors(errors);
  // while it asks again the banner keeps the lines it had: a read asked again without an answer
  // to show is 'loading' again, without its error, until it fails or answers
  const [asked, setAsked] = useState<readonly string[] | null>(null);
  const messages = asked ?? failures;
  const queryClient = useQueryClient();
  // dismissing hides these failures; a different set of failures shows again
  const [dismissed, setDismissed] = useState<string | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  // the page's region, kept at a press in the banner, to take focus if the banner goes with it
  const focusAfter = useRef<HTMLElement | null>(null);
  const pressed = () => {
    focusAfter.current = banner.current?.closest('main') ?? null;
  };
  const key = messages.join('\n');
  const shown = messages.length > 0 && dismissed !== key;

  useLayoutEffect(() => {
    if (shown || !focusAfter.current) return;
    if (focusIsLost()) focusAfter.current.focus({ preventScroll: true });
    focusAfter.current = null;
  }, [shown]);

  const tryAgain = async () => {
    pressed();
    setAsked(messages);
    try {
      await queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    } finally {
      // The page's reads hand their new outcome to the page in the query cache's next
      // notification, after this; let that land first. Shown with the outcome of the moment the
      // reads were sent (no error yet), the banner would go, and come back with the failure as a
      // new banner, its 'Try Again' a new button and focus lost.
      notifyManager.schedule(() => setAsked(null));
    }
  };

  if (!shown) return null;
  return (
    <Banner
      ref={banner}
      tone="error"
      messages={messages}
      action={
        <Button
          variant="secondary"
          size="sm"
          loading={asked !== null}
          onClick={() => void tryAgain()}
        >
          {TRY_AGAIN}
        </Button>
      }
      onDismiss={() => {
        pressed();
        setDismissed(key);
      }}
    />
  );
}
