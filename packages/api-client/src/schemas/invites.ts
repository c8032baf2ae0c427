import * as v from 'valibot';
import {
  dateTimeWireSchema,
  memberNameWireSchema,
  recordIdSchema,
  toDate,
  toText,
  userIdSchema,
} from './common';

/**
 * Group invite as the server writes it: capitalised field names. The normalised layer below is the
 * only place that reads them.
 */
export const groupInviteWireSchema = v.object({
  Id: recordIdSchema,
  Group: v.object({
    Id: v.optional(recordIdSchema),
    Name: v.string(),
    Description: v.nullish(v.string()),
  }),
  InvitedBy: v.object({
    Name: memberNameWireSchema,
  }),
  CreatedAt: dateTimeWireSchema,
});
export type GroupInviteWire = v.InferInput<typeof groupInviteWireSchema>;

export type GroupInvite = {
  id: number;
  group: { id: number | null; name: string; description: string };
  invitedBy: { name: string };
  createdAt: Date;
};

export const groupInviteSchema = v.pipe(
  groupInviteWireSchema,
  v.transform((wire): GroupInvite => ({
    id: wire.Id,
    group: {
      id: wire.Group.Id ?? null,
      name: wire.Group.Name,
      description: wire.Group.Description ?? '',
    },
    invitedBy: { name: toText(wire.InvitedBy.Name) },
    createdAt: toDate(wire.CreatedAt),
  })),
);

/** GET /users/me/group-invites: the server sends an array. */
export const pendingInvitesWireSchema = v.array(groupInviteWireSchema);

/** An answer that is not an array is treated as an empty list. */
export const pendingInvitesSchema = v.pipe(
  v.unknown(),
  v.transform((body): unknown[] => (Array.isArray(body) ? body : [])),
  v.array(groupInviteSchema),
);

/** POST /groups/{id}/invites body. */
export const inviteUserRequestSchema = v.object({ userId: userIdSchema });
export type InviteUserRequest = v.InferOutput<typeof inviteUserRequestSchema>;

/**
 * POST /groups/{id}/invite-by-email body: non-empty and containing '@', with something on each
 * side of it and no space inside.
 */
export const inviteByEmailRequestSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Please enter a valid email address'),
    v.regex(/^[^\s@]+@[^\s@]+$/, 'Please enter a valid email address'),
  ),
});
export type InviteByEmailRequest = v.InferOutput<typeof inviteByEmailRequestSchema>;
