import type * as v from 'valibot';
import { routes } from './paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the contract. `prefix` is the call's fixed error text; a
 * `{param}` in it is filled from the path parameters. `errorMessage: 'server-or-prefix'` marks
 * the admin writes whose failure shows the server's `message` field when present.
 */
export type CallEndpoint = {
  method: HttpMethod;
  path: string;
  prefix: string;
  /** 'optional' only for error reporting: a token is attached when one can be obtained. */
  auth: 'required' | 'optional';
  body: 'none' | 'json' | 'multipart';
  /**
   * True for a call whose answer is not read (it resolves with nothing). The others' answers are
   * read through `responseSchemas`, which the client loads on demand.
   */
  ignoresResponse?: true;
  errorMessage: 'prefix-status' | 'server-or-prefix';
};

/**
 * A call as the server reads it: a {@link CallEndpoint} and the schemas of its request and its
 * answer.
 */
export type Endpoint = CallEndpoint & {
  /** Schema of the JSON body, or of the multipart form's fields, as the server reads it. */
  requestSchema: v.GenericSchema | null;
  /** Schema of the query string as the server reads it (strings in, typed values out). */
  querySchema: v.GenericSchema | null;
  /** What the server sends: the mock backend checks its answers against this. */
  responseWireSchema: v.GenericSchema;
  /** What the client returns: the wire shape validated and normalised (camelCase, Dates). */
  responseSchema: v.GenericSchema<unknown, unknown>;
};

const none = { body: 'none' } as const;
const ignored = { ignoresResponse: true } as const;
const read = (prefix: string) =>
  ({ method: 'GET', prefix, auth: 'required', errorMessage: 'prefix-status', ...none }) as const;
const write = (method: HttpMethod, prefix: string) =>
  ({ method, prefix, auth: 'required', errorMessage: 'prefix-status' }) as const;
const adminWrite = (method: HttpMethod, prefix: string) =>
  ({ method, prefix, auth: 'required', errorMessage: 'server-or-prefix' }) as const;

/**
 * The 51 calls of the API as the client makes them, keyed by the client function that makes
 * each (`client.groups.photos.list` is 'groups.photos.list'). The schemas of the requests are in
 * `requestSchemas`; `endpoints` joins both for the server side.
 */
export const callEndpoints = {
  // ---- member area
  'leaderboard.get': {
    ...read('Failed to fetch leaderboard'),
    path: routes.leaderboard,
  },
  'challenges.list': {
    ...read('Failed to fetch challenges'),
    path: routes.personalChallenges,
  },
  'workouts.list': {
    ...read('Failed to fetch workouts'),
    path: routes.workouts,
  },
  'workouts.stats': {
    ...read('Failed to fetch workout stats'),
    path: routes.workoutStats,
  },
  'workouts.log': {
    ...write('POST', 'Failed to log workout'),
    ...none,
    ...ignored,
    path: routes.points,
  },
  'profile.get': {
    ...read('Failed to fetch profile'),
    path: routes.me,
  },
  'profile.update': {
    ...write('PUT', 'Failed to update profile'),
    ...ignored,
    path: routes.profile,
    body: 'json',
  },
  'profile.uploadPhoto': {
    ...write('POST', 'Failed to upload photo'),
    ...ignored,
    path: routes.profilePhoto,
    body: 'multipart',
  },
  'monthlyWarriors.get': {
    ...read('Failed to fetch monthly warriors'),
    path: routes.monthlyWarriors,
  },
  'monthlyGoals.current': {
    ...read('Failed to fetch monthly goal'),
    path: routes.currentMonthlyGoal,
  },
  'monthlyGoals.set': {
    ...write('POST', 'Failed to set monthly goal'),
    ...ignored,
    path: routes.monthlyGoals,
    body: 'json',
  },
  'monthlyBadges.current': {
    ...read('Failed to fetch current month badges'),
    path: routes.currentMonthBadges,
  },
  'monthlyBadges.forMonth': {
    // Its error text names the month as year/month, like its path.
    ...read('Failed to fetch monthly badges for {year}/{month}'),
    path: routes.monthBadges,
  },
  'monthlyBadges.all': {
    ...read('Failed to fetch all monthly badges'),
    path: routes.monthlyBadgeHistory,
  },
  'monthlyBadges.markNotified': {
    ...write('POST', 'Failed to mark badges as notified'),
    ...ignored,
    path: routes.markBadgesNotified,
    body: 'json',
  },
  'invites.pending': {
    ...read('Failed to fetch group invites'),
    path: routes.pendingInvites,
  },
  'errors.send': {
    ...write('POST', 'Failed to report error'),
    ...ignored,
    auth: 'optional',
    path: routes.errors,
    body: 'json',
  },

  // ---- groups
  'groups.list': {
    ...read('Failed to fetch groups'),
    path: routes.myGroups,
  },
  'groups.create': {
    ...write('POST', 'Failed to create group'),
    path: routes.groups,
    body: 'json',
  },
  'groups.get': {
    ...read('Failed to fetch group details'),
    path: routes.group,
  },
  'groups.update': {
    ...write('PUT', 'Failed to update group'),
    ...ignored,
    path: routes.group,
    body: 'json',
  },
  'groups.members.remove': {
    ...write('DELETE', 'Failed to remove member'),
    ...none,
    ...ignored,
    path: routes.groupMember,
  },
  'groups.members.setRole': {
    ...write('PUT', 'Failed to update member role'),
    ...ignored,
    path: routes.groupMemberRole,
    body: 'json',
  },
  'groups.challenges.list': {
    ...read('Failed to fetch group challenges'),
    path: routes.groupChallenges,
  },
  'groups.challenges.create': {
    ...write('POST', 'Failed to create group challenge'),
    path: routes.groupChallenges,
    body: 'json',
  },
  'groups.challenges.get': {
    ...read('Failed to fetch group challenge'),
    path: routes.groupChallenge,
  },
  'groups.challenges.myMeasurements': {
    ...read('Failed to fetch user measurements'),
    path: routes.myMeasurements,
  },
  'groups.challenges.submitMeasurements': {
    ...write('POST', 'Failed to submit measurements'),
    ...ignored,
    path: routes.measurements,
    body: 'json',
  },
  'groups.challenges.leaderboard': {
    ...read('Failed to fetch challenge leaderboard'),
    path: routes.challengeLeaderboard,
  },
  'groups.photos.list': {
    ...read('Failed to fetch group photos'),
    path: routes.groupPhotos,
  },
  'groups.photos.share': {
    ...write('POST', 'Failed to share photo'),
    path: routes.groupPhotos,
    body: 'multipart',
  },
  'groups.photos.comments.list': {
    ...read('Failed to fetch photo comments'),
    path: routes.photoComments,
  },
  'groups.photos.comments.add': {
    ...write('POST', 'Failed to add comment'),
    ...ignored,
    path: routes.photoComments,
    body: 'json',
  },
  'groups.photos.react': {
    ...write('POST', 'Failed to add reaction'),
    ...ignored,
    path: routes.photoReactions,
    body: 'json',
  },
  'groups.inviteUser': {
    ...write('POST', 'Failed to invite user'),
    ...ignored,
    path: routes.groupInvites,
    body: 'json',
  },
  'groups.inviteByEmail': {
    ...write('POST', 'Failed to send email invite'),
    ...ignored,
    path: routes.inviteByEmail,
    body: 'json',
  },
  'invites.accept': {
    ...write('POST', 'Failed to accept or reject invite'),
    ...none,
    ...ignored,
    path: routes.acceptInvite,
  },
  'invites.reject': {
    ...write('POST', 'Failed to accept or reject invite'),
    ...none,
    ...ignored,
    path: routes.rejectInvite,
  },
  'users.search': {
    ...read('Failed to search users'),
    path: routes.userSearch,
  },

  // ---- admin
  'admin.stats.get': {
    ...read('Failed to fetch admin stats'),
    path: routes.adminStats,
  },
  'admin.challenges.list': {
    ...read('Failed to fetch admin challenges'),
    path: routes.adminChallenges,
  },
  'admin.challenges.create': {
    ...adminWrite('POST', 'Failed to create challenge'),
    ...ignored,
    path: routes.adminChallenges,
    body: 'json',
  },
  'admin.challenges.update': {
    ...adminWrite('PUT', 'Failed to update challenge'),
    ...ignored,
    path: routes.adminChallenge,
    body: 'json',
  },
  'admin.challenges.delete': {
    ...adminWrite('DELETE', 'Failed to delete challenge'),
    ...none,
    ...ignored,
    path: routes.adminChallenge,
  },
  'admin.users.list': {
    ...read('Failed to fetch admin users'),
    path: routes.adminUsers,
  },
  'admin.monthlyBadges.list': {
    ...read('Failed to fetch admin monthly badges'),
    path: routes.adminMonthlyBadges,
  },
  'admin.monthlyBadges.create': {
    ...adminWrite('POST', 'Failed to create monthly badge'),
    ...ignored,
    path: routes.adminMonthlyBadges,
    body: 'json',
  },
  'admin.monthlyBadges.update': {
    ...adminWrite('PUT', 'Failed to update monthly badge'),
    ...ignored,
    path: routes.adminMonthlyBadge,
    body: 'json',
  },
  'admin.monthlyBadges.delete': {
    ...adminWrite('DELETE', 'Failed to delete monthly badge'),
    ...none,
    ...ignored,
    path: routes.adminMonthlyBadge,
  },
  'admin.monthlyBadges.stats': {
    ...read('Failed to fetch monthly badge stats'),
    path: routes.adminMonthlyBadgeStats,
  },
  'admin.monthlyBadges.evaluateAll': {
    ...write('POST', 'Failed to evaluate badges for all users'),
    path: routes.evaluateAllBadges,
    body: 'none',
  },
} as const satisfies Record<string, CallEndpoint>;

export type CallName = keyof typeof callEndpoints;

export const callNames = Object.keys(callEndpoints) as CallName[];

/** The fixed error prefix of a call, `{param}` placeholders filled from its path parameters. */
export function errorPrefix(
  name: CallName,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return callEndpoints[name].prefix.replace(/\{([A-Za-z]+)\}/g, (placeholder, key: string) => {
    const value = params[key];
    return value === undefined ? placeholder : String(value);
  });
}
