import type { CallName, Endpoint } from './endpoints';
import {
  adminChallengeCreateRequestSchema,
  adminChallengeUpdateRequestSchema,
  badgeEvaluationQuerySchema,
  monthlyBadgeCreateRequestSchema,
  monthlyBadgeUpdateRequestSchema,
} from './schemas/admin';
import { errorReportSchema } from './schemas/error-report';
import {
  challengeLeaderboardQuerySchema,
  createGroupChallengeRequestSchema,
  measurementSubmissionsRequestSchema,
} from './schemas/group-challenges';
import {
  createGroupRequestSchema,
  memberRoleRequestSchema,
  updateGroupRequestSchema,
} from './schemas/groups';
import { inviteByEmailRequestSchema, inviteUserRequestSchema } from './schemas/invites';
import { markBadgesNotifiedRequestSchema } from './schemas/monthly-badges';
import { monthlyGoalRequestSchema } from './schemas/monthly-goals';
import {
  photoCommentRequestSchema,
  photoFeedQuerySchema,
  photoReactionRequestSchema,
  sharePhotoFormSchema,
} from './schemas/photos';
import { profilePhotoFormSchema, profileUpdateRequestSchema } from './schemas/profile';
import { userSearchQuerySchema } from './schemas/users';

const none = { requestSchema: null, querySchema: null } as const;

/**
 * What the server reads from each call: the schema of its JSON body or multipart form fields
 * (`requestSchema`) and of its query string (`querySchema`), null where it reads none. Only the
 * server side (the mock backend, contract tests) checks requests, so the client does not import
 * this table and the app's main chunk does not carry these schemas.
 */
export const requestSchemas = {
  'leaderboard.get': none,
  'challenges.list': none,
  'workouts.list': none,
  'workouts.stats': none,
  'workouts.log': none,
  'profile.get': none,
  'profile.update': { requestSchema: profileUpdateRequestSchema, querySchema: null },
  'profile.uploadPhoto': { requestSchema: profilePhotoFormSchema, querySchema: null },
  'monthlyWarriors.get': none,
  'monthlyGoals.current': none,
  'monthlyGoals.set': { requestSchema: monthlyGoalRequestSchema, querySchema: null },
  'monthlyBadges.current': none,
  'monthlyBadges.forMonth': none,
  'monthlyBadges.all': none,
  'monthlyBadges.markNotified': {
    requestSchema: markBadgesNotifiedRequestSchema,
    querySchema: null,
  },
  'invites.pending': none,
  'errors.send': { requestSchema: errorReportSchema, querySchema: null },
  'groups.list': none,
  'groups.create': { requestSchema: createGroupRequestSchema, querySchema: null },
  'groups.get': none,
  'groups.update': { requestSchema: updateGroupRequestSchema, querySchema: null },
  'groups.members.remove': none,
  'groups.members.setRole': { requestSchema: memberRoleRequestSchema, querySchema: null },
  'groups.challenges.list': none,
  'groups.challenges.create': {
    requestSchema: createGroupChallengeRequestSchema,
    querySchema: null,
  },
  'groups.challenges.get': none,
  'groups.challenges.myMeasurements': none,
  'groups.challenges.submitMeasurements': {
    requestSchema: measurementSubmissionsRequestSchema,
    querySchema: null,
  },
  'groups.challenges.leaderboard': {
    requestSchema: null,
    querySchema: challengeLeaderboardQuerySchema,
  },
  'groups.photos.list': { requestSchema: null, querySchema: photoFeedQuerySchema },
  'groups.photos.share': { requestSchema: sharePhotoFormSchema, querySchema: null },
  'groups.photos.comments.list': none,
  'groups.photos.comments.add': { requestSchema: photoCommentRequestSchema, querySchema: null },
  'groups.photos.react': { requestSchema: photoReactionRequestSchema, querySchema: null },
  'groups.inviteUser': { requestSchema: inviteUserRequestSchema, querySchema: null },
  'groups.inviteByEmail': { requestSchema: inviteByEmailRequestSchema, querySchema: null },
  'invites.accept': none,
  'invites.reject': none,
  'users.search': { requestSchema: null, querySchema: userSearchQuerySchema },
  'admin.stats.get': none,
  'admin.challenges.list': none,
  'admin.challenges.create': {
    requestSchema: adminChallengeCreateRequestSchema,
    querySchema: null,
  },
  'admin.challenges.update': {
    requestSchema: adminChallengeUpdateRequestSchema,
    querySchema: null,
  },
  'admin.challenges.delete': none,
  'admin.users.list': none,
  'admin.monthlyBadges.list': none,
  'admin.monthlyBadges.create': {
    requestSchema: monthlyBadgeCreateRequestSchema,
    querySchema: null,
  },
  'admin.monthlyBadges.update': {
    requestSchema: monthlyBadgeUpdateRequestSchema,
    querySchema: null,
  },
  'admin.monthlyBadges.delete': none,
  'admin.monthlyBadges.stats': none,
  'admin.monthlyBadges.evaluateAll': {
    requestSchema: null,
    querySchema: badgeEvaluationQuerySchema,
  },
} as const satisfies Record<CallName, Pick<Endpoint, 'requestSchema' | 'querySchema'>>;
