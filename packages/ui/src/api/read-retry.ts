import { isApiError } from '@reprally/api-client';

/** How many times a read is tried again when another try may answer differently. */
export const READ_RETRIES = 3;

/**
 * A read is tried again (up to three times, after the cache's growing pauses) only when another
 * try may answer differently: no answer came (offline, a refused connection, a timeout), the
 * server failed (5xx), or it asked her to wait (408, 429). Any other answer is the answer: a
 * group that is not found (404) or not hers (403) stays so, and its screen says it at once
 * instead of after seven seconds of placeholder. A call made without a token, or one whose body
 * does not fit the contract, is not tried again either.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= READ_RETRIES || !isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http' || error.status === null) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The server's answer that a thing is not there (404) or not hers to read (403). */
export function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 403)
  );
}

/**
 * Whether a screen that mounts on a failed read asks again (the cache's `retryOnMount`): not when
 * the server refused it, as that is the answer (a page opened from an address after the app's
 * early request for the same thing shows it without a second request). A failure another try may
 * answer differently (no answer, 5xx) is asked again. A refusal is still asked again when she
 * comes back to the window, when the cache is reset, or once no screen has shown it for a while.
 */
export const askAgainOnMount = (query: { state: { error: unknown } }): boolean =>
  !isRefusal(query.state.error);
