import type { User, UserManager } from 'oidc-client-ts';
import { PAGE_SIGN_IN_GLOBAL, type PageSignIn } from '../boot/page-boot';

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
};

/**
 * `pageSignIn`: the silent sign-in the built page started for a member coming back, if any. Its
 * discovery document is the user manager's, so the library does not fetch it again.
 */
export function lazyUserManager(
  origin: string = window.location.origin,
  pageSignIn: PageSignIn | null = null,
): LazyUserManager {
  let loading: Promise<UserManager> | null = null;
  let ready: UserManager | null = null;
  let started = pageSignIn;
  const get = () =>
    (loading ??= Promise.all([
      import('./user-manager'),
      pageSignIn?.metadata.catch(() => undefined),
    ]).then(([{ createUserManager }, metadata]) => {
      ready = createUserManager(origin, metadata);
      return ready;
    }));
  return {
    get,
    loaded: () => ready,
    signinSilent: async () => {
      const userManager = await get();
      const fromPage = started;
      started = null;
      if (!fromPage) return userManager.signinSilent();
      const { finishPageSignIn } = await import('./user-manager');
      return finishPageSignIn(userManager, fromPage);
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
