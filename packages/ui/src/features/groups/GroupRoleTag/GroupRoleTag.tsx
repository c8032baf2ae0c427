import { Tag, type TagSize, type TagTone } from '../../../primitives/Tag';

/** The words for a member's standing: 'Owner' on her own groups' list, 'Creator' on a group's members. */
export type GroupRole = 'Creator' | 'Owner' | 'Admin';

const toneOf: Record<GroupRole, TagTone> = {
  Creator: 'primary',
  Owner: 'primary',
  Admin: 'neutral',
};

/**
 * A member's standing in a group, in the same colours on every screen that shows it: the
 * creator in the brand's colour, an Admin in a quieter grey, so the two never trade looks
 * between the group list, the group page and its settings.
 */
export function GroupRoleTag({ standing, size = 'sm' }: { standing: GroupRole; size?: TagSize }) {
  return (
    <Tag tone={toneOf[standing]} size={size}>
      {standing}
    </Tag>
  );
}
