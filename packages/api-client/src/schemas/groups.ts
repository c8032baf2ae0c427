import * as v from 'valibot';
import {
  dateTimeWireSchema,
  memberNameWireSchema,
  photoUrlWireSchema,
  recordIdSchema,
  toDate,
  toPhotoUrl,
  toText,
  userIdSchema,
} from './common';
import {
  groupChallengeSchema,
  groupChallengeWireSchema,
  type GroupChallenge,
} from './group-challenges';

/** Group member roles. */
export const groupRoles = ['Admin', 'Member'] as const;
export type GroupRole = (typeof groupRoles)[number];

/** Group names have at least 3 characters. */
export const GROUP_NAME_MIN_LENGTH = 3;

// Role is 'Admin or other'; anything but 'Admin' is an ordinary member.
const toGroupRole = (role: string): GroupRole => (role === 'Admin' ? 'Admin' : 'Member');

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Group as listed by GET /users/me/groups. `role` is the caller's, null for none. */
export const groupSummaryWireSchema = v.object({
  id: recordIdSchema,
  name: v.string(),
  description: v.nullish(v.string()),
  isPrivate: v.boolean(),
  creatorId: userIdSchema,
  createdAt: dateTimeWireSchema,
  memberCount: countSchema,
  activeChallengeCount: countSchema,
  upcomingChallengeCount: countSchema,
  role: v.nullish(v.string()),
});
export type GroupSummaryWire = v.InferInput<typeof groupSummaryWireSchema>;

export type GroupSummary = {
  id: number;
  name: string;
  description: string;
  isPrivate: boolean;
  creatorId: string;
  createdAt: Date;
  memberCount: number;
  activeChallengeCount: number;
  upcomingChallengeCount: number;
  role: GroupRole | null;
};

const toGroupSummary = (wire: v.InferOutput<typeof groupSummaryWireSchema>): GroupSummary => ({
  id: wire.id,
  name: wire.name,
  description: wire.description ?? '',
  isPrivate: wire.isPrivate,
  creatorId: wire.creatorId,
  createdAt: toDate(wire.createdAt),
  memberCount: wire.memberCount,
  activeChallengeCount: wire.activeChallengeCount,
  upcomingChallengeCount: wire.upcomingChallengeCount,
  role: wire.role ? toGroupRole(wire.role) : null,
});

export const groupSummarySchema = v.pipe(groupSummaryWireSchema, v.transform(toGroupSummary));

/** GET /users/me/groups */
export const groupsWireSchema = v.array(groupSummaryWireSchema);
export const groupsSchema = v.array(groupSummarySchema);

export const groupMemberWireSchema = v.object({
  userId: userIdSchema,
  role: v.string(),
  user: v.object({
    name: memberNameWireSchema,
    profilePhotoUrl: photoUrlWireSchema,
  }),
});
export type GroupMemberWire = v.InferInput<typeof groupMemberWireSchema>;

export type GroupMember = {
  userId: string;
  role: GroupRole;
  user: { name: string; profilePhotoUrl: string | null };
};

/** Group details; GET /groups/{id}. */
export const groupDetailsWireSchema = v.object({
  ...groupSummaryWireSchema.entries,
  creator: v.object({ id: userIdSchema, name: memberNameWireSchema }),
  members: v.array(groupMemberWireSchema),
  activeChallenges: v.array(groupChallengeWireSchema),
  upcomingChallenges: v.array(groupChallengeWireSchema),
  pastChallenges: v.array(groupChallengeWireSchema),
});
export type GroupDetailsWire = v.InferInput<typeof groupDetailsWireSchema>;

export type GroupDetails = GroupSummary & {
  creator: { id: string; name: string };
  members: GroupMember[];
  activeChallenges: GroupChallenge[];
  upcomingChallenges: GroupChallenge[];
  pastChallenges: GroupChallenge[];
};

export const groupDetailsSchema = v.pipe(
  v.object({
    ...groupDetailsWireSchema.entries,
    activeChallenges: v.array(groupChallengeSchema),
    upcomingChallenges: v.array(groupChallengeSchema),
    pastChallenges: v.array(groupChallengeSchema),
  }),
  v.transform((wire): GroupDetails => ({
    ...toGroupSummary(wire),
    creator: { id: wire.creator.id, name: toText(wire.creator.name) },
    members: wire.members.map((member) => ({
      userId: member.userId,
      role: toGroupRole(member.role),
      user: {
        name: toText(member.user.name),
        profilePhotoUrl: toPhotoUrl(member.user.profilePhotoUrl),
      },
    })),
    activeChallenges: wire.activeChallenges,
    upcomingChallenges: wire.upcomingChallenges,
    pastChallenges: wire.pastChallenges,
  })),
);

const groupNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Group name is required'),
  v.minLength(GROUP_NAME_MIN_LENGTH, 'Group name must be at least 3 characters long'),
);

/** POST /groups body; the answer's `id` is read (createdIdWireSchema). */
export const createGroupRequestSchema = v.object({
  name: groupNameSchema,
  description: v.string(),
  isPrivate: v.boolean(),
  creatorId: userIdSchema,
});
export type CreateGroupRequest = v.InferOutput<typeof createGroupRequestSchema>;

/** PUT /groups/{id} body: only the changed fields. */
export const updateGroupRequestSchema = v.pipe(
  v.object({
    name: v.optional(groupNameSchema),
    description: v.optional(v.string()),
    isPrivate: v.optional(v.boolean()),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update'),
);
export type UpdateGroupRequest = v.InferOutput<typeof updateGroupRequestSchema>;

/** PUT /groups/{id}/members/{userId}/role body. */
export const memberRoleRequestSchema = v.object({ role: v.picklist(groupRoles) });
export type MemberRoleRequest = v.InferOutput<typeof memberRoleRequestSchema>;
