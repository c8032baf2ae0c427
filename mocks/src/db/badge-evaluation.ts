import { endOfMonth, isInMonth, isWeekend, type YearMonth } from './calendar';
import type { Database } from './database';
import { longestStreak, monthlyRanking } from './standings';
import type { BadgeType, MemberRow, MonthlyBadgeRow, WorkoutRow } from './tables';

type MemberMonth = { workouts: WorkoutRow[]; rank: number | null };

/** What each badge type measures in a month, compared against the badge's requiredValue. */
const earns: Record<BadgeType, (facts: MemberMonth, requiredValue: number) => boolean> = {
  WorkoutCount: (facts, required) => facts.workouts.length >= required,
  // Rank: finished the month at rank requiredValue or better on Monthly Workout Warriors
  Rank: (facts, required) => facts.rank !== null && facts.rank <= required,
  Streak: (facts, required) => longestStreak(facts.workouts) >= required,
  // Special ('Weekend Warrior'): at least requiredValue workouts on Saturdays and Sundays
  Special: (facts, required) =>
    facts.workouts.filter((workout) => isWeekend(workout.loggedAt)).length >= required,
};

export function badgeAppliesTo(badge: MonthlyBadgeRow, { month }: YearMonth): boolean {
  return badge.isActive && (!badge.isMonthSpecific || badge.specificMonth === month);
}

/**
 * Awards every active badge of the month to each member who meets it and does not hold it yet.
 * Answers the number of awards made (`badgesAwarded`).
 */
export function evaluateMonthlyBadges(
  db: Database,
  month: YearMonth,
  now: Date,
  members: readonly MemberRow[] = db.tables.members,
): number {
  const { tables } = db;
  const ranks = new Map(
    monthlyRanking(tables, month).map((standing) => [standing.member.id, standing.rank]),
  );
  const awardedAt = new Date(Math.min(now.getTime(), endOfMonth(month).getTime())).toISOString();
  const badges = tables.monthlyBadges.filter((badge) => badgeAppliesTo(badge, month));
  const workoutsInMonth = new Map<string, WorkoutRow[]>();
  for (const workout of tables.workouts) {
    if (!isInMonth(workout.loggedAt, month)) continue;
    workoutsInMonth.set(workout.memberId, [
      ...(workoutsInMonth.get(workout.memberId) ?? []),
      workout,
    ]);
  }
  const held = new Set(
    tables.badgeAwards
      .filter((award) => award.year === month.year && award.month === month.month)
      .map((award) => `${award.badgeId}:${award.memberId}`),
  );
  let awarded = 0;
  for (const member of members) {
    const facts: MemberMonth = {
      workouts: workoutsInMonth.get(member.id) ?? [],
      rank: ranks.get(member.id) ?? null,
    };
    for (const badge of badges) {
      if (held.has(`${badge.id}:${member.id}`)) continue;
      if (!earns[badge.badgeType](facts, badge.requiredValue)) continue;
      tables.badgeAwards.push({
        id: db.nextId('badgeAwards'),
        badgeId: badge.id,
        memberId: member.id,
        year: month.year,
        month: month.month,
        awardedAt,
        notified: false,
      });
      awarded += 1;
    }
  }
  return awarded;
}
