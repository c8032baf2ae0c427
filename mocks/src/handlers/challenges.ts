import type { PersonalChallengeWire } from '@reprally/api-client';
import { challengeProgress } from '../db/standings';
import { json, routeGroup, type RouteContext } from './route';

function personalChallenges({ db, caller }: RouteContext): PersonalChallengeWire[] {
  return db.tables.challenges
    .filter((challenge) => challenge.isActive)
    .sort((a, b) => a.criteria - b.criteria || a.id - b.id)
    .map((challenge) => ({
      id: challenge.id,
      name: challenge.name,
      badge: challenge.badge,
      criteria: challenge.criteria,
      ...challengeProgress(db.tables, caller.member.id, challenge),
    }));
}

/** GET /users/me/challenges: the active site-wide challenges with the caller's progress. */
export const challengeRoutes = routeGroup([
  {
    call: 'challenges.list',
    access: 'member',
    resolve: (context) => json(personalChallenges(context)),
    empty: () => [],
  },
]);
