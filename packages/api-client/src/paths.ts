/** Every API path lives under this base; it is part of the client's `baseURL`. */
export const API_BASE_PATH = '/api/v1';

/**
 * Route patterns relative to the base path, with `:name` parameters (MSW's syntax, so the
 * mock backend registers `*${API_BASE_PATH}${routes.x}` from the same table).
 */
export const routes = {
  leaderboard: '/leaderboard',
  personalChallenges: '/users/me/challenges',
  workouts: '/users/me/workouts',
  workoutStats: '/users/me/workouts/stats',
  points: '/users/me/points',
  me: '/users/me',
  profile: '/users/me/profile',
  profilePhoto: '/users/me/profile/photo',
  monthlyWarriors: '/monthly-warriors',
  monthlyGoals: '/monthly-goals',
  currentMonthlyGoal: '/monthly-goals/current',
  monthlyBadgeHistory: '/users/me/monthly-badges',
  currentMonthBadges: '/users/me/monthly-badges/current',
  // Year first, then month (matches its own error text).
  monthBadges: '/users/me/monthly-badges/:year/:month',
  markBadgesNotified: '/users/me/monthly-badges/mark-notified',
  pendingInvites: '/users/me/group-invites',
  errors: '/errors',
  myGroups: '/users/me/groups',
  groups: '/groups',
  group: '/groups/:groupId',
  groupMember: '/groups/:groupId/members/:userId',
  groupMemberRole: '/groups/:groupId/members/:userId/role',
  groupChallenges: '/groups/:groupId/challenges',
  groupChallenge: '/groups/:groupId/challenges/:challengeId',
  myMeasurements: '/groups/:groupId/challenges/:challengeId/measurements/me',
  measurements: '/groups/:groupId/challenges/:challengeId/measurements',
  challengeLeaderboard: '/groups/:groupId/challenges/:challengeId/leaderboard',
  groupPhotos: '/groups/:groupId/photos',
  photoComments: '/groups/:groupId/photos/:photoId/comments',
  photoReactions: '/groups/:groupId/photos/:photoId/reactions',
  groupInvites: '/groups/:groupId/invites',
  inviteByEmail: '/groups/:groupId/invite-by-email',
  acceptInvite: '/groups/invites/:inviteId/accept',
  rejectInvite: '/groups/invites/:inviteId/reject',
  userSearch: '/users/search',
  adminStats: '/admin/stats',
  adminChallenges: '/admin/challenges',
  adminChallenge: '/admin/challenges/:id',
  adminUsers: '/admin/users',
  adminMonthlyBadges: '/admin/monthly-badges',
  adminMonthlyBadge: '/admin/monthly-badges/:id',
  adminMonthlyBadgeStats: '/admin/monthly-badges/stats',
  evaluateAllBadges: '/admin/monthly-badges/evaluate-all',
} as const;

export type RouteName = keyof typeof routes;
export type RoutePattern = (typeof routes)[RouteName];

/** The `:name` parameters of a route pattern, e.g. 'groupId' | 'photoId'. */
export type RouteParamName<Pattern extends string> =
  Pattern extends `${string}:${infer Param}/${infer Rest}`
    ? Param | RouteParamName<`/${Rest}`>
    : Pattern extends `${string}:${infer Param}`
      ? Param
      : never;

export type RouteParams<Pattern extends string> = Record<RouteParamName<Pattern>, string | number>;

/** Fills a route pattern's parameters, each URL-encoded: buildPath(routes.group, { groupId: 4 }). */
export function buildPath<Pattern extends string>(
  pattern: Pattern,
  params: RouteParams<Pattern>,
): string {
  const values: Record<string, string | number> = params;
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The one place the badges-for-a-month path is written, year then month. */
export const monthBadgesPath = (year: number, month: number): string =>
  buildPath(routes.monthBadges, { year, month });
