import { useEffect, useRef, useState, type Ref } from 'react';
import { Banner } from '../../../primitives/Banner';
import { Link } from '../../../primitives/Link';
import { Stack } from '../../../layout/Stack';
import { INVITES_ROUTE } from '../../shell/nav-entries';
import { GO_TO_INVITES, useInviteTo } from './PendingInviteNotice';

export const NOT_MEMBER_TITLE = 'You are not a member of this group';
export const NOT_MEMBER_MESSAGE =
  'You can look around. To share photos, comment, heart posts and take part in its challenges, ask a member to invite you.';
/** The same, to someone who holds an invite to the group: she has it, she need not ask. */
export const NOT_MEMBER_INVITED_MESSAGE =
  'You can look around. You have a pending invite to this group: accept it to share photos, comment, heart posts and take part in its challenges.';

/**
 * Under the header of a group's page, or one of its challenges', for someone who reads a public
 * group without being in it: she may read it all, and only members take part. It stays (no
 * dismiss), as the reason the forms are not there. If she holds an invite to the group, it says
 * so and leads to Group Invites, rather than telling her to ask for one.
 *
 * `member` is whether she is in the group now (undefined while that is not known yet). The notice
 * shows when she is not. When it appears on a page that showed her as a member (she was taken
 * out while it was open, and the form she was in went with it), it takes the focus the form had,
 * so she is not left on the page's body.
 */
export function NotMemberNotice({
  member,
  groupId,
}: {
  member: boolean | undefined;
  groupId: number;
}) {
  const [wasMember, setWasMember] = useState(member === true);
  if (member === true && !wasMember) setWasMember(true);
  const ref = useRef<HTMLDivElement>(null);
  const shown = member === false;
  useEffect(() => {
    if (!shown || !wasMember) return;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, [shown, wasMember]);
  return shown ? <NotMemberBanner ref={ref} groupId={groupId} /> : null;
}

/**
 * Her invites are read only once she is known to be outside the group; until they answer, the
 * notice says only that she is not a member, so its words do not change under a screen reader
 * from 'ask a member to invite you' to her invite.
 */
function NotMemberBanner({ ref, groupId }: { ref: Ref<HTMLDivElement>; groupId: number }) {
  const { invited, known } = useInviteTo(groupId);
  return (
    <Banner ref={ref} tabIndex={-1} tone="neutral" title={NOT_MEMBER_TITLE}>
      {!known ? undefined : invited ? (
        // the way to her invite under the words, not beside them: the words are long
        <Stack gap="xs" alignItems="flex-start">
          <span>{NOT_MEMBER_INVITED_MESSAGE}</span>
          <Link to={INVITES_ROUTE} variant="standalone">
            {GO_TO_INVITES}
          </Link>
        </Stack>
      ) : (
        NOT_MEMBER_MESSAGE
      )}
    </Banner>
  );
}
