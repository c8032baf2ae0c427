import { Banner } from '../../../primitives/Banner';
import { Link } from '../../../primitives/Link';
import { usePendingInvites } from '../../invites/usePendingInvites';
import { INVITES_ROUTE } from '../../shell/nav-entries';

export const PENDING_INVITE_TEXT = 'You have a pending invite to this group.';
export const GO_TO_INVITES = 'Go to Group Invites';

/**
 * Under 'Group not found or you don't have access to this group.' when the group was refused:
 * if her pending invites hold this group (a private group she has not joined yet), she is told
 * so and led to Group Invites to answer it. Her invites are read only here, for a refused group;
 * while they load, or when they cannot be read, nothing more is said than the refusal.
 */
export function PendingInviteNotice({ groupId }: { groupId: number }) {
  const { invited } = useInviteTo(groupId);
  // the invites may come after the refusal: a polite region there from the start says them (one
  // that appears with its text is often not read). A status (polite by its role) rather than an
  // aria-live region: a dialog or menu opened over the page hides it with the page.
  return <div role="status">{invited ? <InviteNotice /> : null}</div>;
}

/**
 * Whether she holds a pending invite to the group (false while her invites load or cannot be
 * read), and whether her invites have answered (or failed) yet.
 */
export function useInviteTo(groupId: number): { invited: boolean; known: boolean } {
  const { data: invites, isPending } = usePendingInvites();
  return {
    invited: invites?.some((invite) => invite.group.id === groupId) ?? false,
    known: !isPending,
  };
}

function InviteNotice() {
  return (
    <Banner
      tone="neutral"
      live={false}
      action={
        <Link to={INVITES_ROUTE} variant="standalone">
          {GO_TO_INVITES}
        </Link>
      }
    >
      {PENDING_INVITE_TEXT}
    </Banner>
  );
}
