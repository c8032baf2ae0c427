import * as v from 'valibot';
import { dateTimeWireSchema, monthNumberSchema, recordIdSchema, toDate } from './common';

/** Badge ids arrive as numeric strings or numbers; the app sees numbers. */
const badgeIdWireSchema = v.union([
  recordIdSchema,
  v.pipe(v.string(), v.regex(/^[1-9]\d*$/, 'Expected a numeric badge id')),
]);

/** Earned monthly badge. */
export const earnedMonthlyBadgeWireSchema = v.object({
  badgeId: badgeIdWireSchema,
  badgeName: v.string(),
  badgeDescription: v.nullish(v.string()),
  awardedAt: dateTimeWireSchema,
  isNew: v.nullish(v.boolean()),
});
export type EarnedMonthlyBadgeWire = v.InferInput<typeof earnedMonthlyBadgeWireSchema>;

export type EarnedMonthlyBadge = {
  badgeId: number;
  badgeName: string;
  badgeDescription: string;
  awardedAt: Date;
  isNew: boolean;
};

export const earnedMonthlyBadgeSchema = v.pipe(
  earnedMonthlyBadgeWireSchema,
  v.transform((wire): EarnedMonthlyBadge => ({
    badgeId: Number(wire.badgeId),
    badgeName: wire.badgeName,
    badgeDescription: wire.badgeDescription ?? '',
    awardedAt: toDate(wire.awardedAt),
    isNew: wire.isNew ?? false,
  })),
);

/**
 * Monthly badges of one month: GET /users/me/monthly-badges/current and
 * GET /users/me/monthly-badges/{year}/{month} answer this shape.
 */
export const monthBadgesWireSchema = v.object({
  year: v.optional(v.pipe(v.number(), v.integer())),
  month: v.optional(monthNumberSchema),
  monthName: v.string(),
  totalEarned: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalAvailable: v.pipe(v.number(), v.integer(), v.minValue(0)),
  badges: v.array(earnedMonthlyBadgeWireSchema),
});
export type MonthBadgesWire = v.InferInput<typeof monthBadgesWireSchema>;

export type MonthBadges = {
  year: number | null;
  month: number | null;
  monthName: string;
  totalEarned: number;
  totalAvailable: number;
  badges: EarnedMonthlyBadge[];
};

export const monthBadgesSchema = v.pipe(
  v.object({ ...monthBadgesWireSchema.entries, badges: v.array(earnedMonthlyBadgeSchema) }),
  v.transform((wire): MonthBadges => ({
    ...wire,
    year: wire.year ?? null,
    month: wire.month ?? null,
  })),
);

/** All monthly badges: one entry per month; GET /users/me/monthly-badges. */
export const monthlyBadgeHistoryEntryWireSchema = v.object({
  month: monthNumberSchema,
  year: v.pipe(v.number(), v.integer()),
  monthName: v.string(),
  badges: v.array(earnedMonthlyBadgeWireSchema),
});

export type MonthlyBadgeHistoryEntry = {
  month: number;
  year: number;
  monthName: string;
  badges: EarnedMonthlyBadge[];
};

export const monthlyBadgeHistoryWireSchema = v.array(monthlyBadgeHistoryEntryWireSchema);
export type MonthlyBadgeHistoryWire = v.InferInput<typeof monthlyBadgeHistoryWireSchema>;

export const monthlyBadgeHistorySchema = v.array(
  v.pipe(
    v.object({
      ...monthlyBadgeHistoryEntryWireSchema.entries,
      badges: v.array(earnedMonthlyBadgeSchema),
    }),
    v.transform((wire): MonthlyBadgeHistoryEntry => ({ ...wire })),
  ),
);

/** POST /users/me/monthly-badges/mark-notified body. */
export const markBadgesNotifiedRequestSchema = v.object({
  badgeIds: v.array(recordIdSchema),
});
export type MarkBadgesNotifiedRequest = v.InferOutput<typeof markBadgesNotifiedRequestSchema>;
