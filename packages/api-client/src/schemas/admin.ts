import * as v from 'valibot';
import {
  memberNameWireSchema,
  monthNumberSchema,
  optionalDateTimeWireSchema,
  photoUrlWireSchema,
  recordIdSchema,
  toOptionalDate,
  toPhotoUrl,
  toText,
  userIdSchema,
  yearSchema,
} from './common';

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Admin stats; GET /admin/stats. */
export const adminStatsWireSchema = v.object({
  totalUsers: countSchema,
  totalWorkouts: countSchema,
  totalChallenges: countSchema,
  totalCompletions: countSchema,
});
export type AdminStatsWire = v.InferInput<typeof adminStatsWireSchema>;
export type AdminStats = {
  totalUsers: number;
  totalWorkouts: number;
  totalChallenges: number;
  totalCompletions: number;
};
export const adminStatsSchema = v.pipe(
  adminStatsWireSchema,
  v.transform((wire): AdminStats => ({ ...wire })),
);

/** Monthly badge stats; GET /admin/monthly-badges/stats. */
export const monthlyBadgeStatsWireSchema = v.object({
  userBadgesAwarded: countSchema,
  totalBadges: countSchema,
  usersWithBadges: countSchema,
});
export type MonthlyBadgeStatsWire = v.InferInput<typeof monthlyBadgeStatsWireSchema>;
export type MonthlyBadgeStats = {
  userBadgesAwarded: number;
  totalBadges: number;
  usersWithBadges: number;
};
export const monthlyBadgeStatsSchema = v.pipe(
  monthlyBadgeStatsWireSchema,
  v.transform((wire): MonthlyBadgeStats => ({ ...wire })),
);

/** Admin challenge form defaults. */
export const ADMIN_CHALLENGE_DEFAULTS = { criteria: 1, badge: 'Bronze', isActive: true } as const;

/** Admin challenge. */
export const adminChallengeWireSchema = v.object({
  id: recordIdSchema,
  name: v.string(),
  criteria: v.pipe(v.number(), v.integer()),
  badge: v.nullish(v.string()),
  description: v.nullish(v.string()),
  isActive: v.nullish(v.boolean()),
});
export type AdminChallengeWire = v.InferInput<typeof adminChallengeWireSchema>;

export type AdminChallenge = {
  id: number;
  name: string;
  criteria: number;
  badge: string;
  description: string;
  isActive: boolean;
};

export const adminChallengeSchema = v.pipe(
  adminChallengeWireSchema,
  v.transform((wire): AdminChallenge => ({
    id: wire.id,
    name: wire.name,
    criteria: wire.criteria,
    badge: wire.badge || ADMIN_CHALLENGE_DEFAULTS.badge,
    description: wire.description ?? '',
    // Active unless explicitly false
    isActive: wire.isActive !== false,
  })),
);

/** GET /admin/challenges */
export const adminChallengesWireSchema = v.array(adminChallengeWireSchema);
export const adminChallengesSchema = v.array(adminChallengeSchema);

const adminChallengeFields = {
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Challenge name is required')),
  criteria: v.pipe(
    v.number('Completion criteria must be a number'),
    v.integer('Completion criteria must be a whole number'),
    v.minValue(1, 'Completion criteria must be at least 1'),
  ),
  badge: v.pipe(v.string(), v.trim(), v.nonEmpty('Badge name is required')),
  description: v.optional(v.string()),
  isActive: v.boolean(),
};

/** POST /admin/challenges body. */
export const adminChallengeCreateRequestSchema = v.object(adminChallengeFields);
export type AdminChallengeCreateRequest = v.InferOutput<typeof adminChallengeCreateRequestSchema>;

/** PUT /admin/challenges/{id} body: the same plus id. */
export const adminChallengeUpdateRequestSchema = v.object({
  id: recordIdSchema,
  ...adminChallengeFields,
});
export type AdminChallengeUpdateRequest = v.InferOutput<typeof adminChallengeUpdateRequestSchema>;

/** Monthly badge types, in the order the form offers them. */
export const monthlyBadgeTypes = ['WorkoutCount', 'Rank', 'Streak', 'Special'] as const;
export type MonthlyBadgeType = (typeof monthlyBadgeTypes)[number];

/** Monthly badge form defaults. */
export const MONTHLY_BADGE_DEFAULTS = {
  badgeType: 'WorkoutCount',
  requiredValue: 5,
  imageUrl: 'badge-default.png',
  isActive: true,
  isMonthSpecific: false,
  specificMonth: null,
} as const;

/** Monthly badge (admin view). */
export const monthlyBadgeWireSchema = v.object({
  id: recordIdSchema,
  name: v.string(),
  description: v.nullish(v.string()),
  imageUrl: v.nullish(v.string()),
  badgeType: v.picklist(monthlyBadgeTypes),
  requiredValue: v.pipe(v.number(), v.integer()),
  isActive: v.nullish(v.boolean()),
  isMonthSpecific: v.nullish(v.boolean()),
  specificMonth: v.nullish(monthNumberSchema),
});
export type MonthlyBadgeWire = v.InferInput<typeof monthlyBadgeWireSchema>;

export type MonthlyBadge = {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  badgeType: MonthlyBadgeType;
  requiredValue: number;
  isActive: boolean;
  isMonthSpecific: boolean;
  specificMonth: number | null;
};

export const monthlyBadgeSchema = v.pipe(
  monthlyBadgeWireSchema,
  v.transform((wire): MonthlyBadge => ({
    id: wire.id,
    name: wire.name,
    description: wire.description ?? '',
    imageUrl: wire.imageUrl || MONTHLY_BADGE_DEFAULTS.imageUrl,
    badgeType: wire.badgeType,
    requiredValue: wire.requiredValue,
    isActive: wire.isActive ?? MONTHLY_BADGE_DEFAULTS.isActive,
    isMonthSpecific: wire.isMonthSpecific ?? MONTHLY_BADGE_DEFAULTS.isMonthSpecific,
    specificMonth: wire.specificMonth ?? null,
  })),
);

/** GET /admin/monthly-badges */
export const monthlyBadgesWireSchema = v.array(monthlyBadgeWireSchema);
export const monthlyBadgesSchema = v.array(monthlyBadgeSchema);

const monthlyBadgeFields = {
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Badge name is required')),
  description: v.pipe(v.string(), v.trim(), v.nonEmpty('Description is required')),
  imageUrl: v.pipe(v.string(), v.trim(), v.nonEmpty('Badge image is required')),
  badgeType: v.picklist(monthlyBadgeTypes, 'Badge type is required'),
  requiredValue: v.pipe(
    v.number('Required value must be a number'),
    v.integer('Required value must be a whole number'),
    v.minValue(1, 'Required value must be at least 1'),
  ),
  isActive: v.boolean(),
  isMonthSpecific: v.boolean(),
  specificMonth: v.nullable(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1, 'Month must be between 1 and 12'),
      v.maxValue(12, 'Month must be between 1 and 12'),
    ),
  ),
};

// A specific month is required only when the badge is month-specific.
const SPECIFIC_MONTH_REQUIRED = 'Specific month is required for a month-specific badge';
const hasMonthWhenMonthSpecific = (body: {
  isMonthSpecific: boolean;
  specificMonth: number | null;
}): boolean => !body.isMonthSpecific || body.specificMonth !== null;

/** POST /admin/monthly-badges body. */
export const monthlyBadgeCreateRequestSchema = v.pipe(
  v.object(monthlyBadgeFields),
  v.forward(
    v.check((body) => hasMonthWhenMonthSpecific(body), SPECIFIC_MONTH_REQUIRED),
    ['specificMonth'],
  ),
);
export type MonthlyBadgeCreateRequest = v.InferOutput<typeof monthlyBadgeCreateRequestSchema>;

/** PUT /admin/monthly-badges/{id} body: the same plus id. */
export const monthlyBadgeUpdateRequestSchema = v.pipe(
  v.object({ id: recordIdSchema, ...monthlyBadgeFields }),
  v.forward(
    v.check((body) => hasMonthWhenMonthSpecific(body), SPECIFIC_MONTH_REQUIRED),
    ['specificMonth'],
  ),
);
export type MonthlyBadgeUpdateRequest = v.InferOutput<typeof monthlyBadgeUpdateRequestSchema>;

/** Admin user row; GET /admin/users. `lastActivity` may be missing or ''. */
export const adminUserWireSchema = v.object({
  id: userIdSchema,
  name: memberNameWireSchema,
  profilePhotoUrl: photoUrlWireSchema,
  points: v.number(),
  workoutCount: countSchema,
  challengesCompleted: countSchema,
  lastActivity: optionalDateTimeWireSchema,
});
export type AdminUserWire = v.InferInput<typeof adminUserWireSchema>;

export type AdminUser = {
  id: string;
  name: string;
  profilePhotoUrl: string | null;
  points: number;
  workoutCount: number;
  challengesCompleted: number;
  lastActivity: Date | null;
};

export const adminUserSchema = v.pipe(
  adminUserWireSchema,
  v.transform((wire): AdminUser => ({
    id: wire.id,
    name: toText(wire.name),
    profilePhotoUrl: toPhotoUrl(wire.profilePhotoUrl),
    points: wire.points,
    workoutCount: wire.workoutCount,
    challengesCompleted: wire.challengesCompleted,
    lastActivity: toOptionalDate(wire.lastActivity),
  })),
);

export const adminUsersWireSchema = v.array(adminUserWireSchema);
export const adminUsersSchema = v.array(adminUserSchema);

/** Evaluation result; POST /admin/monthly-badges/evaluate-all. */
export const badgeEvaluationWireSchema = v.object({ badgesAwarded: countSchema });
export type BadgeEvaluationWire = v.InferInput<typeof badgeEvaluationWireSchema>;
export type BadgeEvaluation = { badgesAwarded: number };
export const badgeEvaluationSchema = v.pipe(
  badgeEvaluationWireSchema,
  v.transform((wire): BadgeEvaluation => ({ badgesAwarded: wire.badgesAwarded })),
);

/** Evaluate-all query as it arrives in the URL: year and month together or neither. */
export const badgeEvaluationQuerySchema = v.pipe(
  v.object({
    year: v.optional(v.pipe(v.string(), v.digits(), v.toNumber(), yearSchema)),
    month: v.optional(v.pipe(v.string(), v.digits(), v.toNumber(), monthNumberSchema)),
  }),
  v.check(
    (query) => (query.year === undefined) === (query.month === undefined),
    'Give both year and month, or neither',
  ),
);
export type BadgeEvaluationQuery = v.InferOutput<typeof badgeEvaluationQuerySchema>;

/** Error bodies of admin create/update/delete: the server's `message` is shown. */
export const serverMessageBodySchema = v.object({ message: v.pipe(v.string(), v.nonEmpty()) });
