import { useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectAuthView } from '@reprally/machines';
import { SessionProvider, type Session, type SessionValue } from '@reprally/ui';
import type { AuthActor } from './auth-actor';
import { signedInMarker } from './signed-in-marker';

/** The auth machine's state as the UI's session (packages/ui knows nothing of OIDC). */
export function AuthSession({ auth, children }: { auth: AuthActor; children: ReactNode }) {
  const view = useSelector(auth, selectAuthView);
  const value = useMemo<SessionValue>(() => {
    let session: Session;
    if (view.status === 'signedIn' && view.user) {
      session = {
        status: 'signedIn',
        isAdmin: view.isAdmin,
        user: {
          sub: view.user.sub,
          email: view.user.email ?? '',
          name: view.user.name ?? view.user.email ?? '',
          roles: view.isAdmin ? ['Admin'] : [],
        },
      };
    } else if (view.status === 'signedOut' || view.status === 'signingIn') {
      session = {
        status: 'signedOut',
        signingIn: view.status === 'signingIn',
        ...(view.error ? { error: view.error.message } : {}),
        ...(view.sessionExpired ? { expired: true } : {}),
      };
    } else {
      // the 'signed in recently' marker, as the page boot read it: a member is expected back
      session = {
        status: 'loading',
        returning: view.status === 'loading' && signedInMarker.read(),
      };
    }
    return {
      session,
      login: (returnTo, options) =>
        auth.send({ type: 'LOGIN', returnTo, ...(options?.popup ? { method: 'popup' } : {}) }),
      logout: () => auth.send({ type: 'LOGOUT' }),
    };
  }, [auth, view]);
  return <SessionProvider value={value}>{children}</SessionProvider>;
}
