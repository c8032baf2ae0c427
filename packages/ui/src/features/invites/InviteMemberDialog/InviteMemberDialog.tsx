import { useEffect, useRef } from 'react';
import { Dialog } from '../../../primitives/Dialog';
import { InviteMembers } from '../InviteMembers';

export type InviteMemberDialogProps = {
  /** The group members are invited to. */
  groupId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * The 'Invite Member' dialog of a group: user search with a per-row Invite button and an
 * invite by e-mail. Focus goes to the search field, stays inside while open and returns to the
 * opener on close; the search starts afresh each time it opens, while an address typed and not
 * sent is still in its field.
 */
export function InviteMemberDialog({ groupId, open, onOpenChange }: InviteMemberDialogProps) {
  // opened from outside (no trigger of its own): focus goes back to whatever opened it
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) element.focus();
  }, [open]);
  return (
    <Dialog
      title="Invite Member"
      description="Search for members to invite, or invite someone by e-mail."
      open={open}
      onOpenChange={onOpenChange}
      // two forms and a search: rendered after the press's frame, so the dialog answers at once
      deferBody
    >
      <InviteMembers groupId={groupId} />
    </Dialog>
  );
}
