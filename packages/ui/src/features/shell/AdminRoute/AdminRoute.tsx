import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../../session/SessionContext';
import { ProtectedRoute } from '../ProtectedRoute';

/** The admin area's words while access is checked. */
export const CHECKING_PERMISSIONS = 'Checking permissions...';

export type AdminRouteProps = {
  /** The admin screen's title ('Admin Dashboard'), for the signed-out prompt and the page title. */
  screenTitle: string;
  /** The admin screen, rendered only for an admin. */
  children: ReactNode;
  /**
   * What she sees, given the failure's message ('Failed to verify admin privileges'), when her
   * roles could not be read, in place of the redirect: she may well be an admin, and a silent
   * trip to '/' would not say why.
   */
  unverified?: (message: string) => ReactNode;
};

/**
 * /admin and its children: signed out, the login prompt; a member without the Admin role is
 * redirected to '/'; one whose roles could not be read sees `unverified`; an admin sees the
 * screen.
 */
export function AdminRoute({ screenTitle, children, unverified }: AdminRouteProps) {
  const { session } = useSession();
  let shown = children;
  if (session.status === 'signedIn' && !session.isAdmin) {
    shown =
      session.adminCheckError && unverified ? (
        unverified(session.adminCheckError)
      ) : (
        <Navigate to="/" replace />
      );
  }
  return (
    <ProtectedRoute screenTitle={screenTitle} loadingLabel={CHECKING_PERMISSIONS}>
      {shown}
    </ProtectedRoute>
  );
}
