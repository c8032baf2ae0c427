import { isRefusal } from '../../../api/read-retry';
import { useLoadRetry } from './LoadFailure';

/** What a screen reads of one query's result. */
export type RefusableRead<T> = {
  data: T | undefined;
  error: unknown;
  /** The cache's count of failures: a new one is said again. */
  errorUpdateCount: number;
  refetch: () => Promise<unknown>;
};

/**
 * A thing read by its address (a group, a challenge): the server's refusal (404, 403: gone, or
 * not hers) is its answer, also for one already on screen (she was taken out of a private group
 * meanwhile), and there is nothing to try again. Any other failure (no answer, 5xx) says the
 * same `message`, with 'Try Again'; one already on screen stays there through such a failure of
 * reading it again. Returns the thing to show (none once refused), whether it was refused, and
 * the failure with `LoadFailure`'s props for its 'Try Again'.
 */
export function useRefusableRead<T>(read: RefusableRead<T>, message: string) {
  const refused = isRefusal(read.error);
  const { failure, asking, tryAgain } = useLoadRetry(
    read.data !== undefined,
    read.error && !refused ? message : null,
    read.refetch,
  );
  return {
    data: refused ? undefined : read.data,
    refused,
    /** The failure to say with 'Try Again' (null when none, or when refused). */
    failure,
    retry: { attempt: read.errorUpdateCount, asking, onTryAgain: tryAgain },
  };
}
