import { isRefusal } from '../../../api/read-retry';
import { useLoadRetry } from './LoadFailure';

/** What a screen reads of one query's result. */
export type RetriedRead<T, E = unknown> = {
  data: T | undefined;
  error: E | null;
  /** The cache's count of failures: a new one is said again. */
  errorUpdateCount: number;
  refetch: () => Promise<unknown>;
  /** `data` is another read's, standing in while this one loads (a previous type's board). */
  isPlaceholderData?: boolean;
};

export type ReadRetryOptions = {
  /** Where focus goes when 'Try Again' has brought the data, as in `useLoadRetry`. */
  focusTarget?: () => HTMLElement | null | undefined;
  /**
   * A failure to read again is shown over the data read before, which stays under it (it may be
   * out of date, so the failure is said, not hidden). By default such data stands alone, as if
   * the read had not failed.
   */
  failureOverData?: boolean;
};

const ownMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `useLoadRetry` for one query's result: the failure to show, worded by `say` (by default the
 * error's own message; null for a failure with nothing to try again), and `LoadFailure`'s props
 * for its 'Try Again'. Data standing in for the read's own (a placeholder) is not its answer:
 * while it is asked again, its failure and the busy 'Try Again' stay.
 */
export function useReadRetry<T, E>(
  read: RetriedRead<T, E>,
  say: (error: E) => string | null = ownMessage,
  { focusTarget, failureOverData = false }: ReadRetryOptions = {},
) {
  const failed = read.error !== null && read.error !== undefined;
  const loaded = read.data !== undefined && !read.isPlaceholderData && !(failureOverData && failed);
  const { failure, asking, tryAgain } = useLoadRetry(
    loaded,
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
