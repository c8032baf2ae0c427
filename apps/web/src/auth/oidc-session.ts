import type { User } from 'oidc-client-ts';
import type { OidcSession } from '@reprally/machines';

type ReturnState = { returnTo?: string };

/** What the auth machine needs from a library user. */
export function toOidcSession(user: User): OidcSession {
  const state = (user.state ?? {}) as ReturnState;
  return {
    idToken: user.id_token,
    accessToken: user.access_token,
    expiresAt: (user.expires_at ?? 0) * 1000,
    // oidc-client-ts checked the nonce against the one it sent; the machine re-checks the rest
    nonce: undefined,
    returnTo: typeof state.returnTo === 'string' ? state.returnTo : undefined,
  };
}
