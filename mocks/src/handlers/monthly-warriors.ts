import type { MonthlyWarriorsWire } from '@reprally/api-client';
import { monthName, yearMonthOf } from '../db/calendar';
import { monthlyRanking } from '../db/standings';
import { json, routeGroup, type RouteContext } from './route';

/** The ranking shows the top 10; the caller's own standing comes separately. */
const TOP_PERFORMERS = 10;

function monthlyWarriors({ db, caller, now }: RouteContext): MonthlyWarriorsWire {
  const month = yearMonthOf(now);
  const ranking = monthlyRanking(db.tables, month);
  const mine = ranking.find((standing) => standing.member.id === caller.member.id);
  return {
    monthName: monthName(month.month),
    ...month,
    currentUserStats: { rank: mine?.rank ?? null, workoutCount: mine?.workoutCount ?? 0 },
    topPerformers: ranking.slice(0, TOP_PERFORMERS).map(({ member, rank, workoutCount }) => ({
      userId: member.id,
      userName: member.name,
      profilePhotoUrl: member.profilePhotoUrl,
      rank,
      workoutCount,
    })),
  };
}

export const monthlyWarriorRoutes = routeGroup([
  {
    call: 'monthlyWarriors.get',
    access: 'member',
    resolve: (context) => json(monthlyWarriors(context)),
    empty: (context) => ({
      ...monthlyWarriors(context),
      currentUserStats: { rank: null, workoutCount: 0 },
      topPerformers: [],
    }),
  },
]);
