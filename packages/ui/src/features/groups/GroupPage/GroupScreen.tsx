import { Suspense, useId, useState } from 'react';
import { useIdleSince } from '../../../api/first-answer';
import { CodeOnItsWay, lazyPart } from '../../../api/lazy-part';
import { InlineError } from '../../../primitives/InlineError';
import { QuietErrorBoundary } from '../../errors/AppErrorBoundary';
import type { InviteMemberDialogProps } from '../../invites/InviteMemberDialog';
import { GroupPage, type InviteDialogSlotProps } from './GroupPage';

// The invite dialog (its search, its forms, its flow) is code the group's first paint does not
// need: a chunk of its own
const inviteDialog = lazyPart<InviteMemberDialogProps>(() =>
  import('../../invites/InviteMemberDialog').then((module) => module.InviteMemberDialog),
);

const INVITE_FORM_FAILED = 'Failed to load the invite form';

/**
 * The dialog in the page's slot: rendered (closed, and its code loading) once the browser is idle
 * after the page (at most a second), so that it is usually here when 'Invite Member' is pressed
 * and its code does not share the line with the group's own; pressed before that, it opens as
 * soon as its code has arrived ('Invite Member' shows it is busy if that takes more than a
 * moment). Code that could not be loaded leaves the page as it is: loading it in the background
 * fails silently, and each press of 'Invite Member' loads it anew; a press whose load fails closes
 * the dialog again and says so under the page's header.
 */
function InviteDialogSlot(props: InviteDialogSlotProps & { groupId: number }) {
  const { open, onOpenChange, onCodeOnItsWay } = props;
  const idle = useIdleSince(true);
  const messageId = useId();
  const [pressFailed, setPressFailed] = useState(false);
  // each opening tries the code again, if it could not be loaded before
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpenings(openings + 1);
      setPressFailed(false);
    }
  }
  if (!idle && !open) return null;
  return (
    <>
      {pressFailed ? (
        <InlineError id={messageId} announce>
          {INVITE_FORM_FAILED}
        </InlineError>
      ) : null}
      <QuietErrorBoundary
        resetKey={openings}
        onFailed={() => {
          if (!open) return;
          onOpenChange(false);
          setPressFailed(true);
        }}
      >
        <Suspense fallback={<CodeOnItsWay onChange={onCodeOnItsWay} />}>
          <inviteDialog.Part groupId={props.groupId} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      </QuietErrorBoundary>
    </>
  );
}

/**
 * The /groups/{groupId} route's screen: the group page with the invite dialog in its
 * `inviteDialog` slot, which 'Invite Member' opens for the creator and group Admins.
 */
export function GroupScreen() {
  return <GroupPage inviteDialog={(props) => <InviteDialogSlot {...props} />} />;
}
