import type * as v from 'valibot';
import type { CallName } from './endpoints';
import {
  adminChallengesSchema,
  adminChallengesWireSchema,
  adminStatsSchema,
  adminStatsWireSchema,
  adminUsersSchema,
  adminUsersWireSchema,
  badgeEvaluationSchema,
  badgeEvaluationWireSchema,
  monthlyBadgesSchema,
  monthlyBadgeStatsSchema,
  monthlyBadgeStatsWireSchema,
  monthlyBadgesWireSchema,
} from './schemas/admin';
import { createdIdSchema, createdIdWireSchema, ignoredResponseSchema } from './schemas/common';
import {
  challengeLeaderboardSchema,
  challengeLeaderboardWireSchema,
  groupChallengeSchema,
  groupChallengesSchema,
  groupChallengesWireSchema,
  groupChallengeWireSchema,
  userChallengeMeasurementsSchema,
  userChallengeMeasurementsWireSchema,
} from './schemas/group-challenges';
import {
  groupDetailsSchema,
  groupDetailsWireSchema,
  groupsSchema,
  groupsWireSchema,
} from './schemas/groups';
import { pendingInvitesSchema, pendingInvitesWireSchema } from './schemas/invites';
import { leaderboardSchema, leaderboardWireSchema } from './schemas/leaderboard';
import {
  monthBadgesSchema,
  monthBadgesWireSchema,
  monthlyBadgeHistorySchema,
  monthlyBadgeHistoryWireSchema,
} from './schemas/monthly-badges';
import { currentMonthlyGoalSchema, currentMonthlyGoalWireSchema } from './schemas/monthly-goals';
import { monthlyWarriorsSchema, monthlyWarriorsWireSchema } from './schemas/monthly-warriors';
import {
  personalChallengesSchema,
  personalChallengesWireSchema,
} from './schemas/personal-challenges';
import {
  photoCommentsSchema,
  photoCommentsWireSchema,
  photoFeedPageSchema,
  photoFeedPageWireSchema,
} from './schemas/photos';
import { profileSchema, profileWireSchema } from './schemas/profile';
import { userSearchResultsSchema, userSearchResultsWireSchema } from './schemas/users';
import {
  workoutsSchema,
  workoutStatsSchema,
  workoutStatsWireSchema,
  workoutsWireSchema,
} from './schemas/workouts';

/** What one call answers, in two shapes. */
export type ResponseSchemas = {
  /** As the server sends it: the mock backend checks its answers against this. */
  wire: v.GenericSchema;
  /** As the client returns it: the wire shape validated and normalised (camelCase, Dates). */
  normalised: v.GenericSchema<unknown, unknown>;
};

/** A call whose answer is not read: it resolves with nothing, whatever the server sent. */
const ignored = { wire: ignoredResponseSchema, normalised: ignoredResponseSchema } as const;

/**
 * The answer of each of the 51 calls. The client loads this module with its first call that reads
 * an answer, not with the app's first script: a signed-out visitor never needs it, and the schemas
 * of every screen would otherwise weigh on every first paint.
 */
export const responseSchemas = {
  'leaderboard.get': { wire: leaderboardWireSchema, normalised: leaderboardSchema },
  'challenges.list': { wire: personalChallengesWireSchema, normalised: personalChallengesSchema },
  'workouts.list': { wire: workoutsWireSchema, normalised: workoutsSchema },
  'workouts.stats': { wire: workoutStatsWireSchema, normalised: workoutStatsSchema },
  'workouts.log': ignored,
  'profile.get': { wire: profileWireSchema, normalised: profileSchema },
  'profile.update': ignored,
  'profile.uploadPhoto': ignored,
  'monthlyWarriors.get': { wire: monthlyWarriorsWireSchema, normalised: monthlyWarriorsSchema },
  'monthlyGoals.current': {
    wire: currentMonthlyGoalWireSchema,
    normalised: currentMonthlyGoalSchema,
  },
  'monthlyGoals.set': ignored,
  'monthlyBadges.current': { wire: monthBadgesWireSchema, normalised: monthBadgesSchema },
  'monthlyBadges.forMonth': { wire: monthBadgesWireSchema, normalised: monthBadgesSchema },
  'monthlyBadges.all': {
    wire: monthlyBadgeHistoryWireSchema,
    normalised: monthlyBadgeHistorySchema,
  },
  'monthlyBadges.markNotified': ignored,
  'invites.pending': { wire: pendingInvitesWireSchema, normalised: pendingInvitesSchema },
  'errors.send': ignored,
  'groups.list': { wire: groupsWireSchema, normalised: groupsSchema },
  'groups.create': { wire: createdIdWireSchema, normalised: createdIdSchema },
  'groups.get': { wire: groupDetailsWireSchema, normalised: groupDetailsSchema },
  'groups.update': ignored,
  'groups.members.remove': ignored,
  'groups.members.setRole': ignored,
  'groups.challenges.list': { wire: groupChallengesWireSchema, normalised: groupChallengesSchema },
  'groups.challenges.create': { wire: createdIdWireSchema, normalised: createdIdSchema },
  'groups.challenges.get': { wire: groupChallengeWireSchema, normalised: groupChallengeSchema },
  'groups.challenges.myMeasurements': {
    wire: userChallengeMeasurementsWireSchema,
    normalised: userChallengeMeasurementsSchema,
  },
  'groups.challenges.submitMeasurements': ignored,
  'groups.challenges.leaderboard': {
    wire: challengeLeaderboardWireSchema,
    normalised: challengeLeaderboardSchema,
  },
  'groups.photos.list': { wire: photoFeedPageWireSchema, normalised: photoFeedPageSchema },
  'groups.photos.share': { wire: createdIdWireSchema, normalised: createdIdSchema },
  'groups.photos.comments.list': { wire: photoCommentsWireSchema, normalised: photoCommentsSchema },
  'groups.photos.comments.add': ignored,
  'groups.photos.react': ignored,
  'groups.inviteUser': ignored,
  'groups.inviteByEmail': ignored,
  'invites.accept': ignored,
  'invites.reject': ignored,
  'users.search': { wire: userSearchResultsWireSchema, normalised: userSearchResultsSchema },
  'admin.stats.get': { wire: adminStatsWireSchema, normalised: adminStatsSchema },
  'admin.challenges.list': { wire: adminChallengesWireSchema, normalised: adminChallengesSchema },
  'admin.challenges.create': ignored,
  'admin.challenges.update': ignored,
  'admin.challenges.delete': ignored,
  'admin.users.list': { wire: adminUsersWireSchema, normalised: adminUsersSchema },
  'admin.monthlyBadges.list': { wire: monthlyBadgesWireSchema, normalised: monthlyBadgesSchema },
  'admin.monthlyBadges.create': ignored,
  'admin.monthlyBadges.update': ignored,
  'admin.monthlyBadges.delete': ignored,
  'admin.monthlyBadges.stats': {
    wire: monthlyBadgeStatsWireSchema,
    normalised: monthlyBadgeStatsSchema,
  },
  'admin.monthlyBadges.evaluateAll': {
    wire: badgeEvaluationWireSchema,
    normalised: badgeEvaluationSchema,
  },
} as const satisfies Record<CallName, ResponseSchemas>;
