import type { User, UserManager } from 'oidc-client-ts';
import { PAGE_SIGN_IN_GLOBAL, SILENT_CALLBACK_PATH, type PageSignIn } from '../boot/page-boot';
import { newNonce } from './oidc-session';
import { oidcConfig } from '../env';
import { SILENT_SIGN_IN_TIMEOUT_SECONDS } from './oidc-config';
import type { UserManagerSettings } from './user-manager';

/**
 * oidc-client-ts, loaded when it is first needed instead of before the first paint: a visitor who
 * is not signed in needs none of it to see the page. Tokens live in the user manager's memory,
 * so while it is not loaded nobody is signed in in this page.
 */
export type LazyUserManager = {
  /** The user manager, loading its code the first time. */
  get(): Promise<UserManager>;
  /** The user manager if it has been loaded, else null (and then no session is in memory). */
  loaded(): UserManager | null;
  /**
   * A silent sign-in: the first one finishes the one the built page started, if it did; any
   * other asks the provider (or trades the refresh token) through the library.
   */
  signinSilent(): Promise<User | null>;
  /** A renewal of the session: the refresh token traded for new tokens (or a silent sign-in). */
  refresh(): Promise<User | null>;
  /**
   * Forgets whoever was signed in here: the library's user, and the sign-in the built page
   * started. A sign-in or renewal still on its way answers null, and what the library stored of
   * it is removed: she logged out (here or in another page) after it was asked for, so it must
   * not sign her back in, nor be renewed later as her.
   */
  forget(): void;
};

/** The app's sign-in settings, on this page's origin. */
export function userManagerSettings(origin: string): UserManagerSettings {
  return {
    origin,
    oidc: {
      authority: oidcConfig.authority,
      clientId: oidcConfig.clientId,
      scope: oidcConfig.scope,
      extraQueryParams: oidcConfig.extraQueryParams,
    },
    silentRedirectUri: `${origin}${SILENT_CALLBACK_PATH}`,
    silentTimeoutSeconds: SILENT_SIGN_IN_TIMEOUT_SECONDS,
  };
}

/**
 * `pageSignIn`: the silent sign-in the built page started for a member coming back, if any. Its
 * discovery document is the user manager's, so the library does not fetch it again. When the page
 * has also begun finishing it in the sign-in chunk (`startPageSignIn`), its user manager and its
 * outcome are this one's.
 */
export function lazyUserManager(
  origin: string = window.location.origin,
  pageSignIn: PageSignIn | null = null,
): LazyUserManager {
  let loading: Promise<UserManager> | null = null;
  let ready: UserManager | null = null;
  let started = pageSignIn;
  let startedUser: Promise<User | null> | null = null;
  const get = () =>
    (loading ??= Promise.all([
      import('./user-manager'),
      pageSignIn?.metadata.catch(() => undefined),
    ]).then(async ([module, metadata]) => {
      const fromPage = pageSignIn ? module.takePageStart() : null;
      if (fromPage) {
        startedUser = fromPage.user;
        ready = await fromPage.userManager;
      } else {
        ready = module.createUserManager(userManagerSettings(origin), metadata);
      }
      return ready;
    }));
  /** How many times she has been forgotten here: an answer asked for before the last is void. */
  let forgotten = 0;
  const unlessForgotten = async (ask: () => Promise<User | null>): Promise<User | null> => {
    const asked = forgotten;
    const user = await ask();
    if (forgotten === asked) return user;
    // the library stored the answer as it came: it is taken out again
    await ready?.removeUser();
    return null;
  };
  return {
    get,
    loaded: () => ready,
    signinSilent: () =>
      unlessForgotten(async () => {
        const userManager = await get();
        const fromPage = started;
        started = null;
        if (!fromPage) return userManager.signinSilent({ nonce: newNonce() });
        const user = startedUser;
        startedUser = null;
        if (user) return user;
        const { finishPageSignIn } = await import('./user-manager');
        return finishPageSignIn(userManager, fromPage);
      }),
    refresh: () => unlessForgotten(async () => (await get()).signinSilent({ nonce: newNonce() })),
    forget: () => {
      forgotten += 1;
      started = null;
      startedUser = null;
      void ready?.removeUser();
    },
  };
}

/** Takes the silent sign-in the built page started (see `PageSignIn`), once. */
export function takePageSignIn(): PageSignIn | null {
  const holder = window as unknown as Partial<Record<typeof PAGE_SIGN_IN_GLOBAL, PageSignIn>>;
  const pageSignIn = holder[PAGE_SIGN_IN_GLOBAL] ?? null;
  delete holder[PAGE_SIGN_IN_GLOBAL];
  return pageSignIn;
}
