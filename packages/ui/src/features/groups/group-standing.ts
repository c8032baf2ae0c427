import type { GroupMember, GroupSummary } from '@reprally/api-client';

/**
 * A group as far as standing goes: its creator, the viewer's own role, and (on the group page)
 * its members.
 */
type GroupStanding = Pick<GroupSummary, 'creatorId'> & {
  role?: GroupSummary['role'];
  members?: readonly Pick<GroupMember, 'userId' | 'role'>[];
};

/** The creator is the member whose id is the group's creatorId. */
export function isGroupCreator(group: Pick<GroupSummary, 'creatorId'>, userId: string): boolean {
  return group.creatorId === userId;
}

/**
 * The creator, or a member whose role is Admin, manages the group: settings, invites and
 * challenges. The viewer's role comes with the group; the member list says the same on the group
 * page, and either is enough.
 */
export function canManageGroup(group: GroupStanding, userId: string | undefined): boolean {
  if (!userId) return false;
  if (isGroupCreator(group, userId) || group.role === 'Admin') return true;
  return (group.members ?? []).some(
    (member) => member.userId === userId && member.role === 'Admin',
  );
}

/**
 * She is a member when the group's member list holds her (the creator always counts). Only
 * members share photos, comment, heart posts and take part in the group's challenges; anyone
 * may read a public group.
 */
export function isGroupMember(
  group: Pick<GroupSummary, 'creatorId'> & { members: readonly Pick<GroupMember, 'userId'>[] },
  userId: string | undefined,
): boolean {
  if (!userId) return false;
  return isGroupCreator(group, userId) || group.members.some((member) => member.userId === userId);
}

/** The tag beside a group in My Groups: 'Owner' for the creator, 'Admin' for role Admin. */
export function groupTag(
  group: Pick<GroupSummary, 'creatorId' | 'role'>,
  userId: string,
): 'Owner' | 'Admin' | null {
  if (isGroupCreator(group, userId)) return 'Owner';
  return group.role === 'Admin' ? 'Admin' : null;
}

/**
 * The one tag beside a member of a group, the same on the group's Members tab and in its
 * settings: 'Creator' for the creator (always an Admin of her group, so a second tag would say
 * nothing new), 'Admin' for role Admin, none for a plain member.
 */
export function memberTag(
  group: Pick<GroupSummary, 'creatorId'>,
  member: Pick<GroupMember, 'userId' | 'role'>,
): 'Creator' | 'Admin' | null {
  if (member.userId === group.creatorId) return 'Creator';
  return member.role === 'Admin' ? 'Admin' : null;
}

/** A group id from the address: a positive whole number, or null when it cannot be one. */
export function parseGroupId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export const INVALID_GROUP_ID = 'Invalid group ID';

/** A group that cannot be read: refused, gone, or not answered. */
export const GROUP_NOT_FOUND = "Group not found or you don't have access to this group.";
