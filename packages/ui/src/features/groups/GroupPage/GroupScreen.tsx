import { InviteMemberDialog } from '../../invites/InviteMemberDialog';
import { GroupPage } from './GroupPage';

/**
 * The /groups/{groupId} route's screen: the group page with the invite dialog in its
 * `inviteDialog` slot, which 'Invite Member' opens for the creator and group Admins.
 */
export function GroupScreen() {
  return <GroupPage inviteDialog={(props) => <InviteMemberDialog {...props} />} />;
}
