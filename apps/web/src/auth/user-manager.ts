import {
  ErrorTimeout,
  InMemoryWebStorage,
  SigninState,
  UserManager,
  WebStorageStateStore,
  type OidcMetadata,
  type User,
} from 'oidc-client-ts';
import type { PageSignIn } from '../boot/page-boot';
import type { OidcConfig } from './oidc-config';

/**
 * What the user manager is made from. It is handed in, not imported: this module imports nothing
 * from the app's entry, so its chunk runs as soon as it has arrived, and the built page can
 * finish a member's sign-in with it while the app's own, larger code is still on its way.
 */
export type UserManagerSettings = {
  /** This page's origin: the sign-in's return addresses are on it. */
  origin: string;
  oidc: Pick<OidcConfig, 'authority' | 'clientId' | 'scope' | 'extraQueryParams'>;
  /** Where the provider sends a silent sign-in's answer, in a hidden frame. */
  silentRedirectUri: string;
  /** How long the provider has to answer a silent sign-in. */
  silentTimeoutSeconds: number;
};

/**
 * oidc-client-ts, set up for authorization code + PKCE, tokens in memory only, refresh by refresh
 * token (offline_access), popup 400x600, 10 s HTTP timeout. The auth machine decides when each of
 * these runs. `metadata` is the provider's discovery document when the page has read it already.
 */
export function createUserManager(
  { origin, oidc, silentRedirectUri, silentTimeoutSeconds }: UserManagerSettings,
  metadata?: Partial<OidcMetadata>,
): UserManager {
  return new UserManager({
    authority: oidc.authority,
    ...(metadata ? { metadata } : {}),
    client_id: oidc.clientId,
    redirect_uri: `${origin}/callback`,
    silent_redirect_uri: silentRedirectUri,
    // signing in again over a page whose session expired: the popup lands here
    popup_redirect_uri: `${origin}/popup-callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    // Default scope, plus offline_access for refresh tokens, and what the provider needs
    scope: oidc.scope,
    extraQueryParams: oidc.extraQueryParams,
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
    silentRequestTimeoutInSeconds: silentTimeoutSeconds,
  });
}

/** The page's silent sign-in, finished in this module (see `startPageSignIn`). */
export type PageStart = { userManager: Promise<UserManager>; user: Promise<User | null> };

let pageStart: PageStart | null = null;
/** Whether the page's silent sign-in has been begun here or claimed by the app: once only. */
let pageSignInTaken = false;

/**
 * Called by the built page's boot script once this chunk has arrived, which is well before the
 * app's own code on a phone: makes the user manager and finishes the page's silent sign-in with
 * it (`finishPageSignIn`), so her tokens are on their way while the app's code still loads. The
 * app takes both with `takePageStart`. If the app has claimed the page's sign-in already, this
 * does nothing: a code is traded for tokens once.
 */
export function startPageSignIn(settings: UserManagerSettings, pageSignIn: PageSignIn): void {
  if (pageSignInTaken) return;
  pageSignInTaken = true;
  const userManager = pageSignIn.metadata
    .catch(() => undefined)
    .then((metadata) => createUserManager(settings, metadata));
  const user = userManager.then((manager) => finishPageSignIn(manager, pageSignIn));
  // its outcome, a refusal included, is the app's to hear when it asks
  const finished = () => {
    pageSignIn.finished = true;
  };
  user.then(finished, finished);
  pageStart = { userManager, user };
}

/**
 * The app claims the page's silent sign-in: what `startPageSignIn` began, or null when the page
 * began nothing here (the app then finishes the sign-in itself, and a later start does nothing).
 */
export function takePageStart(): PageStart | null {
  pageSignInTaken = true;
  const start = pageStart;
  pageStart = null;
  return start;
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
    // the page asked nothing: its nonce, never sent, goes with the library's own request (this
    // chunk imports no other, so it makes none of its own)
    return userManager.signinSilent({ nonce: pageSignIn.nonce });
  }
  // the library's own error for it, read as no answer in time
  if (answer === null) throw new ErrorTimeout('IFrame timed out without a response');
  const { settings } = userManager;
  const state = await SigninState.create({
    id: pageSignIn.id,
    created: pageSignIn.created,
    request_type: 'si:s',
    code_verifier: pageSignIn.codeVerifier,
    nonce: pageSignIn.nonce,
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
