import { Suspense } from 'react';
import { useIdleSince } from '../../../api/first-answer';
import { lazyPart } from '../../../api/lazy-part';
import type { InviteMemberDialogProps } from '../../invites/InviteMemberDialog';
import { GroupPage, type InviteDialogSlotProps } from './GroupPage';

// The invite dialog (its search, its forms, its flow) is code the group's first paint does not
// need: a chunk of its own
const inviteDialog = lazyPart<InviteMemberDialogProps>(() =>
  import('../../invites/InviteMemberDialog').then((module) => module.InviteMemberDialog),
);

/**
 * The dialog in the page's slot: rendered (closed, and its code loading) once the browser is idle
 * after the page (at most a second), so that it is usually here when 'Invite Member' is pressed
 * and its code does not share the line with the group's own; pressed before that, it opens as
 * soon as its code has arrived.
 */
function InviteDialogSlot(props: InviteDialogSlotProps & { groupId: number }) {
  const idle = useIdleSince(true);
  if (!idle && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <inviteDialog.Part {...props} />
    </Suspense>
  );
}

/**
 * The /groups/{groupId} route's screen: the group page with the invite dialog in its
 * `inviteDialog` slot, which 'Invite Member' opens for the creator and group Admins.
 */
export function GroupScreen() {
  return <GroupPage inviteDialog={(props) => <InviteDialogSlot {...props} />} />;
}
