import { useEffect, useRef } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { Session } from '../../../session/SessionContext';

/**
 * A sign-in whose roles could not be read ('Failed to verify admin privileges') goes to the
 * error-reporting call, once for each member while the frame is up (the whole visit): her
 * provider sends a roles claim the app cannot read, which she cannot mend and the people running
 * the app should know of. Signing in again after her session ended, or a renewal, reads the same
 * claim and is not a new report.
 */
export function useReportAdminCheck(session: Session) {
  const client = useApiClient();
  const reported = useRef(new Set<string>());
  const failed = session.status === 'signedIn' ? session.adminCheckError : undefined;
  const member = session.status === 'signedIn' ? session.user.sub : null;
  useEffect(() => {
    if (!failed || !member || reported.current.has(member)) return;
    reported.current.add(member);
    void client.errors.report(new Error(failed));
  }, [client, failed, member]);
}
