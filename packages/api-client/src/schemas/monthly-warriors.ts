import * as v from 'valibot';
import {
  memberNameWireSchema,
  monthNumberSchema,
  photoUrlWireSchema,
  toPhotoUrl,
  toText,
  userIdSchema,
} from './common';

const rankSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
const workoutCountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const monthlyWarriorWireSchema = v.object({
  userId: userIdSchema,
  userName: memberNameWireSchema,
  profilePhotoUrl: photoUrlWireSchema,
  rank: rankSchema,
  workoutCount: workoutCountSchema,
});
export type MonthlyWarriorWire = v.InferInput<typeof monthlyWarriorWireSchema>;

/** Monthly warriors response; GET /monthly-warriors. */
export const monthlyWarriorsWireSchema = v.object({
  monthName: v.string(),
  year: v.pipe(v.number(), v.integer()),
  month: monthNumberSchema,
  // A member without a rank this month may get null stats or a null rank.
  currentUserStats: v.nullish(
    v.object({
      rank: v.nullish(rankSchema),
      workoutCount: workoutCountSchema,
    }),
  ),
  topPerformers: v.array(monthlyWarriorWireSchema),
});
export type MonthlyWarriorsWire = v.InferInput<typeof monthlyWarriorsWireSchema>;

export type MonthlyWarrior = {
  userId: string;
  userName: string;
  profilePhotoUrl: string | null;
  rank: number;
  workoutCount: number;
};

export type MonthlyWarriors = {
  monthName: string;
  year: number;
  month: number;
  currentUserStats: { rank: number | null; workoutCount: number };
  topPerformers: MonthlyWarrior[];
};

export const monthlyWarriorsSchema = v.pipe(
  monthlyWarriorsWireSchema,
  v.transform((wire): MonthlyWarriors => ({
    monthName: wire.monthName,
    year: wire.year,
    month: wire.month,
    currentUserStats: {
      rank: wire.currentUserStats?.rank ?? null,
      workoutCount: wire.currentUserStats?.workoutCount ?? 0,
    },
    topPerformers: wire.topPerformers.map((warrior) => ({
      ...warrior,
      userName: toText(warrior.userName),
      profilePhotoUrl: toPhotoUrl(warrior.profilePhotoUrl),
    })),
  })),
);
