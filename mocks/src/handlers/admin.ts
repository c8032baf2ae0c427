import {
  adminChallengeCreateRequestSchema,
  adminChallengeUpdateRequestSchema,
  badgeEvaluationQuerySchema,
  monthlyBadgeCreateRequestSchema,
  monthlyBadgeUpdateRequestSchema,
  type AdminChallengeWire,
  type AdminStatsWire,
  type AdminUserWire,
  type MonthlyBadgeStatsWire,
  type MonthlyBadgeWire,
} from '@reprally/api-client';
import { evaluateMonthlyBadges } from '../db/badge-evaluation';
import { yearMonthOf } from '../db/calendar';
import { createChallenge, createMonthlyBadge } from '../db/factories';
import { byName, challengeProgress, workoutsOf } from '../db/standings';
import type { ChallengeRow, MemberRow, MonthlyBadgeRow, Tables } from '../db/tables';
import {
  json,
  noContent,
  problem,
  readJson,
  readQuery,
  recordIdParam,
  routeGroup,
  type RouteContext,
} from './route';

function completedChallenges(tables: Tables, member: MemberRow): number {
  return tables.challenges.filter(
    (challenge) =>
      challenge.isActive && challengeProgress(tables, member.id, challenge).isCompleted,
  ).length;
}

function stats({ db }: RouteContext): AdminStatsWire {
  const { tables } = db;
  return {
    totalUsers: tables.members.length,
    totalWorkouts: tables.workouts.length,
    totalChallenges: tables.challenges.filter((challenge) => challenge.isActive).length,
    totalCompletions: tables.members.reduce(
      (sum, member) => sum + completedChallenges(tables, member),
      0,
    ),
  };
}

const challengeWire = (row: ChallengeRow): AdminChallengeWire => ({
  id: row.id,
  name: row.name,
  criteria: row.criteria,
  badge: row.badge,
  description: row.description,
  isActive: row.isActive,
});

function challengeParam(context: RouteContext): ChallengeRow {
  const id = recordIdParam(context, 'id', 'Challenge ID is required for updates');
  const challenge = context.db.tables.challenges.find((row) => row.id === id);
  if (!challenge) throw problem(404, 'Challenge not found');
  return challenge;
}

async function createChallengeCall(context: RouteContext): Promise<Response> {
  const body = await readJson(context, adminChallengeCreateRequestSchema);
  const challenge = context.db.insert(
    'challenges',
    createChallenge({
      ...body,
      description: body.description ?? '',
      createdAt: context.now.toISOString(),
    }),
  );
  return json(challengeWire(challenge), 201);
}

async function updateChallenge(context: RouteContext): Promise<Response> {
  const challenge = challengeParam(context);
  const { id, ...changes } = await readJson(context, adminChallengeUpdateRequestSchema);
  if (id !== challenge.id) throw problem(400, 'The id in the body does not match the path');
  Object.assign(challenge, { ...changes, description: changes.description ?? '' });
  return json(challengeWire(challenge));
}

function deleteChallenge(context: RouteContext): Response {
  const challenge = challengeParam(context);
  const { tables } = context.db;
  tables.challenges.splice(tables.challenges.indexOf(challenge), 1);
  return noContent();
}

function users({ db }: RouteContext): AdminUserWire[] {
  const { tables } = db;
  return [...tables.members]
    .sort((a, b) => b.points - a.points || byName(a, b))
    .map((member) => {
      const workouts = workoutsOf(tables, member.id);
      return {
        id: member.id,
        name: member.name,
        profilePhotoUrl: member.profilePhotoUrl,
        points: member.points,
        workoutCount: workouts.length,
        challengesCompleted: completedChallenges(tables, member),
        lastActivity: workouts.at(-1)?.loggedAt ?? null,
      };
    });
}

const badgeWire = (row: MonthlyBadgeRow): MonthlyBadgeWire => ({ ...row });

function badgeParam(context: RouteContext): MonthlyBadgeRow {
  const id = recordIdParam(context, 'id', 'Badge ID is required for updates');
  const badge = context.db.tables.monthlyBadges.find((row) => row.id === id);
  if (!badge) throw problem(404, 'Monthly badge not found');
  return badge;
}

/** A month-specific flag off clears the stored month, so the card reads 'All'. */
const monthOf = (body: { isMonthSpecific: boolean; specificMonth: number | null }) =>
  body.isMonthSpecific ? body.specificMonth : null;

async function createBadge(context: RouteContext): Promise<Response> {
  const body = await readJson(context, monthlyBadgeCreateRequestSchema);
  const badge = context.db.insert(
    'monthlyBadges',
    createMonthlyBadge({ ...body, specificMonth: monthOf(body) }),
  );
  return json(badgeWire(badge), 201);
}

async function updateBadge(context: RouteContext): Promise<Response> {
  const badge = badgeParam(context);
  const { id, ...changes } = await readJson(context, monthlyBadgeUpdateRequestSchema);
  if (id !== badge.id) throw problem(400, 'The id in the body does not match the path');
  Object.assign(badge, { ...changes, specificMonth: monthOf(changes) });
  return json(badgeWire(badge));
}

/** Deleting a badge also withdraws its awards. */
function deleteBadge(context: RouteContext): Response {
  const badge = badgeParam(context);
  const { tables } = context.db;
  tables.monthlyBadges.splice(tables.monthlyBadges.indexOf(badge), 1);
  tables.badgeAwards = tables.badgeAwards.filter((award) => award.badgeId !== badge.id);
  return noContent();
}

function badgeStats({ db }: RouteContext): MonthlyBadgeStatsWire {
  const { tables } = db;
  return {
    userBadgesAwarded: tables.badgeAwards.length,
    totalBadges: tables.monthlyBadges.length,
    usersWithBadges: new Set(tables.badgeAwards.map((award) => award.memberId)).size,
  };
}

/** Evaluates the given month, or the current one when year and month are not both given. */
function evaluateAll(context: RouteContext): Response {
  const query = readQuery(context, badgeEvaluationQuerySchema);
  const month =
    query.year !== undefined && query.month !== undefined
      ? { year: query.year, month: query.month }
      : yearMonthOf(context.now);
  return json({ badgesAwarded: evaluateMonthlyBadges(context.db, month, context.now) });
}

export const adminStatsRoutes = routeGroup([
  {
    call: 'admin.stats.get',
    access: 'admin',
    resolve: (context) => json(stats(context)),
    empty: () =>
      ({
        totalUsers: 0,
        totalWorkouts: 0,
        totalChallenges: 0,
        totalCompletions: 0,
      }) satisfies AdminStatsWire,
  },
]);

export const adminChallengeRoutes = routeGroup([
  {
    call: 'admin.challenges.list',
    access: 'admin',
    resolve: ({ db }) =>
      json([...db.tables.challenges].sort((a, b) => a.id - b.id).map(challengeWire)),
    empty: () => [],
  },
  { call: 'admin.challenges.create', access: 'admin', resolve: createChallengeCall },
  { call: 'admin.challenges.update', access: 'admin', resolve: updateChallenge },
  { call: 'admin.challenges.delete', access: 'admin', resolve: deleteChallenge },
]);

export const adminUserRoutes = routeGroup([
  {
    call: 'admin.users.list',
    access: 'admin',
    resolve: (context) => json(users(context)),
    empty: () => [],
  },
]);

export const adminMonthlyBadgeRoutes = routeGroup([
  {
    call: 'admin.monthlyBadges.list',
    access: 'admin',
    resolve: ({ db }) =>
      json([...db.tables.monthlyBadges].sort((a, b) => a.id - b.id).map(badgeWire)),
    empty: () => [],
  },
  { call: 'admin.monthlyBadges.create', access: 'admin', resolve: createBadge },
  {
    call: 'admin.monthlyBadges.stats',
    access: 'admin',
    resolve: (context) => json(badgeStats(context)),
    empty: () =>
      ({
        userBadgesAwarded: 0,
        totalBadges: 0,
        usersWithBadges: 0,
      }) satisfies MonthlyBadgeStatsWire,
  },
  {
    call: 'admin.monthlyBadges.evaluateAll',
    access: 'admin',
    resolve: evaluateAll,
  },
  { call: 'admin.monthlyBadges.update', access: 'admin', resolve: updateBadge },
  { call: 'admin.monthlyBadges.delete', access: 'admin', resolve: deleteBadge },
]);
