import { serverNow } from './calendar';
import { db } from './database';
import { faker } from './faker';
import { avatarUrl, defaultBadgeImage, photoUrl } from './media';
import { POINTS_PER_WORKOUT } from './standings';
import type {
  BadgeAwardRow,
  ChallengeParticipantRow,
  ChallengeRow,
  CommentRow,
  ErrorReportRow,
  GroupChallengeRow,
  GroupMembershipRow,
  GroupRow,
  InviteRow,
  MeasurementRow,
  MeasurementTypeRow,
  MemberRow,
  MonthlyBadgeRow,
  MonthlyGoalRow,
  PhotoRow,
  ReactionRow,
  WorkoutRow,
} from './tables';

/**
 * Row factories with overrides (`createMember({ name: 'Ana' })`), shared by the seed, the
 * handlers, stories and tests. They build rows and draw ids; `db.insert(table, row)` stores one.
 */

const nowIso = () => serverNow().toISOString();

export function createMember(overrides: Partial<MemberRow> = {}): MemberRow {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const name = overrides.name ?? `${firstName} ${lastName}`;
  return {
    id: `member-${faker.string.alphanumeric({ length: 8, casing: 'lower' })}`,
    name,
    email: faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase(),
    bio: '',
    profilePhotoUrl: avatarUrl(name, faker.number.int({ min: 0, max: 7 })),
    points: 0,
    roles: [],
    joinedAt: nowIso(),
    ...overrides,
  };
}

export function createWorkout(overrides: Partial<WorkoutRow> & { memberId: string }): WorkoutRow {
  return {
    id: overrides.id ?? db.nextId('workouts'),
    loggedAt: nowIso(),
    points: POINTS_PER_WORKOUT,
    ...overrides,
  };
}

export function createChallenge(overrides: Partial<ChallengeRow> = {}): ChallengeRow {
  return {
    id: overrides.id ?? db.nextId('challenges'),
    name: 'Ten Strong',
    criteria: 10,
    badge: 'Bronze',
    description: '',
    isActive: true,
    createdAt: nowIso(),
    ...overrides,
  };
}

export function createMonthlyBadge(overrides: Partial<MonthlyBadgeRow> = {}): MonthlyBadgeRow {
  // Monthly badge defaults
  return {
    id: overrides.id ?? db.nextId('monthlyBadges'),
    name: 'Monthly Starter',
    description: 'Log workouts this month.',
    imageUrl: defaultBadgeImage,
    badgeType: 'WorkoutCount',
    requiredValue: 5,
    isActive: true,
    isMonthSpecific: false,
    specificMonth: null,
    ...overrides,
  };
}

export function createBadgeAward(
  overrides: Partial<BadgeAwardRow> & Pick<BadgeAwardRow, 'badgeId' | 'memberId'>,
): BadgeAwardRow {
  const now = serverNow();
  return {
    id: overrides.id ?? db.nextId('badgeAwards'),
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
    awardedAt: now.toISOString(),
    notified: false,
    ...overrides,
  };
}

export function createMonthlyGoal(
  overrides: Partial<MonthlyGoalRow> & { memberId: string },
): MonthlyGoalRow {
  const now = serverNow();
  return {
    id: overrides.id ?? db.nextId('monthlyGoals'),
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
    targetWorkouts: 12,
    ...overrides,
  };
}

export function createGroup(overrides: Partial<GroupRow> & { creatorId: string }): GroupRow {
  return {
    id: overrides.id ?? db.nextId('groups'),
    name: `${faker.word.adjective({ length: { min: 4, max: 8 } })} lifters`.replace(/^./, (c) =>
      c.toUpperCase(),
    ),
    description: '',
    isPrivate: true, // Privacy defaults to private
    createdAt: nowIso(),
    ...overrides,
  };
}

export function createGroupMembership(
  overrides: Partial<GroupMembershipRow> & Pick<GroupMembershipRow, 'groupId' | 'memberId'>,
): GroupMembershipRow {
  return { role: 'Member', joinedAt: nowIso(), ...overrides };
}

export function createGroupChallenge(
  overrides: Partial<GroupChallengeRow> & Pick<GroupChallengeRow, 'groupId' | 'createdById'>,
): GroupChallengeRow {
  const now = serverNow();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayMs = 24 * 60 * 60 * 1000;
  // Creation defaults: from the start of today (UTC) to the end of the day 30 days later,
  // BodyRecomp, no buy-in
  return {
    id: overrides.id ?? db.nextId('groupChallenges'),
    name: 'Body Recomposition',
    description: '',
    startDate: new Date(today).toISOString(),
    endDate: new Date(today + 31 * dayMs - 1).toISOString(),
    challengeType: 'BodyRecomp',
    buyInAmount: null,
    createdAt: now.toISOString(),
    ...overrides,
  };
}

/** Units of the offered measurement choices; a custom name has none. */
export const measurementUnits: Record<string, string> = {
  Weight: 'kg',
  Waist: 'cm',
  'Body Fat': '%',
  'Muscle Mass': 'kg',
  Chest: 'cm',
  Hips: 'cm',
  Thighs: 'cm',
  Arms: 'cm',
};

export function createMeasurementType(
  overrides: Partial<MeasurementTypeRow> & Pick<MeasurementTypeRow, 'challengeId' | 'name'>,
): MeasurementTypeRow {
  return {
    id: overrides.id ?? db.nextId('measurementTypes'),
    unit: measurementUnits[overrides.name] ?? '',
    ...overrides,
  };
}

export function createChallengeParticipant(
  overrides: Partial<ChallengeParticipantRow> &
    Pick<ChallengeParticipantRow, 'challengeId' | 'memberId'>,
): ChallengeParticipantRow {
  return { joinedAt: nowIso(), ...overrides };
}

export function createMeasurement(
  overrides: Partial<MeasurementRow> &
    Pick<MeasurementRow, 'challengeId' | 'measurementTypeId' | 'memberId' | 'value'>,
): MeasurementRow {
  return { id: overrides.id ?? db.nextId('measurements'), recordedAt: nowIso(), ...overrides };
}

export function createPhoto(
  overrides: Partial<PhotoRow> & Pick<PhotoRow, 'groupId' | 'memberId'>,
): PhotoRow {
  const id = overrides.id ?? db.nextId('photos');
  const type = overrides.type ?? 'Meal';
  return {
    id,
    challengeId: null,
    type,
    caption: '',
    photoUrl: photoUrl(type, id),
    uploadedAt: nowIso(),
    ...overrides,
  };
}

export function createComment(
  overrides: Partial<CommentRow> & Pick<CommentRow, 'photoId' | 'memberId'>,
): CommentRow {
  return {
    id: overrides.id ?? db.nextId('comments'),
    content: 'Looking strong!',
    createdAt: nowIso(),
    ...overrides,
  };
}

export function createReaction(
  overrides: Partial<ReactionRow> & Pick<ReactionRow, 'photoId' | 'memberId'>,
): ReactionRow {
  return { reactionType: 'Heart', createdAt: nowIso(), ...overrides };
}

export function createInvite(
  overrides: Partial<InviteRow> & Pick<InviteRow, 'groupId' | 'invitedById'>,
): InviteRow {
  return {
    id: overrides.id ?? db.nextId('invites'),
    inviteeId: null,
    email: null,
    createdAt: nowIso(),
    ...overrides,
  };
}

export function createErrorReport(overrides: Partial<ErrorReportRow> = {}): ErrorReportRow {
  return {
    id: overrides.id ?? db.nextId('errorReports'),
    receivedAt: nowIso(),
    memberId: null,
    report: {},
    ...overrides,
  };
}
