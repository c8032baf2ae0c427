import { useEffect } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { Session } from '../../../session/SessionContext';

/**
 * A sign-in whose roles could not be read ('Failed to verify admin privileges') goes to the
 * error-reporting call once, when it is signed in: her provider sends a roles claim the app
 * cannot read, which she cannot mend and the people running the app should know of. Once per
 * member while the page is open: a renewed sign-in reads the same claim again.
 */
export function useReportAdminCheck(session: Session) {
  const client = useApiClient();
  const failed = session.status === 'signedIn' ? session.adminCheckError : undefined;
  const member = session.status === 'signedIn' ? session.user.sub : null;
  useEffect(() => {
    if (failed && member) void client.errors.report(new Error(failed));
  }, [client, failed, member]);
}
