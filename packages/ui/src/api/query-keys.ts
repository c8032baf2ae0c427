/**
 * Every server resource's TanStack Query key, in one place, so a mutation invalidates exactly
 * the queries it changes. The hooks live in the feature that owns the resource; the keys live
 * here.
 */
export const queryKeys = {
  leaderboard: ['leaderboard'] as const,
  challenges: ['challenges'] as const,
  workouts: ['workouts'] as const,
  workoutStats: ['workouts', 'stats'] as const,
  profile: ['profile'] as const,
  monthlyWarriors: ['monthly-warriors'] as const,
  monthlyGoal: ['monthly-goal'] as const,
  monthlyBadges: ['monthly-badges'] as const,
  monthlyBadgesCurrent: ['monthly-badges', 'current'] as const,
  monthlyBadgesAll: ['monthly-badges', 'all'] as const,
  pendingInvites: ['invites', 'pending'] as const,
  /** Whom she has invited to a group in this visit (kept by the app, not read from the server). */
  invitedByHer: (groupId: number) => ['invited-by-her', groupId] as const,
  /** The addresses she invited to a group by e-mail since the page loaded. */
  invitedByHerEmail: (groupId: number) => ['invited-by-her', groupId, 'email'] as const,
  /** Everything about groups: her list, each group, its feed, its challenges and their boards. */
  groups: ['groups'] as const,
  myGroups: ['groups', 'mine'] as const,
  group: (groupId: number) => ['groups', groupId] as const,
  groupFeed: (groupId: number, challengeId?: number) =>
    ['groups', groupId, 'feed', challengeId ?? 'all'] as const,
  groupChallenge: (groupId: number, challengeId: number) =>
    ['groups', groupId, 'challenges', challengeId] as const,
  groupFeeds: (groupId: number) => ['groups', groupId, 'feed'] as const,
  photoComments: (groupId: number, photoId: number) =>
    ['groups', groupId, 'photos', photoId, 'comments'] as const,
  adminStats: ['admin', 'stats'] as const,
  adminChallenges: ['admin', 'challenges'] as const,
  adminUsers: ['admin', 'users'] as const,
  adminMonthlyBadges: ['admin', 'monthly-badges'] as const,
  adminMonthlyBadgeStats: ['admin', 'monthly-badges', 'stats'] as const,
  adminBadgeEvaluation: ['admin', 'badge-evaluation'] as const,
};

/**
 * What logging a workout changes: stats, workouts, leaderboard, challenges and the monthly data,
 * and for an admin logging her own, the admin dashboard's totals and her row in the users' list.
 */
export const changedByLoggingAWorkout = [
  queryKeys.workouts,
  queryKeys.leaderboard,
  queryKeys.challenges,
  queryKeys.profile,
  queryKeys.monthlyWarriors,
  queryKeys.monthlyGoal,
  queryKeys.monthlyBadges,
  queryKeys.adminStats,
  queryKeys.adminUsers,
] as const;

/** What saving the profile changes: the member's name and photo wherever they show (the
 * profile, the leaderboard, the monthly warriors, her groups' members, boards, posts and
 * comments, and the admin's list of users). */
export const changedBySavingTheProfile = [
  queryKeys.profile,
  queryKeys.leaderboard,
  queryKeys.monthlyWarriors,
  queryKeys.groups,
  queryKeys.adminUsers,
] as const;
