import * as v from 'valibot';
import {
  memberNameWireSchema,
  photoUrlWireSchema,
  toPhotoUrl,
  toText,
  userIdSchema,
} from './common';

export const leaderboardChanges = ['up', 'down', 'neutral'] as const;
export type LeaderboardChange = (typeof leaderboardChanges)[number];

/** Leaderboard user, as sent. `change` other than 'up'/'down' (or none) is neutral. */
export const leaderboardUserWireSchema = v.object({
  id: userIdSchema,
  name: memberNameWireSchema,
  points: v.number(),
  profilePhotoUrl: photoUrlWireSchema,
  change: v.nullish(v.string()),
  changeAmount: v.nullish(v.number()),
});
export type LeaderboardUserWire = v.InferInput<typeof leaderboardUserWireSchema>;

export type LeaderboardUser = {
  id: string;
  name: string;
  points: number;
  profilePhotoUrl: string | null;
  change: LeaderboardChange;
  changeAmount: number;
};

export const leaderboardUserSchema = v.pipe(
  leaderboardUserWireSchema,
  v.transform((wire): LeaderboardUser => ({
    id: wire.id,
    name: toText(wire.name),
    points: wire.points,
    profilePhotoUrl: toPhotoUrl(wire.profilePhotoUrl),
    change: wire.change === 'up' || wire.change === 'down' ? wire.change : 'neutral',
    changeAmount: wire.changeAmount ?? 0,
  })),
);

/** GET /leaderboard: users in rank order (rank = position). */
export const leaderboardWireSchema = v.array(leaderboardUserWireSchema);
export const leaderboardSchema = v.array(leaderboardUserSchema);
