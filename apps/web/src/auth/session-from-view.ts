import type { AuthView } from '@reprally/machines';
import type { Session } from '@reprally/ui';
import { bootMode } from '../boot/page-boot';

/** The session the app's screens see for the auth machine's view (packages/ui knows no OIDC). */
export function sessionFromView(view: AuthView): Session {
  if ((view.status === 'signedIn' || view.status === 'signingOut') && view.user) {
    return {
      status: 'signedIn',
      isAdmin: view.isAdmin,
      // her roles could not be read: the admin area says so, and the error is reported
      ...(view.adminCheckError ? { adminCheckError: view.adminCheckError } : {}),
      ...(view.status === 'signingOut' ? { signingOut: true } : {}),
      user: {
        sub: view.user.sub,
        email: view.user.email ?? '',
        name: view.user.name ?? view.user.email ?? '',
        roles: view.isAdmin ? ['Admin'] : [],
      },
    };
  }
  if (view.status === 'signedOut' || view.status === 'signingIn') {
    return {
      status: 'signedOut',
      signingIn: view.status === 'signingIn',
      ...(view.error ? { error: view.error.message } : {}),
      ...(view.sessionExpired ? { expired: true } : {}),
    };
  }
  // a member is expected, as the page boot decides: one who signed in recently, or one back
  // from signing in at the identity provider
  return {
    status: 'loading',
    returning:
      view.status === 'loading' && bootMode(window.location.pathname, document.cookie) === 'member',
  };
}
