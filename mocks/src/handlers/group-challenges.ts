import {
  challengeLeaderboardQuerySchema,
  createGroupChallengeRequestSchema,
  measurementSubmissionsRequestSchema,
  type ChallengeLeaderboardWire,
  type UserChallengeMeasurementWire,
} from '@reprally/api-client';
import {
  createChallengeParticipant,
  createGroupChallenge,
  createMeasurement,
  createMeasurementType,
} from '../db/factories';
import type { GroupChallengeRow, MeasurementRow } from '../db/tables';
import { managedGroup, memberGroup, visibleGroup } from './group-access';
import {
  challengeStatus,
  challengesOf,
  groupChallengeWire,
  measurementTypesOf,
} from './group-views';
import {
  json,
  problem,
  readJson,
  readQuery,
  recordIdParam,
  routeGroup,
  type RouteContext,
} from './route';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * For the offered Weight, Waist and Body Fat, lower is better (case and spaces aside); a custom
 * type is none of them, whatever words its name holds ('Deadlift Weight': more is better).
 */
const lowerIsBetter = (name: string) =>
  ['weight', 'waist', 'body fat'].includes(name.trim().toLowerCase());

function challengeOf(context: RouteContext, groupId: number): GroupChallengeRow {
  const challengeId = recordIdParam(context, 'challengeId', 'Invalid group or challenge ID');
  const challenge = context.db.tables.groupChallenges.find(
    (row) => row.id === challengeId && row.groupId === groupId,
  );
  if (!challenge) throw problem(404, 'Challenge not found');
  return challenge;
}

function progressOf(series: readonly MeasurementRow[]) {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return { initial: null, current: null, change: null, percentChange: null };
  const change = round(last.value - first.value, 2);
  return {
    initial: first.value,
    current: last.value,
    change,
    percentChange: first.value === 0 ? null : round((change / first.value) * 100, 1),
  };
}

function seriesOf(context: RouteContext, challengeId: number, typeId: number, memberId: string) {
  return context.db.tables.measurements
    .filter(
      (row) =>
        row.challengeId === challengeId &&
        row.measurementTypeId === typeId &&
        row.memberId === memberId,
    )
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.id - b.id);
}

function myMeasurements(context: RouteContext): UserChallengeMeasurementWire[] {
  const challenge = challengeOf(context, visibleGroup(context).id);
  return measurementTypesOf(context.db.tables, challenge.id).map((type) => {
    const series = seriesOf(context, challenge.id, type.id, context.caller.member.id);
    const progress = progressOf(series);
    return {
      measurementTypeId: type.id,
      measurementType: type.name,
      initial: progress.initial === null ? null : { value: progress.initial },
      current: progress.current === null ? null : { value: progress.current },
      change: progress.change,
      percentageChange: progress.percentChange,
      Unit: type.unit ?? '',
      history: series.map((row) => ({ date: row.recordedAt, value: row.value })),
    };
  });
}

function challengeLeaderboard(context: RouteContext): ChallengeLeaderboardWire {
  const challenge = challengeOf(context, visibleGroup(context).id);
  const { tables } = context.db;
  const types = measurementTypesOf(tables, challenge.id);
  const { measurementType } = readQuery(context, challengeLeaderboardQuerySchema);
  const type =
    measurementType === undefined ? types[0] : types.find((row) => row.name === measurementType);
  if (measurementType !== undefined && !type) throw problem(400, 'Unknown measurement type');
  const participants = tables.challengeParticipants
    .filter((row) => row.challengeId === challenge.id)
    .flatMap((row) => {
      const member = tables.members.find((candidate) => candidate.id === row.memberId);
      if (!member) return [];
      const progress = type
        ? progressOf(seriesOf(context, challenge.id, type.id, member.id))
        : progressOf([]);
      return [
        {
          userId: member.id,
          userName: member.name,
          profilePhotoUrl: member.profilePhotoUrl,
          ...progress,
        },
      ];
    });
  const direction = type && lowerIsBetter(type.name) ? 1 : -1;
  participants.sort((a, b) => {
    if (a.percentChange === null || b.percentChange === null) {
      return Number(a.percentChange === null) - Number(b.percentChange === null);
    }
    return (
      direction * (a.percentChange - b.percentChange) ||
      (a.userName ?? '').localeCompare(b.userName ?? '')
    );
  });
  return { measurementType: type?.name ?? null, measurementTypes: types, participants };
}

async function createChallengeCall(context: RouteContext): Promise<Response> {
  const group = managedGroup(
    context,
    "You don't have permission to create challenges in this group.",
  );
  const body = await readJson(context, createGroupChallengeRequestSchema);
  if (body.groupId !== group.id) throw problem(400, 'groupId does not match the group in the path');
  const names = body.measurementTypes.map((name) => name.toLowerCase());
  if (new Set(names).size !== names.length)
    throw problem(400, 'This measurement type already exists');
  const { db, caller, now } = context;
  const challenge = db.insert(
    'groupChallenges',
    createGroupChallenge({
      groupId: group.id,
      createdById: caller.member.id,
      name: body.name,
      description: body.description,
      startDate: new Date(body.startDate).toISOString(),
      endDate: new Date(body.endDate).toISOString(),
      challengeType: body.challengeType,
      buyInAmount: body.hasBuyIn ? body.buyInAmount : null,
      createdAt: now.toISOString(),
    }),
  );
  for (const name of body.measurementTypes) {
    db.insert('measurementTypes', createMeasurementType({ challengeId: challenge.id, name }));
  }
  db.insert(
    'challengeParticipants',
    createChallengeParticipant({ challengeId: challenge.id, memberId: caller.member.id }),
  );
  return json({ id: challenge.id }, 201);
}

/** Measurements join the caller to the challenge; a finished challenge takes none. */
async function submitMeasurements(context: RouteContext): Promise<Response> {
  const group = memberGroup(context);
  const challenge = challengeOf(context, group.id);
  const submissions = await readJson(context, measurementSubmissionsRequestSchema);
  const { db, caller, now } = context;
  if (challengeStatus(challenge, now) === 'past') throw problem(400, 'This challenge has ended');
  const typeIds = new Set(measurementTypesOf(db.tables, challenge.id).map((type) => type.id));
  for (const submission of submissions) {
    if (submission.groupId !== group.id || submission.challengeId !== challenge.id) {
      throw problem(400, 'groupId and challengeId must match the path');
    }
    if (!typeIds.has(submission.measurementTypeId)) {
      throw problem(400, 'Unknown measurement type for this challenge');
    }
  }
  const memberId = caller.member.id;
  if (
    !db.tables.challengeParticipants.some(
      (row) => row.challengeId === challenge.id && row.memberId === memberId,
    )
  ) {
    db.insert(
      'challengeParticipants',
      createChallengeParticipant({ challengeId: challenge.id, memberId }),
    );
  }
  const saved = submissions.map((submission) =>
    db.insert(
      'measurements',
      createMeasurement({
        challengeId: challenge.id,
        measurementTypeId: submission.measurementTypeId,
        memberId,
        value: submission.value,
        recordedAt: now.toISOString(),
      }),
    ),
  );
  return json({ saved: saved.length }, 201);
}

export const groupChallengeRoutes = routeGroup([
  {
    call: 'groups.challenges.list',
    access: 'member',
    resolve: (context) => {
      const group = visibleGroup(context);
      return json(
        challengesOf(context.db.tables, group.id).map((row) =>
          groupChallengeWire(context.db.tables, row),
        ),
      );
    },
    empty: (context) => {
      visibleGroup(context);
      return [];
    },
  },
  {
    call: 'groups.challenges.create',
    access: 'member',
    resolve: createChallengeCall,
  },
  {
    call: 'groups.challenges.get',
    access: 'member',
    resolve: (context) =>
      json(groupChallengeWire(context.db.tables, challengeOf(context, visibleGroup(context).id))),
  },
  {
    call: 'groups.challenges.myMeasurements',
    access: 'member',
    resolve: (context) => json(myMeasurements(context)),
    empty: (context) =>
      myMeasurements(context).map((row) => ({
        ...row,
        initial: null,
        current: null,
        change: null,
        percentageChange: null,
        history: [],
      })),
  },
  {
    call: 'groups.challenges.submitMeasurements',
    access: 'member',
    resolve: submitMeasurements,
  },
  {
    call: 'groups.challenges.leaderboard',
    access: 'member',
    resolve: (context) => json(challengeLeaderboard(context)),
    empty: (context) => ({ ...challengeLeaderboard(context), participants: [] }),
  },
]);
