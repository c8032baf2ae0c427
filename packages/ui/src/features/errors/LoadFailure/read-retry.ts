import { isRefusal } from '../../../api/read-retry';
import { useLoadRetry } from './LoadFailure';

/** What a screen reads of one query's result. */
export type RetriedRead<T, E = unknown> = {
  data: T | undefined;
  error: E | null;
  /** The cache's count of failures: a new one is said again. */
  errorUpdateCount: number;
  refetch: () => Promise<unknown>;
};

const ownMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `useLoadRetry` for one query's result: the failure to show, worded by `say` (by default the
 * error's own message; null for a failure with nothing to try again), and `LoadFailure`'s props
 * for its 'Try Again'. `focusTarget` as in `useLoadRetry`.
 */
export function useReadRetry<T, E>(
  read: RetriedRead<T, E>,
  say: (error: E) => string | null = ownMessage,
  focusTarget?: () => HTMLElement | null | undefined,
) {
  const { failure, asking, tryAgain } = useLoadRetry(
    read.data !== undefined,
    read.error !== null && read.error !== undefined ? say(read.error) : null,
    read.refetch,
    focusTarget,
  );
  return { failure, retry: { attempt: read.errorUpdateCount, asking, onTryAgain: tryAgain } };
}

/**
 * A thing read by its address (a group, a challenge): the server's refusal (404, 403: gone, or
 * not hers) is its answer, also for one already on screen (she was taken out of a private group
 * meanwhile), and there is nothing to try again. Any other failure (no answer, 5xx) says the
 * same `message`, with 'Try Again'; one already on screen stays there through such a failure of
 * reading it again. Returns the thing to show (none once refused), whether it was refused, and
 * the failure with `LoadFailure`'s props for its 'Try Again'.
 */
export function useRefusableRead<T>(read: RetriedRead<T>, message: string) {
  const refused = isRefusal(read.error);
  const { failure, retry } = useReadRetry(read, () => (refused ? null : message));
  return { data: refused ? undefined : read.data, refused, failure, retry };
}
