import { endOfMonth, isInMonth, isWeekend, type YearMonth } from './calendar';
import type { Database } from './database';
import { longestStreak, monthlyRanking } from './standings';
import type { BadgeType, MemberRow, MonthlyBadgeRow, Tables, WorkoutRow } from './tables';

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

function factsFor(tables: Tables, member: MemberRow, month: YearMonth, ranks: Map<string, number>) {
  return {
    workouts: tables.workouts.filter(
      (workout) => workout.memberId === member.id && isInMonth(workout.loggedAt, month),
    ),
    rank: ranks.get(member.id) ?? null,
  } satisfies MemberMonth;
}

/**
 * Awards every active badge of the month to each member who meets it and does not hold it yet.
 * Answers the number of awards made (spec 2 §3 evaluation result: badgesAwarded).
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
  let awarded = 0;
  for (const member of members) {
    const facts = factsFor(tables, member, month, ranks);
    for (const badge of badges) {
      const held = tables.badgeAwards.some(
        (award) =>
          award.badgeId === badge.id &&
          award.memberId === member.id &&
          award.year === month.year &&
          award.month === month.month,
      );
      if (held || !earns[badge.badgeType](facts, badge.requiredValue)) continue;
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
