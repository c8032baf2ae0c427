import { waitFor } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type { AuthContext, authMachine } from './auth.machine';
import { TOKEN_EXPIRY_MARGIN_MS } from './auth.machine';
import { authMessages } from './messages';

/** The cached access token while it has more than the 60 s margin left, else null. */
export function freshAccessToken(context: AuthContext): string | null {
  const { session } = context;
  if (!session) return null;
  return session.expiresAt - context.now() > TOKEN_EXPIRY_MARGIN_MS ? session.accessToken : null;
}

/** Rejection of a token request that cannot be satisfied. */
export class AuthenticateRequestError extends Error {
  constructor() {
    super(authMessages.authenticateRequestFailed);
    this.name = 'AuthenticateRequestError';
  }
}

/**
 * getAccessToken() for the API client: the cached token, or one silent refresh shared by
 * every caller waiting at that moment; otherwise 'Failed to authenticate request'.
 * `forceRefresh` skips the cache: the server has just refused the cached token.
 */
export async function requestAccessToken(
  auth: ActorRefFrom<typeof authMachine>,
  { forceRefresh = false }: { forceRefresh?: boolean } = {},
): Promise<string> {
  // sign-in still settling (reload, callback, refresh): wait for its outcome
  let snapshot = await waitFor(auth, (s) => !s.hasTag('busy'));
  const cached = freshAccessToken(snapshot.context);
  if (cached && !forceRefresh) return cached;
  if (!snapshot.matches('signedIn')) throw new AuthenticateRequestError();

  auth.send({ type: 'REFRESH_TOKEN' });
  snapshot = await waitFor(auth, (s) => !s.hasTag('busy'));
  const refreshed = snapshot.matches('signedIn') ? freshAccessToken(snapshot.context) : null;
  if (!refreshed) throw new AuthenticateRequestError();
  return refreshed;
}
