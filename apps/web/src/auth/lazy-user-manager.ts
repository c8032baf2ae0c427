import type { UserManager } from 'oidc-client-ts';

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
};

export function lazyUserManager(origin: string = window.location.origin): LazyUserManager {
  let loading: Promise<UserManager> | null = null;
  let ready: UserManager | null = null;
  return {
    get: () =>
      (loading ??= import('./user-manager').then(({ createUserManager }) => {
        ready = createUserManager(origin);
        return ready;
      })),
    loaded: () => ready,
  };
}
