import type { HttpHandler, RequestHandler } from 'msw';
import {
  adminChallengeRoutes,
  adminMonthlyBadgeRoutes,
  adminStatsRoutes,
  adminUserRoutes,
} from './admin';
import { challengeRoutes } from './challenges';
import { errorReportRoutes } from './error-reports';
import { groupChallengeRoutes } from './group-challenges';
import { groupInviteRoutes } from './group-invites';
import { groupPhotoRoutes } from './group-photos';
import { groupRoutes } from './groups';
import { inviteRoutes } from './invites';
import { leaderboardRoutes } from './leaderboard';
import { mediaRoutes } from './media';
import { monthlyBadgeRoutes } from './monthly-badges';
import { monthlyGoalRoutes } from './monthly-goals';
import { monthlyWarriorRoutes } from './monthly-warriors';
import { profileRoutes } from './profile';
import type { RouteGroup } from './route';
import { userSearchRoutes } from './user-search';
import { workoutRoutes } from './workouts';

/** Every call of the mock server, by the named group a story overrides. */
export const routeGroups = {
  leaderboard: leaderboardRoutes,
  challenges: challengeRoutes,
  workouts: workoutRoutes,
  profile: profileRoutes,
  monthlyWarriors: monthlyWarriorRoutes,
  monthlyGoals: monthlyGoalRoutes,
  monthlyBadges: monthlyBadgeRoutes,
  invites: inviteRoutes,
  errorReports: errorReportRoutes,
  groups: groupRoutes,
  groupChallenges: groupChallengeRoutes,
  groupPhotos: groupPhotoRoutes,
  groupInvites: groupInviteRoutes,
  userSearch: userSearchRoutes,
  adminStats: adminStatsRoutes,
  adminChallenges: adminChallengeRoutes,
  adminUsers: adminUserRoutes,
  adminMonthlyBadges: adminMonthlyBadgeRoutes,
  media: mediaRoutes,
} as const satisfies Record<string, RouteGroup>;

export type HandlerGroupName = keyof typeof routeGroups;

/**
 * The mock backend's handlers as named groups, one per domain. Storybook registers them in
 * `parameters.msw.handlers`, so a story overrides one group by name with a scenario.
 */
export const handlers = Object.fromEntries(
  Object.entries(routeGroups).map(([name, group]) => [name, group.handlers]),
) as Record<HandlerGroupName, HttpHandler[]>;

export const allHandlers = (): RequestHandler[] => Object.values(handlers).flat();
