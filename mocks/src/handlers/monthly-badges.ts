import {
  markBadgesNotifiedRequestSchema,
  type EarnedMonthlyBadgeWire,
  type MonthBadgesWire,
  type MonthlyBadgeHistoryWire,
} from '@reprally/api-client';
import { badgeAppliesTo } from '../db/badge-evaluation';
import { monthName, yearMonthOf, type YearMonth } from '../db/calendar';
import type { BadgeAwardRow } from '../db/tables';
import { json, noContent, problem, readJson, routeGroup, type RouteContext } from './route';

function earnedBadges(context: RouteContext, awards: readonly BadgeAwardRow[]) {
  const badges: EarnedMonthlyBadgeWire[] = [];
  for (const award of [...awards].sort(
    (a, b) => a.awardedAt.localeCompare(b.awardedAt) || a.id - b.id,
  )) {
    const badge = context.db.tables.monthlyBadges.find((row) => row.id === award.badgeId);
    if (!badge) continue;
    badges.push({
      badgeId: String(badge.id), // A numeric string
      badgeName: badge.name,
      badgeDescription: badge.description,
      awardedAt: award.awardedAt,
      isNew: !award.notified,
    });
  }
  return badges;
}

function myAwards({ db, caller }: RouteContext): BadgeAwardRow[] {
  return db.tables.badgeAwards.filter((award) => award.memberId === caller.member.id);
}

function monthBadges(context: RouteContext, month: YearMonth): MonthBadgesWire {
  const awards = myAwards(context).filter(
    (award) => award.year === month.year && award.month === month.month,
  );
  const badges = earnedBadges(context, awards);
  return {
    ...month,
    monthName: monthName(month.month),
    totalEarned: badges.length,
    totalAvailable: context.db.tables.monthlyBadges.filter((badge) => badgeAppliesTo(badge, month))
      .length,
    badges,
  };
}

/** GET /users/me/monthly-badges/{year}/{month}. */
function requestedMonth({ params }: RouteContext): YearMonth {
  const year = Number(params.year);
  const month = Number(params.month);
  if (
    !Number.isInteger(year) ||
    year < 1970 ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12
  ) {
    throw problem(400, 'Invalid year or month');
  }
  return { year, month };
}

function history(context: RouteContext): MonthlyBadgeHistoryWire {
  const months = new Map<string, YearMonth>();
  for (const award of myAwards(context)) {
    months.set(`${award.year}-${String(award.month).padStart(2, '0')}`, {
      year: award.year,
      month: award.month,
    });
  }
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([, month]) => ({
      ...month,
      monthName: monthName(month.month),
      badges: monthBadges(context, month).badges,
    }))
    .filter((entry) => entry.badges.length > 0);
}

/** `{ badgeIds }` (numeric ids) marks the caller's awards of those badges as seen. */
async function markNotified(context: RouteContext): Promise<Response> {
  const { badgeIds } = await readJson(context, markBadgesNotifiedRequestSchema);
  for (const award of myAwards(context)) {
    if (badgeIds.includes(award.badgeId)) award.notified = true;
  }
  return noContent();
}

export const monthlyBadgeRoutes = routeGroup([
  {
    call: 'monthlyBadges.current',
    access: 'member',
    resolve: (context) => json(monthBadges(context, yearMonthOf(context.now))),
    empty: (context) => ({
      ...monthBadges(context, yearMonthOf(context.now)),
      totalEarned: 0,
      badges: [],
    }),
  },
  {
    call: 'monthlyBadges.forMonth',
    access: 'member',
    resolve: (context) => json(monthBadges(context, requestedMonth(context))),
    empty: (context) => ({
      ...monthBadges(context, requestedMonth(context)),
      totalEarned: 0,
      badges: [],
    }),
  },
  {
    call: 'monthlyBadges.all',
    access: 'member',
    resolve: (context) => json(history(context)),
    empty: () => [],
  },
  {
    call: 'monthlyBadges.markNotified',
    access: 'member',
    resolve: markNotified,
  },
]);
