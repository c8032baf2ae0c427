import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine, type OidcSession } from '@reprally/machines';
import { oidcConfig } from '../env';
import { idTokenIssuer } from './oidc-config';
import type { LazyUserManager } from './lazy-user-manager';
import { newNonce, toOidcSession, withReturnTo } from './oidc-session';
import { otherPagesChannel, type OtherPages } from './other-pages';
import { promptWhileSignOutOwed, providerSignOutOwed } from './provider-sign-out';
import { signedInMarker } from './signed-in-marker';

export type AuthActor = ActorRefFrom<typeof authMachine>;

type StartAuthOptions = {
  userManager: LazyUserManager;
  /** The query string when this page load is the provider's redirect back to /callback. */
  callbackQuery: string | undefined;
  /** Replaces the current in-app location (the router's navigate). */
  navigate: (to: string) => void;
  origin?: string;
  /** This browser's other pages of the app, told of a sign-in or 'Log Out' here, and telling of theirs. */
  otherPages?: OtherPages;
};

/**
 * The auth machine with oidc-client-ts supplied as its actors (packages/machines holds the
 * flow; this file holds the library calls). Started once, before React renders.
 */
export function startAuth({
  userManager,
  callbackQuery,
  navigate,
  origin = window.location.origin,
  otherPages = otherPagesChannel(),
}: StartAuthOptions): AuthActor {
  const machine = authMachine.provide({
    actors: {
      getUser: fromPromise<OidcSession | null, void>(async () => {
        // not loaded yet: nothing has signed in in this page, so there is no user in memory
        const user = await userManager.loaded()?.getUser();
        return user && !user.expired ? toOidcSession(user) : null;
      }),
      signinCallback: fromPromise<OidcSession, { query: string }>(async ({ input }) => {
        const manager = await userManager.get();
        try {
          const session = toOidcSession(
            await manager.signinRedirectCallback(`${origin}/callback${input.query}`),
          );
          // the provider asked who was signing in: the 'Log Out' it missed is settled
          providerSignOutOwed.clear();
          return session;
        } catch (failure) {
          throw withReturnTo(failure);
        }
      }),
      signinRedirect: fromPromise<void, { returnTo: string }>(async ({ input }) => {
        await (
          await userManager.get()
        ).signinRedirect({
          state: { returnTo: input.returnTo },
          nonce: newNonce(),
          ...promptWhileSignOutOwed(),
        });
      }),
      // the popup's sign-in ends when the machine gives up on it (its signal closes the popup,
      // so a sign-in finished in it later cannot land unseen), and, with a provider that keeps
      // the popup's link to the page, when she closes it: cancelled at once, not at 60 s
      signinPopup: fromPromise<OidcSession, { returnTo: string }>(async ({ input, signal }) => {
        const session = toOidcSession(
          await (
            await userManager.get()
          ).signinPopup({
            state: { returnTo: input.returnTo },
            nonce: newNonce(),
            popupSignal: signal,
            popupAbortOnClose: oidcConfig.popupCloseCheck,
            ...promptWhileSignOutOwed(),
          }),
        );
        providerSignOutOwed.clear();
        return session;
      }),
      signinSilent: fromPromise<OidcSession, void>(async () => {
        const user = await userManager.signinSilent();
        if (!user) throw Object.assign(new Error('Login required'), { error: 'login_required' });
        return toOidcSession(user);
      }),
      // with a refresh token in memory, signinSilent uses the refresh_token grant
      // (without one, the library asks in a hidden frame: that request carries a nonce too)
      refreshSession: fromPromise<OidcSession, void>(async () => {
        const user = await userManager.refresh();
        if (!user) throw new Error('No refresh token');
        return toOidcSession(user);
      }),
      // 'Log Out' goes through the provider, which ends her session there too. Whether it did
      // cannot be known here (a provider that does not answer leaves the browser on its own
      // error page), so the next interactive sign-in on this browser has the provider ask who is
      // signing in, whatever session it holds. With no connection the trip is not tried: the
      // browser would leave for its 'No internet' page; she is signed out here instead (a
      // failed trip ends signed out)
      signoutRedirect: fromPromise<void, { postLogoutRedirectUri: string }>(async ({ input }) => {
        providerSignOutOwed.write();
        if (!navigator.onLine) throw new Error('No connection: the provider cannot be told');
        await (
          await userManager.get()
        ).signoutRedirect({
          post_logout_redirect_uri: input.postLogoutRedirectUri,
        });
      }),
      readSignedInMarker: fromPromise<boolean, void>(async () => signedInMarker.read()),
    },
    actions: {
      writeSignedInMarker: (_, params: { maxAgeMs: number }) =>
        signedInMarker.write(params.maxAgeMs),
      clearSignedInMarker: () => signedInMarker.clear(),
      tellOtherPagesSignedOut: () => otherPages.tellSignedOut(),
      tellOtherPagesSignedIn: () => otherPages.tellSignedIn(),
      clearLocalSession: () => userManager.forget(),
      navigate: (_, params: { to: string }) => navigate(params.to),
    },
  });

  const actor = createActor(machine, {
    input: {
      issuer: idTokenIssuer(oidcConfig),
      clientId: oidcConfig.clientId,
      origin,
      callbackQuery,
      rolesClaim: oidcConfig.rolesClaim,
    },
  });
  actor.start();
  otherPages.onSignedOut(() => actor.send({ type: 'SIGNED_OUT_ELSEWHERE' }));
  otherPages.onSignedIn(() => actor.send({ type: 'SIGNED_IN_ELSEWHERE' }));
  return actor;
}
