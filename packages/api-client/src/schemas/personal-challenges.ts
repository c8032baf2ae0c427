import * as v from 'valibot';
import { recordIdSchema } from './common';

/** Personal challenge; `criteria` is the target workout count. */
export const personalChallengeWireSchema = v.object({
  id: v.optional(recordIdSchema),
  name: v.string(),
  badge: v.string(),
  criteria: v.pipe(v.number(), v.integer(), v.minValue(0)),
  progress: v.pipe(v.number(), v.minValue(0)),
  isCompleted: v.boolean(),
});
export type PersonalChallengeWire = v.InferInput<typeof personalChallengeWireSchema>;

export type PersonalChallenge = {
  id: number | null;
  name: string;
  badge: string;
  criteria: number;
  progress: number;
  isCompleted: boolean;
};

export const personalChallengeSchema = v.pipe(
  personalChallengeWireSchema,
  v.transform((wire): PersonalChallenge => ({ ...wire, id: wire.id ?? null })),
);

/** GET /users/me/challenges */
export const personalChallengesWireSchema = v.array(personalChallengeWireSchema);
export const personalChallengesSchema = v.array(personalChallengeSchema);
