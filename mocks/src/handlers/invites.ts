import type { GroupInviteWire } from '@reprally/api-client';
import { createGroupMembership } from '../db/factories';
import type { InviteRow, MemberRow, Tables } from '../db/tables';
import { membershipOf } from './group-access';
import { json, problem, recordIdParam, routeGroup, type RouteContext } from './route';

/** An invite is the member's when it names them or their e-mail address. */
export function isInviteFor(invite: InviteRow, member: MemberRow): boolean {
  return (
    invite.inviteeId === member.id ||
    (invite.email !== null && invite.email.toLowerCase() === member.email.toLowerCase())
  );
}

function pendingInvites({ db, caller }: RouteContext): GroupInviteWire[] {
  const { tables } = db;
  return tables.invites
    .filter((invite) => isInviteFor(invite, caller.member))
    .filter((invite) => !membershipOf(tables, invite.groupId, caller.member.id))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .flatMap((invite) => {
      const group = tables.groups.find((row) => row.id === invite.groupId);
      if (!group) return [];
      const inviter = tables.members.find((row) => row.id === invite.invitedById);
      // Invites are read with capitalised field names
      return [
        {
          Id: invite.id,
          Group: { Id: group.id, Name: group.name, Description: group.description },
          InvitedBy: { Name: inviter?.name ?? '' },
          CreatedAt: invite.createdAt,
        },
      ];
    });
}

function myInvite(context: RouteContext): InviteRow {
  const id = recordIdParam(context, 'inviteId', 'Invalid invite ID');
  const invite = context.db.tables.invites.find((row) => row.id === id);
  if (!invite || !isInviteFor(invite, context.caller.member))
    throw problem(404, 'Invite not found');
  return invite;
}

/** Answering an invite removes every pending invite of the member to that group. */
function settle(tables: Tables, invite: InviteRow, member: MemberRow): void {
  tables.invites = tables.invites.filter(
    (row) => !(row.groupId === invite.groupId && isInviteFor(row, member)),
  );
}

function accept(context: RouteContext): Response {
  const invite = myInvite(context);
  const { db, caller, now } = context;
  if (!membershipOf(db.tables, invite.groupId, caller.member.id)) {
    db.insert(
      'groupMemberships',
      createGroupMembership({
        groupId: invite.groupId,
        memberId: caller.member.id,
        joinedAt: now.toISOString(),
      }),
    );
  }
  settle(db.tables, invite, caller.member);
  return json({ groupId: invite.groupId, accepted: true });
}

function reject(context: RouteContext): Response {
  const invite = myInvite(context);
  settle(context.db.tables, invite, context.caller.member);
  return json({ groupId: invite.groupId, accepted: false });
}

export const inviteRoutes = routeGroup([
  {
    call: 'invites.pending',
    access: 'member',
    resolve: (context) => json(pendingInvites(context)),
    empty: () => [],
  },
  { call: 'invites.accept', access: 'member', resolve: accept },
  { call: 'invites.reject', access: 'member', resolve: reject },
]);
