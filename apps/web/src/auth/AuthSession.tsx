import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { selectAuthView, type AuthView } from '@reprally/machines';
import { SessionProvider, type SessionValue } from '@reprally/ui';
import type { AuthActor } from './auth-actor';
import { sessionFromView } from './session-from-view';

/** The auth machine's state as the UI's session (packages/ui knows nothing of OIDC). */
export function AuthSession({ auth, children }: { auth: AuthActor; children: ReactNode }) {
  const view = useAuthView(auth);
  const value = useMemo<SessionValue>(() => {
    return {
      session: sessionFromView(view),
      login: (returnTo, options) =>
        auth.send({ type: 'LOGIN', returnTo, ...(options?.popup ? { method: 'popup' } : {}) }),
      logout: () => auth.send({ type: 'LOGOUT' }),
    };
  }, [auth, view]);
  return <SessionProvider value={value}>{children}</SessionProvider>;
}

/**
 * The auth machine's view, followed as a transition. A change of session (signed in, signed out)
 * renders nearly the whole app again: the shell, the navigation and the member's page. Read
 * through a store subscription (`useSelector`), React must render such a change in one piece,
 * which on a slow phone blocked the main thread for a third of a second right after a member
 * was signed in again. As a transition it renders in short slices, between which the browser
 * answers presses and paints, and the page on screen stays until the new one is ready.
 */
function useAuthView(auth: AuthActor): AuthView {
  const [view, setView] = useState(() => selectAuthView(auth.getSnapshot()));
  useEffect(() => {
    const follow = () => {
      const next = selectAuthView(auth.getSnapshot());
      startTransition(() => setView((current) => (sameView(current, next) ? current : next)));
    };
    // the machine may have moved between the first render and this subscription
    follow();
    const subscription = auth.subscribe(follow);
    return () => subscription.unsubscribe();
  }, [auth]);
  return view;
}

/** Whether two views would give the app the same session: a new snapshot need not. */
function sameView(a: AuthView, b: AuthView): boolean {
  return (
    a.status === b.status &&
    a.user === b.user &&
    a.isAdmin === b.isAdmin &&
    a.adminCheckError === b.adminCheckError &&
    a.error === b.error &&
    a.sessionExpired === b.sessionExpired
  );
}
