import { isApiError } from '@reprally/api-client';

/**
 * What an admin sees when the server refuses a call with 403: the token lost the Admin role. Its
 * way out is worded as the button under it and the header's are: 'Log Out', then 'Log In'.
 */
export const ADMIN_FORBIDDEN_TITLE = 'Admin access required';
export const ADMIN_FORBIDDEN_MESSAGE =
  'Your sign-in no longer carries the Admin role, so the server refused this request. Log out and log in again with an admin account.';

/** The server refused the call because the signed-in user is not an admin (HTTP 403). */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 403;
}

/**
 * An admin read is tried once more only when no answer came (network, timeout); an answer with
 * an error status (403 for a lost role, 500) shows at once instead of after a row of retries.
 */
export function retryAdminRead(failureCount: number, error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
    ? failureCount < 1
    : false;
}
