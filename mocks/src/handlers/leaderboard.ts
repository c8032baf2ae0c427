import type { LeaderboardUserWire } from '@reprally/api-client';
import { pointsLeaderboard } from '../db/standings';
import { json, routeGroup, type RouteContext } from './route';

function leaderboard({ db, now }: RouteContext): LeaderboardUserWire[] {
  return pointsLeaderboard(db.tables, now).map(({ member, change, changeAmount }) => ({
    id: member.id,
    name: member.name,
    points: member.points,
    profilePhotoUrl: member.profilePhotoUrl,
    change,
    changeAmount,
  }));
}

/** GET /leaderboard: every member by points, with the move since last week. */
export const leaderboardRoutes = routeGroup([
  {
    call: 'leaderboard.get',
    access: 'member',
    resolve: (context) => json(leaderboard(context)),
    empty: () => [],
  },
]);
