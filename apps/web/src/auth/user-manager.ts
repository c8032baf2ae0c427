import {
  InMemoryWebStorage,
  SigninState,
  UserManager,
  WebStorageStateStore,
  type OidcMetadata,
  type User,
} from 'oidc-client-ts';
import { SILENT_CALLBACK_PATH, type PageSignIn } from '../boot/page-boot';
import { oidcConfig } from '../env';
import { SILENT_SIGN_IN_TIMEOUT_SECONDS } from './oidc-config';

/**
 * oidc-client-ts, set up for authorization code + PKCE, tokens in memory only, refresh by refresh
 * token (offline_access), popup 400x600, 10 s HTTP timeout. The auth machine decides when each of
 * these runs. `metadata` is the provider's discovery document when the page has read it already.
 */
export function createUserManager(
  origin: string = window.location.origin,
  metadata?: Partial<OidcMetadata>,
): UserManager {
  return new UserManager({
    authority: oidcConfig.authority,
    ...(metadata ? { metadata } : {}),
    client_id: oidcConfig.clientId,
    redirect_uri: `${origin}/callback`,
    silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
    // signing in again over a page whose session expired: the popup lands here
    popup_redirect_uri: `${origin}/popup-callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    // Default scope, plus offline_access for refresh tokens, and what the provider needs
    scope: oidcConfig.scope,
    extraQueryParams: oidcConfig.extraQueryParams,
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
    silentRequestTimeoutInSeconds: SILENT_SIGN_IN_TIMEOUT_SECONDS,
  });
}

/**
 * Finishes the silent sign-in the built page started (see `PageSignIn`) as oidc-client-ts would
 * have finished its own: the request's state goes into the library's store, and the library
 * checks the answer against it, trades the code for tokens with the PKCE verifier and keeps the
 * user in memory. An answer that is an error (login_required) throws the library's error; no
 * answer in time throws a timeout. If the page could not ask at all, the library signs in
 * silently itself.
 */
export async function finishPageSignIn(
  userManager: UserManager,
  pageSignIn: PageSignIn,
): Promise<User | null> {
  let answer: string | null;
  try {
    answer = await pageSignIn.answer;
  } catch {
    return userManager.signinSilent();
  }
  if (answer === null) throw new Error('IFrame timed out without a response');
  const { settings } = userManager;
  const state = await SigninState.create({
    id: pageSignIn.id,
    created: pageSignIn.created,
    request_type: 'si:s',
    code_verifier: pageSignIn.codeVerifier,
    authority: settings.authority,
    client_id: settings.client_id,
    redirect_uri: pageSignIn.redirectUri,
    scope: settings.scope,
    extraTokenParams: settings.extraTokenParams,
    response_mode: settings.response_mode,
  });
  await settings.stateStore.set(state.id, state.toStorageString());
  // despite its name, the library's way to process an answer of the authorization endpoint
  return userManager.signinRedirectCallback(answer);
}
