/**
 * Rows of the mock database. These are storage rows, not API answers: the handlers turn
 * them into the wire shapes of @reprally/api-client. Dates are ISO strings so a snapshot
 * is plain JSON (the browser keeps it in localStorage).
 */

export type MemberRow = {
  id: string;
  /** Null for a member whose identity provider gave no name and who has saved none. */
  name: string | null;
  email: string;
  bio: string;
  profilePhotoUrl: string | null;
  points: number;
  roles: string[];
  joinedAt: string;
};

export type WorkoutRow = {
  id: number;
  memberId: string;
  loggedAt: string;
  points: number;
};

/** A site-wide challenge (admin area); each member's progress on it is derived from workouts. */
export type ChallengeRow = {
  id: number;
  name: string;
  criteria: number;
  badge: string;
  description: string;
  isActive: boolean;
  createdAt: string;
};

export const badgeTypes = ['WorkoutCount', 'Rank', 'Streak', 'Special'] as const;
export type BadgeType = (typeof badgeTypes)[number];

export type MonthlyBadgeRow = {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  badgeType: BadgeType;
  requiredValue: number;
  isActive: boolean;
  isMonthSpecific: boolean;
  specificMonth: number | null;
};

export type BadgeAwardRow = {
  id: number;
  badgeId: number;
  memberId: string;
  year: number;
  month: number;
  awardedAt: string;
  /** false until the member's screen has shown it (mark-notified): the award is 'isNew'. */
  notified: boolean;
};

export type MonthlyGoalRow = {
  id: number;
  memberId: string;
  year: number;
  month: number;
  targetWorkouts: number;
};

export type GroupRow = {
  id: number;
  name: string;
  description: string;
  isPrivate: boolean;
  creatorId: string;
  createdAt: string;
};

export const groupRoles = ['Admin', 'Member'] as const;
export type GroupRole = (typeof groupRoles)[number];

export type GroupMembershipRow = {
  groupId: number;
  memberId: string;
  role: GroupRole;
  joinedAt: string;
};

export const challengeTypes = ['BodyRecomp', 'WeightLoss', 'MuscleGain', 'Custom'] as const;
export type ChallengeType = (typeof challengeTypes)[number];

export type GroupChallengeRow = {
  id: number;
  groupId: number;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  challengeType: ChallengeType;
  buyInAmount: number | null;
  createdById: string;
  createdAt: string;
};

export type MeasurementTypeRow = {
  id: number;
  challengeId: number;
  name: string;
  unit: string;
};

export type ChallengeParticipantRow = {
  challengeId: number;
  memberId: string;
  joinedAt: string;
};

export type MeasurementRow = {
  id: number;
  challengeId: number;
  measurementTypeId: number;
  memberId: string;
  value: number;
  recordedAt: string;
};

export const photoTypes = ['Meal', 'Temptation', 'Progress', 'Workout'] as const;
export type PhotoType = (typeof photoTypes)[number];

export type PhotoRow = {
  id: number;
  groupId: number;
  challengeId: number | null;
  memberId: string;
  type: PhotoType;
  caption: string;
  photoUrl: string;
  uploadedAt: string;
};

export type CommentRow = {
  id: number;
  photoId: number;
  memberId: string;
  content: string;
  createdAt: string;
};

export type ReactionRow = {
  photoId: number;
  memberId: string;
  reactionType: string;
  createdAt: string;
};

/** A pending invite; accepting or rejecting deletes it. Invites by e-mail may match no member yet. */
export type InviteRow = {
  id: number;
  groupId: number;
  invitedById: string;
  inviteeId: string | null;
  email: string | null;
  createdAt: string;
};

export type ErrorReportRow = {
  id: number;
  receivedAt: string;
  memberId: string | null;
  report: Record<string, unknown>;
};

/**
 * An uploaded picture, kept as base64 so it survives the JSON snapshot; served at
 * `/api/v1/media/{key}` with the key `upload-{id}-{stamp}.{extension}` (the stamp keeps keys
 * unique across database resets, so a key always means the same bytes).
 */
export type MediaRow = {
  id: number;
  key: string;
  contentType: string;
  base64: string;
};

export type Tables = {
  members: MemberRow[];
  workouts: WorkoutRow[];
  challenges: ChallengeRow[];
  monthlyBadges: MonthlyBadgeRow[];
  badgeAwards: BadgeAwardRow[];
  monthlyGoals: MonthlyGoalRow[];
  groups: GroupRow[];
  groupMemberships: GroupMembershipRow[];
  groupChallenges: GroupChallengeRow[];
  measurementTypes: MeasurementTypeRow[];
  challengeParticipants: ChallengeParticipantRow[];
  measurements: MeasurementRow[];
  photos: PhotoRow[];
  comments: CommentRow[];
  reactions: ReactionRow[];
  invites: InviteRow[];
  errorReports: ErrorReportRow[];
  media: MediaRow[];
};

export type TableName = keyof Tables;

/** Tables whose rows carry a numeric id drawn from the database's sequences. */
export type SequencedTable = {
  [Name in TableName]: Tables[Name][number] extends { id: number } ? Name : never;
}[TableName];

/** Everything the database holds: a plain JSON value. */
export type DbSnapshot = {
  version: number;
  tables: Tables;
  sequences: Record<SequencedTable, number>;
};
