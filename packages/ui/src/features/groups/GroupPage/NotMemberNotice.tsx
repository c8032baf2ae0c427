import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../primitives/Banner';

export const NOT_MEMBER_TITLE = 'You are not a member of this group';
export const NOT_MEMBER_MESSAGE =
  'You can look around. To share photos, comment, heart posts and take part in its challenges, ask a member to invite you.';

/**
 * Under the header of a group's page, or one of its challenges', for someone who reads a public
 * group without being in it: she may read it all, and only members take part. It stays (no
 * dismiss), as the reason the forms are not there.
 *
 * `member` is whether she is in the group now (undefined while that is not known yet). The notice
 * shows when she is not. When it appears on a page that showed her as a member (she was taken
 * out while it was open, and the form she was in went with it), it takes the focus the form had,
 * so she is not left on the page's body.
 */
export function NotMemberNotice({ member }: { member: boolean | undefined }) {
  const [wasMember, setWasMember] = useState(member === true);
  if (member === true && !wasMember) setWasMember(true);
  const ref = useRef<HTMLDivElement>(null);
  const shown = member === false;
  useEffect(() => {
    if (!shown || !wasMember) return;
    const active = document.activeElement;
    if (active === null || active === document.body) ref.current?.focus();
  }, [shown, wasMember]);
  if (!shown) return null;
  return (
    <Banner ref={ref} tabIndex={-1} tone="neutral" title={NOT_MEMBER_TITLE}>
      {NOT_MEMBER_MESSAGE}
    </Banner>
  );
}
