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
};

/**
 * /admin and its children: signed out, the login prompt; a member without the Admin role is
 * redirected to '/'; an admin sees the screen.
 */
export function AdminRoute({ screenTitle, children }: AdminRouteProps) {
  const { session } = useSession();
  return (
    <ProtectedRoute screenTitle={screenTitle} loadingLabel={CHECKING_PERMISSIONS}>
      {session.status === 'signedIn' && !session.isAdmin ? <Navigate to="/" replace /> : children}
    </ProtectedRoute>
  );
}
