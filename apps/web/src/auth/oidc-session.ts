import type { User } from 'oidc-client-ts';
import type { OidcSession } from '@reprally/machines';

/** The page her sign-in started from, as the state the app sent to the provider keeps it. */
function returnToIn(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  return typeof state.returnTo === 'string' ? state.returnTo : undefined;
}

/** What the auth machine needs from a library user. */
export function toOidcSession(user: User): OidcSession {
  return {
    idToken: user.id_token,
    accessToken: user.access_token,
    expiresAt: (user.expires_at ?? 0) * 1000,
    // oidc-client-ts checked the ID token's nonce against the one its request carried (every
    // sign-in sends one, `newNonce`); the machine re-checks the rest
    nonce: undefined,
    returnTo: returnToIn(user.state),
  };
}

/**
 * A failed answer from the provider, named with her page: for a request this page sent (she
 * cancelled, or was refused), oidc-client-ts's error carries the state it was sent with, and the
 * machine reads the page from `returnTo`, to go back to it. Any other failure is left as it is.
 */
export function withReturnTo(failure: unknown): unknown {
  if (typeof failure !== 'object' || failure === null || !('state' in failure)) return failure;
  const returnTo = returnToIn(failure.state);
  return returnTo === undefined ? failure : Object.assign(failure, { returnTo });
}

/**
 * A fresh nonce for a sign-in's request (128 random bits, in hex): the provider puts it in the ID
 * token, and oidc-client-ts refuses a token that does not carry it back, so a token made for
 * another request cannot be passed off as this one's.
 */
export function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
