/**
 * Every server resource's TanStack Query key, in one place, so a mutation invalidates exactly
 * the queries it changes (ARCHITECTURE.md 'Data flow'). The hooks live in the feature that owns
 * the resource; the keys live here.
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
};

/** What logging a workout changes (spec 1 §2, ARCHITECTURE.md): stats, workouts, leaderboard,
 * challenges and the monthly data. */
export const changedByLoggingAWorkout = [
  queryKeys.workouts,
  queryKeys.leaderboard,
  queryKeys.challenges,
  queryKeys.profile,
  queryKeys.monthlyWarriors,
  queryKeys.monthlyGoal,
  queryKeys.monthlyBadges,
] as const;
