import type { GroupMembershipRow, GroupRow, Tables } from '../db/tables';
import { problem, recordIdParam, type RouteContext } from './route';

export const GROUP_NOT_FOUND = 'Group not found';

export function membershipOf(
  tables: Tables,
  groupId: number,
  memberId: string,
): GroupMembershipRow | undefined {
  return tables.groupMemberships.find(
    (row) => row.groupId === groupId && row.memberId === memberId,
  );
}

/** The creator or a member with role Admin manages a group. */
export function canManage(tables: Tables, group: GroupRow, memberId: string): boolean {
  return group.creatorId === memberId || membershipOf(tables, group.id, memberId)?.role === 'Admin';
}

/**
 * The group of the `:id` parameter as the caller may see it: a private group is 404 to
 * non-members, so its existence is not revealed.
 */
export function visibleGroup(context: RouteContext, param = 'groupId'): GroupRow {
  const id = recordIdParam(context, param, 'Invalid group ID');
  const group = context.db.tables.groups.find((row) => row.id === id);
  if (!group) throw problem(404, GROUP_NOT_FOUND);
  if (group.isPrivate && !membershipOf(context.db.tables, group.id, context.caller.member.id)) {
    throw problem(404, GROUP_NOT_FOUND);
  }
  return group;
}

/** Posting, commenting, reacting and measuring need membership, even in a public group. */
export function memberGroup(context: RouteContext, param = 'groupId'): GroupRow {
  const group = visibleGroup(context, param);
  if (!membershipOf(context.db.tables, group.id, context.caller.member.id)) {
    throw problem(403, 'Only members of this group can do that');
  }
  return group;
}

/** Updates, member removal, role changes, invites and challenge creation. */
export function managedGroup(context: RouteContext, message: string, param = 'groupId'): GroupRow {
  const group = visibleGroup(context, param);
  if (!canManage(context.db.tables, group, context.caller.member.id)) throw problem(403, message);
  return group;
}
