import { authMessages } from './messages';

/** The authentication error kinds (timeout, cancelled, state_mismatch, missing_transaction, missing_refresh_token, mfa_required, login_required), plus a failed ID-token check and everything else. */
export const authErrorKinds = [
  'timeout',
  'cancelled',
  'state_mismatch',
  'missing_transaction',
  'missing_refresh_token',
  'mfa_required',
  'login_required',
  'invalid_id_token',
  'admin_check_failed',
  'unknown',
] as const;

export type AuthErrorKind = (typeof authErrorKinds)[number];

export interface AuthError {
  kind: AuthErrorKind;
  message: string;
}

// provider error codes that all mean 'the member has to sign in interactively' (invalid_grant:
// the provider refuses the refresh token, because it expired or was revoked)
const loginRequiredCodes = new Set([
  'login_required',
  'invalid_grant',
  'interaction_required',
  'consent_required',
  'account_selection_required',
]);

function isAuthErrorKind(value: unknown): value is AuthErrorKind {
  return typeof value === 'string' && (authErrorKinds as readonly string[]).includes(value);
}

function stringField(source: object, field: string): string | null {
  const value: unknown = (source as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function kindFromCode(code: string | null): AuthErrorKind | null {
  if (code === null) return null;
  if (loginRequiredCodes.has(code)) return 'login_required';
  return isAuthErrorKind(code) ? code : null;
}

function kindFromMessage(name: string | null, message: string | null): AuthErrorKind | null {
  const text = message ?? '';
  if (name === 'ErrorTimeout' || /timed? ?out/i.test(text)) return 'timeout';
  if (/(popup|window).*closed|closed by user/i.test(text)) return 'cancelled';
  if (/no matching state/i.test(text)) return 'missing_transaction';
  if (/invalid state|state mismatch|state does not match/i.test(text)) return 'state_mismatch';
  if (/no refresh token|missing refresh token/i.test(text)) return 'missing_refresh_token';
  if (/mfa/i.test(text)) return 'mfa_required';
  return null;
}

// the browser's words for a request that got no answer: 'Failed to fetch' in Chromium,
// 'NetworkError when attempting to fetch resource.' in Firefox, 'Load failed' in Safari
const NO_ANSWER = /failed to fetch|networkerror|load failed/i;
// and for the sign-in's code that could not be fetched (Chromium's reads as 'Failed to fetch
// dynamically imported module')
const CODE_NOT_FETCHED =
  /error loading dynamically imported module|importing a module script failed/i;

/** The browser's fetch (or import) got no answer: a TypeError in its own words. */
function noAnswer(name: string | null, message: string | null): boolean {
  return (
    name === 'TypeError' &&
    message !== null &&
    (NO_ANSWER.test(message) || CODE_NOT_FETCHED.test(message))
  );
}

/**
 * Maps whatever the OIDC library threw onto those kinds. An error without a message
 * reads as the fallback: 'Login failed' for sign-in, 'Get access token failed' for tokens.
 */
export function toAuthError(error: unknown, fallback: string): AuthError {
  if (typeof error !== 'object' || error === null) {
    return {
      kind: 'unknown',
      message: typeof error === 'string' && error.trim() ? error : fallback,
    };
  }
  const name = stringField(error, 'name');
  const message = stringField(error, 'error_description') ?? stringField(error, 'message') ?? null;
  const kind =
    kindFromCode(stringField(error, 'kind')) ??
    kindFromCode(stringField(error, 'error')) ??
    kindFromCode(stringField(error, 'code')) ??
    kindFromMessage(name, message) ??
    'unknown';
  if (kind === 'state_mismatch') return { kind, message: authMessages.invalidState };
  // the browser's own words for no answer mean nothing to her: said as the app says it of any
  // call ('Login failed: the server could not be reached')
  if (kind === 'unknown' && noAnswer(name, message)) {
    return { kind, message: `${fallback}: ${authMessages.noAnswer}` };
  }
  // nor do the sign-in library's ('IFrame timed out without a response', 'Network timed out')
  if (name === 'ErrorTimeout') {
    return { kind, message: `${fallback}: ${authMessages.noAnswerInTime}` };
  }
  return { kind, message: message ?? fallback };
}

/**
 * Whether a token request failed for want of an answer, so that sending it again may succeed:
 * the request timed out, or the browser's fetch got no answer (`NO_ANSWER`). An
 * answer the provider gave (an error code, a status) is its answer, not tried again.
 */
export function isTransientAuthFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (toAuthError(error, '').kind === 'timeout') return true;
  const name = stringField(error, 'name');
  const message = stringField(error, 'message') ?? '';
  return name === 'TypeError' && NO_ANSWER.test(message);
}
