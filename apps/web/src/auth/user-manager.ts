import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { oidcConfig } from '../env';

/**
 * oidc-client-ts, set up for authorization code + PKCE, tokens in memory only, refresh by refresh
 * token (offline_access), popup 400x600, 10 s HTTP timeout. The auth machine decides when each of
 * these runs.
 */
export function createUserManager(origin: string = window.location.origin): UserManager {
  return new UserManager({
    authority: oidcConfig.authority,
    client_id: oidcConfig.clientId,
    redirect_uri: `${origin}/callback`,
    silent_redirect_uri: `${origin}/silent-callback`,
    // signing in again over a page whose session expired: the popup lands here
    popup_redirect_uri: `${origin}/popup-callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    // Default scope, plus offline_access for refresh tokens; the local provider
    // releases the roles claim under its own scope
    scope: `openid profile email offline_access${oidcConfig.usesLocalProvider ? ' roles' : ''}`,
    extraQueryParams: { audience: oidcConfig.audience },
    // tokens never touch localStorage: a reload signs in silently instead
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    // the PKCE verifier and state only need to survive the redirect, in this tab
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    // keep openid on refresh, or the provider answers without an ID token
    refreshTokenAllowedScope: '',
    popupWindowFeatures: { width: 400, height: 600 },
    requestTimeoutInSeconds: 10,
    silentRequestTimeoutInSeconds: 10,
  });
}
