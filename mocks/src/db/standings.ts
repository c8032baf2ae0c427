import { addDays, dayKey, isInMonth, previousDayKey, type YearMonth } from './calendar';
import type { ChallengeRow, MemberRow, Tables, WorkoutRow } from './tables';

/** Points a logged workout earns. */
export const POINTS_PER_WORKOUT = 10;

export function workoutsOf(tables: Tables, memberId: string): WorkoutRow[] {
  return tables.workouts
    .filter((workout) => workout.memberId === memberId)
    .sort((a, b) => a.loggedAt.localeCompare(b.loggedAt));
}

function distinctDays(workouts: readonly WorkoutRow[]): Set<string> {
  return new Set(workouts.map((workout) => dayKey(workout.loggedAt)));
}

/** Consecutive days with a workout, counted only when the latest is today or yesterday. */
export function currentStreak(workouts: readonly WorkoutRow[], now: Date): number {
  const days = distinctDays(workouts);
  let cursor = dayKey(now);
  if (!days.has(cursor)) cursor = previousDayKey(cursor);
  let streak = 0;
  while (days.has(cursor)) {
    streak += 1;
    cursor = previousDayKey(cursor);
  }
  return streak;
}

/** The real longest run of consecutive days. */
export function longestStreak(workouts: readonly WorkoutRow[]): number {
  const days = [...distinctDays(workouts)].sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && previousDayKey(day) === previous ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  return longest;
}

export type WorkoutStats = {
  totalWorkouts: number;
  weeklyAverage: number;
  currentStreak: number;
  longestStreak: number;
  pointsEarned: number;
  lastWorkout: string | null;
};

export function workoutStats(tables: Tables, member: MemberRow, now: Date): WorkoutStats {
  const workouts = workoutsOf(tables, member.id);
  const since = addDays(now, -28).toISOString();
  const lastFourWeeks = workouts.filter((workout) => workout.loggedAt > since).length;
  return {
    totalWorkouts: workouts.length,
    // Weekly average = workouts in the last 28 days / 4
    weeklyAverage: Math.round((lastFourWeeks / 4) * 10) / 10,
    currentStreak: currentStreak(workouts, now),
    longestStreak: longestStreak(workouts),
    pointsEarned: member.points,
    lastWorkout: workouts.at(-1)?.loggedAt ?? null,
  };
}

export type LeaderboardStanding = {
  member: MemberRow;
  rank: number;
  change: 'up' | 'down' | 'neutral';
  changeAmount: number;
};

/** Members in name order; a member with no name first. */
export const byName = (a: MemberRow, b: MemberRow) => (a.name ?? '').localeCompare(b.name ?? '');

function byPointsThenName(points: (member: MemberRow) => number) {
  return (a: MemberRow, b: MemberRow) =>
    points(b) - points(a) || byName(a, b) || a.id.localeCompare(b.id);
}

/**
 * Ranks of members already in order: an equal score shares the rank of the first with it, and
 * the next rank skips as many places as shared it (1, 2, 2, 4), as a challenge's board ranks.
 */
function sharedRanks(ordered: readonly MemberRow[], score: (member: MemberRow) => number) {
  const ranks = new Map<string, number>();
  ordered.forEach((member, index) => {
    const before = ordered[index - 1];
    const rank =
      before !== undefined && score(before) === score(member)
        ? (ranks.get(before.id) ?? index + 1)
        : index + 1;
    ranks.set(member.id, rank);
  });
  return ranks;
}

/** The points ranking; the change is measured against the ranking a week ago. */
export function pointsLeaderboard(tables: Tables, now: Date): LeaderboardStanding[] {
  const weekAgo = addDays(now, -7).toISOString();
  const earnedThisWeek = new Map<string, number>();
  for (const workout of tables.workouts) {
    if (workout.loggedAt > weekAgo) {
      const earned = earnedThisWeek.get(workout.memberId) ?? 0;
      earnedThisWeek.set(workout.memberId, earned + workout.points);
    }
  }
  const lastWeekPoints = (member: MemberRow) =>
    member.points - (earnedThisWeek.get(member.id) ?? 0);
  const previousRank = sharedRanks(
    [...tables.members].sort(byPointsThenName(lastWeekPoints)),
    lastWeekPoints,
  );
  const ordered = [...tables.members].sort(byPointsThenName((member) => member.points));
  const ranks = sharedRanks(ordered, (member) => member.points);
  return ordered.map((member, index) => {
    const rank = ranks.get(member.id) ?? index + 1;
    const moved = (previousRank.get(member.id) ?? rank) - rank;
    return {
      member,
      rank,
      change: moved > 0 ? 'up' : moved < 0 ? 'down' : 'neutral',
      changeAmount: Math.abs(moved),
    };
  });
}

export type MonthlyStanding = { member: MemberRow; rank: number; workoutCount: number };

/** Monthly Workout Warriors: members with a workout in the month, most workouts first. */
export function monthlyRanking(tables: Tables, month: YearMonth): MonthlyStanding[] {
  const counts = new Map<string, number>();
  for (const workout of tables.workouts) {
    if (isInMonth(workout.loggedAt, month)) {
      counts.set(workout.memberId, (counts.get(workout.memberId) ?? 0) + 1);
    }
  }
  return tables.members
    .filter((member) => counts.has(member.id))
    .sort(
      (a, b) =>
        (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) ||
        byName(a, b) ||
        a.id.localeCompare(b.id),
    )
    .map((member, index) => ({
      member,
      rank: index + 1,
      workoutCount: counts.get(member.id) ?? 0,
    }));
}

/** Progress on a site-wide challenge: workouts logged since the challenge started, capped at its criteria. */
export function challengeProgress(
  tables: Tables,
  memberId: string,
  challenge: ChallengeRow,
): { progress: number; isCompleted: boolean } {
  const count = tables.workouts.filter(
    (workout) => workout.memberId === memberId && workout.loggedAt >= challenge.createdAt,
  ).length;
  const progress = Math.min(count, challenge.criteria);
  return { progress, isCompleted: progress >= challenge.criteria };
}
