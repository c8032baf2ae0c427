import { Banner } from '../../../primitives/Banner';

export const NOT_MEMBER_TITLE = 'You are not a member of this group';
export const NOT_MEMBER_MESSAGE =
  'You can look around. To share photos, comment, heart posts and take part in its challenges, ask a member to invite you.';

/**
 * Under the header of a group's page, or one of its challenges', for someone who reads a public
 * group without being in it: she may read it all, and only members take part. It stays (no
 * dismiss), as the reason the forms are not there.
 */
export function NotMemberNotice() {
  return (
    <Banner tone="neutral" title={NOT_MEMBER_TITLE}>
      {NOT_MEMBER_MESSAGE}
    </Banner>
  );
}
