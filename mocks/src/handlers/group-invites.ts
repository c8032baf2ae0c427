import { inviteByEmailRequestSchema, inviteUserRequestSchema } from '@reprally/api-client';
import { createInvite } from '../db/factories';
import type { GroupRow, MemberRow } from '../db/tables';
import { managedGroup, membershipOf } from './group-access';
import { isInviteFor } from './invites';
import { json, problem, readJson, routeGroup, type RouteContext } from './route';

const NOT_ALLOWED = 'Only the group creator or a group admin can invite members';

function refuseDuplicates(
  context: RouteContext,
  group: GroupRow,
  invitee: MemberRow | undefined,
  email: string | null,
) {
  const { tables } = context.db;
  if (invitee && membershipOf(tables, group.id, invitee.id)) {
    throw problem(409, 'That person is already a member of this group');
  }
  const pending = tables.invites.some(
    (row) =>
      row.groupId === group.id &&
      ((invitee !== undefined && isInviteFor(row, invitee)) ||
        (email !== null && row.email?.toLowerCase() === email.toLowerCase())),
  );
  if (pending) throw problem(409, 'That person already has a pending invite to this group');
}

async function inviteUser(context: RouteContext): Promise<Response> {
  const group = managedGroup(context, NOT_ALLOWED);
  const { userId } = await readJson(context, inviteUserRequestSchema);
  const { db, caller, now } = context;
  const invitee = db.tables.members.find((row) => row.id === userId);
  if (!invitee) throw problem(404, 'User not found');
  refuseDuplicates(context, group, invitee, null);
  const invite = db.insert(
    'invites',
    createInvite({
      groupId: group.id,
      invitedById: caller.member.id,
      inviteeId: invitee.id,
      createdAt: now.toISOString(),
    }),
  );
  return json({ id: invite.id }, 201);
}

/** An e-mail invite reaches a member with that address at once, or waits for them to join. */
async function inviteByEmail(context: RouteContext): Promise<Response> {
  const group = managedGroup(context, NOT_ALLOWED);
  const { email } = await readJson(context, inviteByEmailRequestSchema);
  const { db, caller, now } = context;
  const invitee = db.tables.members.find((row) => row.email.toLowerCase() === email.toLowerCase());
  refuseDuplicates(context, group, invitee, email);
  const invite = db.insert(
    'invites',
    createInvite({
      groupId: group.id,
      invitedById: caller.member.id,
      inviteeId: invitee?.id ?? null,
      email,
      createdAt: now.toISOString(),
    }),
  );
  return json({ id: invite.id }, 201);
}

export const groupInviteRoutes = routeGroup([
  { call: 'groups.inviteUser', access: 'member', resolve: inviteUser },
  { call: 'groups.inviteByEmail', access: 'member', resolve: inviteByEmail },
]);
