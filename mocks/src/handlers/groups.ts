import {
  createGroupRequestSchema,
  memberRoleRequestSchema,
  updateGroupRequestSchema,
  type GroupSummaryWire,
} from '@reprally/api-client';
import { createGroup, createGroupMembership } from '../db/factories';
import { managedGroup, membershipOf, visibleGroup } from './group-access';
import { groupDetailsWire, groupSummaryWire } from './group-views';
import { json, noContent, problem, readJson, routeGroup, type RouteContext } from './route';

function myGroups({ db, caller, now }: RouteContext): GroupSummaryWire[] {
  const { tables } = db;
  return tables.groupMemberships
    .filter((row) => row.memberId === caller.member.id)
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))
    .flatMap((row) => {
      const group = tables.groups.find((candidate) => candidate.id === row.groupId);
      return group ? [groupSummaryWire(tables, group, caller.member.id, now)] : [];
    });
}

async function createGroupCall(context: RouteContext): Promise<Response> {
  const body = await readJson(context, createGroupRequestSchema);
  const { db, caller, now } = context;
  if (body.creatorId !== caller.member.id) {
    throw problem(403, 'creatorId must be the signed-in member');
  }
  const group = db.insert(
    'groups',
    createGroup({
      name: body.name,
      description: body.description,
      isPrivate: body.isPrivate,
      creatorId: caller.member.id,
      createdAt: now.toISOString(),
    }),
  );
  db.insert(
    'groupMemberships',
    createGroupMembership({
      groupId: group.id,
      memberId: caller.member.id,
      role: 'Admin',
      joinedAt: group.createdAt,
    }),
  );
  return json({ id: group.id }, 201);
}

async function updateGroup(context: RouteContext): Promise<Response> {
  const group = managedGroup(context, "You don't have permission to update this group");
  const changes = await readJson(context, updateGroupRequestSchema);
  if (changes.name !== undefined) group.name = changes.name;
  if (changes.description !== undefined) group.description = changes.description;
  if (changes.isPrivate !== undefined) group.isPrivate = changes.isPrivate;
  const { db, caller, now } = context;
  return json(groupSummaryWire(db.tables, group, caller.member.id, now));
}

function targetMembership(context: RouteContext, groupId: number) {
  const membership = membershipOf(context.db.tables, groupId, context.params.userId ?? '');
  if (!membership) throw problem(404, 'That person is not a member of this group');
  return membership;
}

function removeMember(context: RouteContext): Response {
  const group = managedGroup(context, "You don't have permission to remove members of this group");
  const membership = targetMembership(context, group.id);
  if (membership.memberId === group.creatorId) {
    throw problem(400, 'The creator of a group cannot be removed');
  }
  const { tables } = context.db;
  tables.groupMemberships.splice(tables.groupMemberships.indexOf(membership), 1);
  return noContent();
}

async function changeRole(context: RouteContext): Promise<Response> {
  const group = managedGroup(context, "You don't have permission to change roles in this group");
  const membership = targetMembership(context, group.id);
  const { role } = await readJson(context, memberRoleRequestSchema);
  if (membership.memberId === group.creatorId && role !== 'Admin') {
    throw problem(400, 'The creator of a group is always an Admin');
  }
  membership.role = role;
  return json({ userId: membership.memberId, role });
}

export const groupRoutes = routeGroup([
  {
    call: 'groups.list',
    access: 'member',
    resolve: (context) => json(myGroups(context)),
    empty: () => [],
  },
  { call: 'groups.create', access: 'member', resolve: createGroupCall },
  {
    call: 'groups.get',
    access: 'member',
    resolve: (context) =>
      json(
        groupDetailsWire(
          context.db.tables,
          visibleGroup(context),
          context.caller.member.id,
          context.now,
        ),
      ),
    // a group with nobody but its creator and no challenges
    empty: (context) => {
      const details = groupDetailsWire(
        context.db.tables,
        visibleGroup(context),
        context.caller.member.id,
        context.now,
      );
      const creatorOnly = details.members.filter((member) => member.userId === details.creatorId);
      return {
        ...details,
        memberCount: creatorOnly.length,
        activeChallengeCount: 0,
        upcomingChallengeCount: 0,
        members: creatorOnly,
        activeChallenges: [],
        upcomingChallenges: [],
        pastChallenges: [],
      };
    },
  },
  { call: 'groups.update', access: 'member', resolve: updateGroup },
  {
    call: 'groups.members.remove',
    access: 'member',
    resolve: removeMember,
  },
  {
    call: 'groups.members.setRole',
    access: 'member',
    resolve: changeRole,
  },
]);
