import { Button } from '../../../primitives/Button';
import { useSession } from '../../../session/SessionContext';

/** 'Log Out' while the browser is on its way to the identity provider. */
export const LOGGING_OUT = 'Logging out...';

/**
 * 'Log Out', which returns her to the site origin. Until the browser has left for the identity
 * provider (seconds on a slow connection) it is busy, says 'Logging out...' and refuses a second
 * press; it keeps its place and focus meanwhile.
 */
export function LogOutButton() {
  const { session, logout } = useSession();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={session.status === 'signedIn' && session.signingOut === true}
      loadingLabel={LOGGING_OUT}
      onClick={logout}
    >
      Log Out
    </Button>
  );
}
