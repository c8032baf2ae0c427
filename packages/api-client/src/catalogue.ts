import type { ApiClient } from './client';
import { callEndpoints, errorPrefix, type CallName, type HttpMethod } from './endpoints';

/** Ids and values the catalogue's calls use; tests override them with seeded records. */
export type CallSample = {
  /** The signed-in member (creatorId of a new group). */
  currentUserId: string;
  groupId: number;
  challengeId: number;
  measurementTypeId: number;
  photoId: number;
  inviteId: number;
  /** Another member: invited, promoted or removed. */
  otherUserId: string;
  adminChallengeId: number;
  monthlyBadgeId: number;
  year: number;
  month: number;
  badgeIds: number[];
  searchText: string;
  email: string;
  photo: Blob;
};

export const defaultCallSample: CallSample = {
  currentUserId: 'member-ana',
  groupId: 1,
  challengeId: 1,
  measurementTypeId: 1,
  photoId: 1,
  inviteId: 1,
  otherUserId: 'member-2',
  adminChallengeId: 1,
  monthlyBadgeId: 1,
  year: 2026,
  month: 11,
  badgeIds: [1],
  searchText: 'a',
  email: 'friend@example.com',
  photo: new Blob(['photo'], { type: 'image/jpeg' }),
};

export type CatalogueEntry = {
  name: CallName;
  method: HttpMethod;
  /** Route pattern under the base path, MSW syntax. */
  path: string;
  /** The call's error prefix for the default sample. */
  prefix: string;
  /** True for admin writes, whose error shows the server's `message` when the body has one. */
  usesServerMessage: boolean;
  /** The message a non-OK answer with this status (and no server message) produces. */
  expectedMessage: (status: number, sample?: Partial<CallSample>) => string;
  invoke: (client: ApiClient, sample?: Partial<CallSample>) => Promise<unknown>;
};

type Invocations = {
  [Name in CallName]: (client: ApiClient, sample: CallSample) => Promise<unknown>;
};

const invocations: Invocations = {
  'leaderboard.get': (client) => client.leaderboard.get(),
  'challenges.list': (client) => client.challenges.list(),
  'workouts.list': (client) => client.workouts.list(),
  'workouts.stats': (client) => client.workouts.stats(),
  'workouts.log': (client) => client.workouts.log(),
  'profile.get': (client) => client.profile.get(),
  'profile.update': (client) => client.profile.update({ name: 'Ana Moreno', bio: 'Leg day.' }),
  'profile.uploadPhoto': (client, s) => client.profile.uploadPhoto(s.photo),
  'monthlyWarriors.get': (client) => client.monthlyWarriors.get(),
  'monthlyGoals.current': (client) => client.monthlyGoals.current(),
  'monthlyGoals.set': (client, s) =>
    client.monthlyGoals.set({ targetWorkouts: 12, year: s.year, month: s.month }),
  'monthlyBadges.current': (client) => client.monthlyBadges.current(),
  'monthlyBadges.forMonth': (client, s) =>
    client.monthlyBadges.forMonth({ year: s.year, month: s.month }),
  'monthlyBadges.all': (client) => client.monthlyBadges.all(),
  'monthlyBadges.markNotified': (client, s) => client.monthlyBadges.markNotified(s.badgeIds),
  'invites.pending': (client) => client.invites.pending(),
  'errors.send': (client) =>
    client.errors.send({
      message: 'Something broke',
      name: 'Error',
      stack: null,
      componentStack: null,
      timestamp: '2026-11-18T10:30:00.000Z',
      userAgent: 'contract-test',
      url: 'http://localhost/',
      severity: 'error',
    }),
  'groups.list': (client) => client.groups.list(),
  'groups.create': (client, s) =>
    client.groups.create({
      name: 'Morning Lifters',
      description: 'Before work, every weekday.',
      isPrivate: true,
      creatorId: s.currentUserId,
    }),
  'groups.get': (client, s) => client.groups.get(s.groupId),
  'groups.update': (client, s) => client.groups.update(s.groupId, { description: 'Updated.' }),
  'groups.members.remove': (client, s) => client.groups.members.remove(s.groupId, s.otherUserId),
  'groups.members.setRole': (client, s) =>
    client.groups.members.setRole(s.groupId, s.otherUserId, 'Admin'),
  'groups.challenges.list': (client, s) => client.groups.challenges.list(s.groupId),
  'groups.challenges.create': (client, s) =>
    client.groups.challenges.create(s.groupId, {
      name: 'Winter cut',
      description: '',
      startDate: new Date(Date.UTC(s.year + 1, 0, 1)).toISOString(),
      endDate: new Date(Date.UTC(s.year + 1, 0, 31)).toISOString(),
      buyInAmount: null,
      hasBuyIn: false,
      challengeType: 'BodyRecomp',
      measurementTypes: ['Weight', 'Waist'],
    }),
  'groups.challenges.get': (client, s) => client.groups.challenges.get(s.groupId, s.challengeId),
  'groups.challenges.myMeasurements': (client, s) =>
    client.groups.challenges.myMeasurements(s.groupId, s.challengeId),
  'groups.challenges.submitMeasurements': (client, s) =>
    client.groups.challenges.submitMeasurements(s.groupId, s.challengeId, [
      { measurementTypeId: s.measurementTypeId, value: 81.4 },
    ]),
  'groups.challenges.leaderboard': (client, s) =>
    client.groups.challenges.leaderboard(s.groupId, s.challengeId),
  'groups.photos.list': (client, s) => client.groups.photos.list(s.groupId),
  'groups.photos.share': (client, s) =>
    client.groups.photos.share(s.groupId, { photo: s.photo, caption: 'Oats', photoType: 'Meal' }),
  'groups.photos.comments.list': (client, s) =>
    client.groups.photos.comments.list(s.groupId, s.photoId),
  'groups.photos.comments.add': (client, s) =>
    client.groups.photos.comments.add(s.groupId, s.photoId, 'Looks great!'),
  'groups.photos.react': (client, s) => client.groups.photos.react(s.groupId, s.photoId),
  'groups.inviteUser': (client, s) => client.groups.inviteUser(s.groupId, s.otherUserId),
  'groups.inviteByEmail': (client, s) => client.groups.inviteByEmail(s.groupId, s.email),
  'invites.accept': (client, s) => client.invites.accept(s.inviteId),
  'invites.reject': (client, s) => client.invites.reject(s.inviteId),
  'users.search': (client, s) => client.users.search(s.searchText),
  'admin.stats.get': (client) => client.admin.stats.get(),
  'admin.challenges.list': (client) => client.admin.challenges.list(),
  'admin.challenges.create': (client) =>
    client.admin.challenges.create({
      name: 'Ten in November',
      criteria: 10,
      badge: 'Bronze',
      description: '',
      isActive: true,
    }),
  'admin.challenges.update': (client, s) =>
    client.admin.challenges.update({
      id: s.adminChallengeId,
      name: 'Ten in November',
      criteria: 10,
      badge: 'Silver',
      description: '',
      isActive: true,
    }),
  'admin.challenges.delete': (client, s) => client.admin.challenges.delete(s.adminChallengeId),
  'admin.users.list': (client) => client.admin.users.list(),
  'admin.monthlyBadges.list': (client) => client.admin.monthlyBadges.list(),
  'admin.monthlyBadges.create': (client) =>
    client.admin.monthlyBadges.create({
      name: 'November Warrior',
      description: 'Twelve workouts in November.',
      imageUrl: 'badge-default.png',
      badgeType: 'WorkoutCount',
      requiredValue: 12,
      isActive: true,
      isMonthSpecific: true,
      specificMonth: 11,
    }),
  'admin.monthlyBadges.update': (client, s) =>
    client.admin.monthlyBadges.update({
      id: s.monthlyBadgeId,
      name: 'Any-month Warrior',
      description: 'Twelve workouts in a month.',
      imageUrl: 'badge-default.png',
      badgeType: 'WorkoutCount',
      requiredValue: 12,
      isActive: true,
      isMonthSpecific: false,
      specificMonth: null,
    }),
  'admin.monthlyBadges.delete': (client, s) => client.admin.monthlyBadges.delete(s.monthlyBadgeId),
  'admin.monthlyBadges.stats': (client) => client.admin.monthlyBadges.stats(),
  'admin.monthlyBadges.evaluateAll': (client, s) =>
    client.admin.monthlyBadges.evaluateAll({ year: s.year, month: s.month }),
};

const prefixFor = (name: CallName, sample: CallSample): string =>
  errorPrefix(name, { year: sample.year, month: sample.month });

/**
 * Every call of the contract with a ready invocation, for table-driven tests:
 * `for (const entry of callCatalogue) await entry.invoke(client, seededIds)`.
 */
export const callCatalogue: readonly CatalogueEntry[] = (
  Object.keys(invocations) as CallName[]
).map((name): CatalogueEntry => {
  const endpoint = callEndpoints[name];
  const invoke = invocations[name];
  return {
    name,
    method: endpoint.method,
    path: endpoint.path,
    prefix: prefixFor(name, defaultCallSample),
    usesServerMessage: endpoint.errorMessage === 'server-or-prefix',
    expectedMessage: (status, sample = {}) =>
      `${prefixFor(name, { ...defaultCallSample, ...sample })}: ${status}`,
    invoke: (client, sample = {}) => invoke(client, { ...defaultCallSample, ...sample }),
  };
});
