import type { Http, RequestOptions } from '../http';
import type { GroupInvite } from '../schemas/invites';

/** The invites the member received (list the pending ones, accept or reject one). */
export const inviteCalls = (http: Http) => {
  const accept = async (inviteId: number): Promise<void> => {
    await http.call('invites.accept', { params: { inviteId } });
  };
  const reject = async (inviteId: number): Promise<void> => {
    await http.call('invites.reject', { params: { inviteId } });
  };
  return {
    /** GET /users/me/group-invites; a non-array answer is an empty list. */
    pending: (options: RequestOptions = {}): Promise<GroupInvite[]> =>
      http.call('invites.pending', options),
    /** POST /groups/invites/{inviteId}/accept */
    accept,
    /** POST /groups/invites/{inviteId}/reject */
    reject,
    /** The screen answers with an accept boolean, mapped to accept or reject. */
    respond: (inviteId: number, accepted: boolean): Promise<void> =>
      accepted ? accept(inviteId) : reject(inviteId),
  };
};
