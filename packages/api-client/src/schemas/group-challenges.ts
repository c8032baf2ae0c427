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

/** Challenge type values, in the order the form offers them. */
export const challengeTypes = ['BodyRecomp', 'WeightLoss', 'MuscleGain', 'Custom'] as const;
export type ChallengeType = (typeof challengeTypes)[number];

/** Measurement type choices; members may add custom names as well. */
export const measurementTypeChoices = [
  'Weight',
  'Waist',
  'Body Fat',
  'Muscle Mass',
  'Chest',
  'Hips',
  'Thighs',
  'Arms',
] as const;

/** At most 5 measurement types per group challenge. */
export const MAX_MEASUREMENT_TYPES = 5;

export const measurementTypeWireSchema = v.object({
  id: recordIdSchema,
  name: v.string(),
  unit: v.nullish(v.string()),
});
export type MeasurementTypeWire = v.InferInput<typeof measurementTypeWireSchema>;

export type MeasurementType = { id: number; name: string; unit: string };

const toMeasurementType = (wire: v.InferOutput<typeof measurementTypeWireSchema>) => ({
  id: wire.id,
  name: wire.name,
  unit: wire.unit ?? '',
});

/** Group challenge. `buyInAmount` is in dollars, absent or null when there is none. */
export const groupChallengeWireSchema = v.object({
  id: recordIdSchema,
  groupId: v.optional(recordIdSchema),
  name: v.string(),
  description: v.nullish(v.string()),
  startDate: dateTimeWireSchema,
  endDate: dateTimeWireSchema,
  participantCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  buyInAmount: v.nullish(v.pipe(v.number(), v.minValue(0))),
  challengeType: v.nullish(v.picklist(challengeTypes)),
  measurementTypes: v.array(measurementTypeWireSchema),
});
export type GroupChallengeWire = v.InferInput<typeof groupChallengeWireSchema>;

export type GroupChallenge = {
  id: number;
  groupId: number | null;
  name: string;
  description: string;
  startDate: Date;
  endDate: Date;
  participantCount: number;
  buyInAmount: number | null;
  challengeType: ChallengeType | null;
  measurementTypes: MeasurementType[];
};

export const groupChallengeSchema = v.pipe(
  groupChallengeWireSchema,
  v.transform((wire): GroupChallenge => ({
    id: wire.id,
    groupId: wire.groupId ?? null,
    name: wire.name,
    description: wire.description ?? '',
    startDate: toDate(wire.startDate),
    endDate: toDate(wire.endDate),
    participantCount: wire.participantCount,
    buyInAmount: wire.buyInAmount ?? null,
    challengeType: wire.challengeType ?? null,
    measurementTypes: wire.measurementTypes.map(toMeasurementType),
  })),
);

/** GET /groups/{id}/challenges */
export const groupChallengesWireSchema = v.array(groupChallengeWireSchema);
export const groupChallengesSchema = v.array(groupChallengeSchema);

/** POST /groups/{groupId}/challenges body (the form's rules that the server can check too). */
export const createGroupChallengeRequestSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('Challenge name is required')),
    description: v.string(),
    startDate: dateTimeWireSchema,
    endDate: dateTimeWireSchema,
    buyInAmount: v.nullable(v.pipe(v.number(), v.minValue(0, 'Buy-in amount cannot be negative'))),
    hasBuyIn: v.boolean(),
    challengeType: v.picklist(challengeTypes),
    measurementTypes: v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('Measurement type names cannot be empty'))),
      v.minLength(1, 'Select at least one measurement type'),
      v.maxLength(MAX_MEASUREMENT_TYPES, 'You can select a maximum of 5 measurement types'),
    ),
    groupId: recordIdSchema,
  }),
  v.forward(
    v.check(
      (body) => Date.parse(body.endDate) >= Date.parse(body.startDate),
      'End date cannot be before the start date',
    ),
    ['endDate'],
  ),
  v.forward(
    v.check(
      (body) => !body.hasBuyIn || body.buyInAmount !== null,
      'Buy-in amount is required when buy-in is on',
    ),
    ['buyInAmount'],
  ),
);
export type CreateGroupChallengeRequest = v.InferOutput<typeof createGroupChallengeRequestSchema>;

/** Measurement submission; the POST body is an array of them. */
export const measurementSubmissionSchema = v.object({
  groupId: recordIdSchema,
  challengeId: recordIdSchema,
  measurementTypeId: recordIdSchema,
  value: v.pipe(v.number('Each value must be a number'), v.finite('Each value must be a number')),
});
export type MeasurementSubmission = v.InferOutput<typeof measurementSubmissionSchema>;

/** POST /groups/{groupId}/challenges/{challengeId}/measurements body. */
export const measurementSubmissionsRequestSchema = v.pipe(
  v.array(measurementSubmissionSchema),
  v.minLength(1, 'Enter at least one measurement'),
);

const measuredValueWireSchema = v.nullish(v.object({ value: v.number() }));

/** The member's measurements of one type; `Unit` is capitalised on the wire. */
export const userChallengeMeasurementWireSchema = v.object({
  measurementTypeId: recordIdSchema,
  measurementType: v.string(),
  initial: measuredValueWireSchema,
  current: measuredValueWireSchema,
  change: v.nullish(v.number()),
  percentageChange: v.nullish(v.number()),
  Unit: v.nullish(v.string()),
  history: v.array(v.object({ date: dateTimeWireSchema, value: v.number() })),
});
export type UserChallengeMeasurementWire = v.InferInput<typeof userChallengeMeasurementWireSchema>;

export type UserChallengeMeasurement = {
  measurementTypeId: number;
  measurementType: string;
  initial: { value: number } | null;
  current: { value: number } | null;
  change: number | null;
  percentageChange: number | null;
  unit: string;
  history: { date: Date; value: number }[];
};

export const userChallengeMeasurementSchema = v.pipe(
  userChallengeMeasurementWireSchema,
  v.transform((wire): UserChallengeMeasurement => ({
    measurementTypeId: wire.measurementTypeId,
    measurementType: wire.measurementType,
    initial: wire.initial ? { value: wire.initial.value } : null,
    current: wire.current ? { value: wire.current.value } : null,
    change: wire.change ?? null,
    percentageChange: wire.percentageChange ?? null,
    unit: wire.Unit ?? '',
    history: wire.history.map((point) => ({ date: toDate(point.date), value: point.value })),
  })),
);

/** GET /groups/{id}/challenges/{challengeId}/measurements/me */
export const userChallengeMeasurementsWireSchema = v.array(userChallengeMeasurementWireSchema);
export const userChallengeMeasurementsSchema = v.array(userChallengeMeasurementSchema);

export const challengeParticipantWireSchema = v.object({
  userId: userIdSchema,
  userName: memberNameWireSchema,
  profilePhotoUrl: photoUrlWireSchema,
  initial: v.nullish(v.number()),
  current: v.nullish(v.number()),
  change: v.nullish(v.number()),
  percentChange: v.nullish(v.number()),
});
export type ChallengeParticipantWire = v.InferInput<typeof challengeParticipantWireSchema>;

export type ChallengeParticipant = {
  userId: string;
  userName: string;
  profilePhotoUrl: string | null;
  initial: number | null;
  current: number | null;
  change: number | null;
  percentChange: number | null;
};

/** Challenge leaderboard; GET /groups/{id}/challenges/{challengeId}/leaderboard. */
export const challengeLeaderboardWireSchema = v.object({
  measurementType: v.nullish(v.string()),
  measurementTypes: v.array(measurementTypeWireSchema),
  participants: v.array(challengeParticipantWireSchema),
});
export type ChallengeLeaderboardWire = v.InferInput<typeof challengeLeaderboardWireSchema>;

export type ChallengeLeaderboard = {
  measurementType: string | null;
  measurementTypes: MeasurementType[];
  participants: ChallengeParticipant[];
};

export const challengeLeaderboardSchema = v.pipe(
  challengeLeaderboardWireSchema,
  v.transform((wire): ChallengeLeaderboard => ({
    measurementType: wire.measurementType ?? null,
    measurementTypes: wire.measurementTypes.map(toMeasurementType),
    participants: wire.participants.map((participant) => ({
      userId: participant.userId,
      userName: toText(participant.userName),
      profilePhotoUrl: toPhotoUrl(participant.profilePhotoUrl),
      initial: participant.initial ?? null,
      current: participant.current ?? null,
      change: participant.change ?? null,
      percentChange: participant.percentChange ?? null,
    })),
  })),
);

/** Leaderboard query: optional `measurementType`, the measurement type's name. */
export const challengeLeaderboardQuerySchema = v.object({
  measurementType: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
export type ChallengeLeaderboardQuery = v.InferOutput<typeof challengeLeaderboardQuerySchema>;
