import type {
  GroupChallengeWire,
  GroupDetailsWire,
  GroupSummaryWire,
  MeasurementTypeWire,
} from '@reprally/api-client';
import type { GroupChallengeRow, GroupRow, Tables } from '../db/tables';
import { membershipOf } from './group-access';

export type ChallengeStatus = 'active' | 'upcoming' | 'past';

/** Active, upcoming and past (shown as completed) by the challenge's dates. */
export function challengeStatus(challenge: GroupChallengeRow, now: Date): ChallengeStatus {
  const at = now.toISOString();
  if (challenge.startDate > at) return 'upcoming';
  if (challenge.endDate < at) return 'past';
  return 'active';
}

export function measurementTypesOf(tables: Tables, challengeId: number): MeasurementTypeWire[] {
  return tables.measurementTypes
    .filter((type) => type.challengeId === challengeId)
    .sort((a, b) => a.id - b.id)
    .map(({ id, name, unit }) => ({ id, name, unit }));
}

export function groupChallengeWire(
  tables: Tables,
  challenge: GroupChallengeRow,
): GroupChallengeWire {
  return {
    id: challenge.id,
    groupId: challenge.groupId,
    name: challenge.name,
    description: challenge.description,
    startDate: challenge.startDate,
    endDate: challenge.endDate,
    participantCount: tables.challengeParticipants.filter((row) => row.challengeId === challenge.id)
      .length,
    buyInAmount: challenge.buyInAmount,
    challengeType: challenge.challengeType,
    measurementTypes: measurementTypesOf(tables, challenge.id),
  };
}

export function challengesOf(tables: Tables, groupId: number): GroupChallengeRow[] {
  return tables.groupChallenges
    .filter((challenge) => challenge.groupId === groupId)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}

export function groupSummaryWire(
  tables: Tables,
  group: GroupRow,
  memberId: string,
  now: Date,
): GroupSummaryWire {
  const statuses = challengesOf(tables, group.id).map((challenge) =>
    challengeStatus(challenge, now),
  );
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    isPrivate: group.isPrivate,
    creatorId: group.creatorId,
    createdAt: group.createdAt,
    memberCount: tables.groupMemberships.filter((row) => row.groupId === group.id).length,
    activeChallengeCount: statuses.filter((status) => status === 'active').length,
    upcomingChallengeCount: statuses.filter((status) => status === 'upcoming').length,
    role: membershipOf(tables, group.id, memberId)?.role ?? null,
  };
}

export function groupDetailsWire(
  tables: Tables,
  group: GroupRow,
  memberId: string,
  now: Date,
): GroupDetailsWire {
  const creator = tables.members.find((member) => member.id === group.creatorId);
  const challenges = challengesOf(tables, group.id);
  const withStatus = (status: ChallengeStatus) =>
    challenges
      .filter((challenge) => challengeStatus(challenge, now) === status)
      .map((challenge) => groupChallengeWire(tables, challenge));
  return {
    ...groupSummaryWire(tables, group, memberId, now),
    creator: { id: group.creatorId, name: creator?.name ?? '' },
    members: tables.groupMemberships
      .filter((row) => row.groupId === group.id)
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))
      .flatMap((row) => {
        const member = tables.members.find((candidate) => candidate.id === row.memberId);
        return member
          ? [
              {
                userId: member.id,
                role: row.role,
                user: { name: member.name, profilePhotoUrl: member.profilePhotoUrl },
              },
            ]
          : [];
      }),
    activeChallenges: withStatus('active'),
    upcomingChallenges: withStatus('upcoming'),
    pastChallenges: withStatus('past').reverse(),
  };
}
