import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import type { PhotoCommentWire, PhotoFeedPageWire } from './schemas/photos';
import type { GroupInviteWire } from './schemas/invites';
import type { UserChallengeMeasurementWire } from './schemas/group-challenges';
import {
  groupInviteSchema,
  pendingInvitesSchema,
  pendingInvitesWireSchema,
} from './schemas/invites';
import { adminUserSchema } from './schemas/admin';
import { challengeLeaderboardSchema } from './schemas/group-challenges';
import { groupDetailsSchema } from './schemas/groups';
import { leaderboardUserSchema } from './schemas/leaderboard';
import { monthlyWarriorsSchema } from './schemas/monthly-warriors';
import { photoCommentSchema, photoPostSchema } from './schemas/photos';
import { userSearchResultSchema } from './schemas/users';
import { apiUrl, createTestClient, http, HttpResponse, useTestServer } from './testing/msw-server';

const server = useTestServer();

const answer = (path: string, body: unknown) =>
  server.use(http.all(apiUrl(path), () => HttpResponse.json(body as never)));

const invite: GroupInviteWire = {
  Id: 7,
  Group: { Id: 3, Name: 'Morning Lifters', Description: null },
  InvitedBy: { Name: 'Kai Lindqvist' },
  CreatedAt: '2026-11-17T08:15:00.000Z',
};

describe('group invites', () => {
  it('come out camelCase with a parsed date', async () => {
    answer('/users/me/group-invites', [invite]);
    expect(await createTestClient().invites.pending()).toEqual([
      {
        id: 7,
        group: { id: 3, name: 'Morning Lifters', description: '' },
        invitedBy: { name: 'Kai Lindqvist' },
        createdAt: new Date('2026-11-17T08:15:00.000Z'),
      },
    ]);
  });

  it.each([
    ['an object', { invites: [invite] }],
    ['null', null],
    ['a string', 'none'],
  ])('read as an empty list when the answer is %s', async (_case, body) => {
    answer('/users/me/group-invites', body);
    expect(await createTestClient().invites.pending()).toEqual([]);
  });

  it('still reject an array holding something that is not an invite', async () => {
    answer('/users/me/group-invites', [{ id: 7, group: { name: 'camelCase is not the wire' } }]);
    await expect(createTestClient().invites.pending()).rejects.toThrow(/invites\.pending at 0\.Id/);
  });

  it('keep the wire schema strict for the mock backend: it must send an array', () => {
    expect(v.safeParse(pendingInvitesWireSchema, { invites: [] }).success).toBe(false);
    expect(v.parse(pendingInvitesSchema, { invites: [] })).toEqual([]);
  });
});

describe('photo feed', () => {
  const page: PhotoFeedPageWire = {
    photos: [
      {
        id: 11,
        type: 'Progress',
        caption: null,
        photoUrl: '/photos/11.jpg',
        uploadedAt: '2026-11-16T19:02:00Z',
        user: { name: 'Ana Moreno', profilePhotoUrl: '' },
        reactionsCount: 2,
        commentsCount: 0,
        currentUserReaction: 'Heart',
      },
    ],
    HasMore: true,
  };

  it('reads HasMore as hasMore and fills the optional fields', async () => {
    answer('/groups/4/photos', page);
    const result = await createTestClient().groups.photos.list(4);
    expect(result.hasMore).toBe(true);
    expect(result).not.toHaveProperty('HasMore');
    expect(result.photos[0]).toEqual({
      id: 11,
      type: 'Progress',
      caption: '',
      photoUrl: '/photos/11.jpg',
      uploadedAt: new Date('2026-11-16T19:02:00Z'),
      challengeId: null,
      user: { name: 'Ana Moreno', profilePhotoUrl: null },
      reactionsCount: 2,
      commentsCount: 0,
      currentUserReaction: 'Heart',
    });
  });
});

describe('photo comments', () => {
  it("read the author's capitalised Name as name", async () => {
    const comment: PhotoCommentWire = {
      id: 5,
      content: '<script>alert(1)</script> nice',
      createdAt: '2026-11-18T09:00:00.000Z',
      user: { Name: 'Bo', profilePhotoUrl: 'https://cdn.example.com/bo.jpg' },
    };
    answer('/groups/4/photos/11/comments', [comment]);
    expect(await createTestClient().groups.photos.comments.list(4, 11)).toEqual([
      {
        id: 5,
        content: '<script>alert(1)</script> nice',
        createdAt: new Date('2026-11-18T09:00:00.000Z'),
        user: { name: 'Bo', profilePhotoUrl: 'https://cdn.example.com/bo.jpg' },
      },
    ]);
  });
});

describe('challenge measurements', () => {
  it('read Unit as unit and parse the history dates', async () => {
    const weight: UserChallengeMeasurementWire = {
      measurementTypeId: 1,
      measurementType: 'Weight',
      initial: { value: 84 },
      current: { value: 81.5 },
      change: -2.5,
      percentageChange: -2.98,
      Unit: 'kg',
      history: [
        { date: '2026-11-01T07:00:00Z', value: 84 },
        { date: '2026-11-15T07:00:00Z', value: 81.5 },
      ],
    };
    const waist: UserChallengeMeasurementWire = {
      measurementTypeId: 2,
      measurementType: 'Waist',
      initial: null,
      current: null,
      change: null,
      percentageChange: null,
      Unit: null,
      history: [],
    };
    answer('/groups/4/challenges/9/measurements/me', [weight, waist]);
    const [first, second] = await createTestClient().groups.challenges.myMeasurements(4, 9);
    expect(first).toMatchObject({ unit: 'kg', initial: { value: 84 }, current: { value: 81.5 } });
    expect(first).not.toHaveProperty('Unit');
    expect(first?.history.map((point) => point.date)).toEqual([
      new Date('2026-11-01T07:00:00Z'),
      new Date('2026-11-15T07:00:00Z'),
    ]);
    expect(second).toMatchObject({ unit: '', initial: null, current: null, change: null });
  });
});

describe('dates and defaults elsewhere', () => {
  it('parse workout times into Dates', async () => {
    answer('/users/me/workouts', [{ id: 1, loggedAt: '2026-11-18T06:45:00.000Z' }]);
    const [workout] = await createTestClient().workouts.list();
    expect(workout?.loggedAt).toBeInstanceOf(Date);
    expect(workout?.loggedAt.toISOString()).toBe('2026-11-18T06:45:00.000Z');
  });

  it("read a time the server wrote without a zone as UTC, the server's clock, wherever she is", () => {
    // the test's own threads share the machine's zone: the reading runs in a process in Auckland
    const source = readFileSync(new URL('./schemas/dates.ts', import.meta.url), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const read = [
      '2026-12-15T23:59:59.999',
      '2026-12-15 06:45',
      '2026-12-15',
      '2026-12-15T10:00:00+13:00',
    ];
    const script = `${outputText}
      console.log(JSON.stringify(${JSON.stringify(read)}.map((text) => toDate(text).toISOString())));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, TZ: 'Pacific/Auckland' },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual([
      '2026-12-15T23:59:59.999Z',
      '2026-12-15T06:45:00.000Z',
      '2026-12-15T00:00:00.000Z',
      '2026-12-14T21:00:00.000Z',
    ]);
  });

  it('reject a date the server garbled', async () => {
    answer('/users/me/workouts', [{ id: 1, loggedAt: 'yesterday' }]);
    await expect(createTestClient().workouts.list()).rejects.toThrow(
      /workouts\.list at 0\.loggedAt/,
    );
  });

  it('turn monthly badge ids sent as numeric strings into numbers', async () => {
    answer('/users/me/monthly-badges/current', {
      monthName: 'November',
      totalEarned: 1,
      totalAvailable: 4,
      badges: [
        {
          badgeId: '12',
          badgeName: 'November Warrior',
          badgeDescription: '12 workouts',
          awardedAt: '2026-11-15',
          isNew: true,
        },
      ],
    });
    const month = await createTestClient().monthlyBadges.current();
    expect(month.badges[0]).toEqual({
      badgeId: 12,
      badgeName: 'November Warrior',
      badgeDescription: '12 workouts',
      awardedAt: new Date('2026-11-15'),
      isNew: true,
    });
    expect(month).toMatchObject({ year: null, month: null, totalEarned: 1 });
  });

  it('read an admin user without activity as lastActivity null', async () => {
    answer('/admin/users', [
      {
        id: 'member-ana',
        name: 'Ana',
        points: 120,
        workoutCount: 12,
        challengesCompleted: 1,
        lastActivity: '2026-11-18T06:45:00Z',
      },
      {
        id: 'member-new',
        name: 'New',
        points: 0,
        workoutCount: 0,
        challengesCompleted: 0,
        lastActivity: '',
      },
    ]);
    const [active, fresh] = await createTestClient().admin.users.list();
    expect(active?.lastActivity).toEqual(new Date('2026-11-18T06:45:00Z'));
    expect(active?.profilePhotoUrl).toBeNull();
    expect(fresh?.lastActivity).toBeNull();
  });

  it('read leaderboard changes other than up and down as neutral', async () => {
    answer('/leaderboard', [
      { id: 'a', name: 'A', points: 30, change: 'up', changeAmount: 2 },
      { id: 'b', name: 'B', points: 20, change: 'same' },
      { id: 'c', name: 'C', points: 10, change: null, profilePhotoUrl: null },
    ]);
    const rows = await createTestClient().leaderboard.get();
    expect(rows.map((row) => [row.change, row.changeAmount])).toEqual([
      ['up', 2],
      ['neutral', 0],
      ['neutral', 0],
    ]);
  });

  it('give a profile without name or bio empty texts, so the screen shows its fallbacks', async () => {
    answer('/users/me', { id: 'member-new', name: null, points: 0 });
    expect(await createTestClient().profile.get()).toEqual({
      id: 'member-new',
      email: null,
      name: '',
      bio: '',
      profilePhotoUrl: null,
      points: 0,
    });
  });

  it('read a profile with only the fields the contract lists (no id) as hers', async () => {
    answer('/users/me', { name: 'Ana', bio: 'Lifts at dawn', profilePhotoUrl: null, points: 120 });
    expect(await createTestClient().profile.get()).toMatchObject({
      id: null,
      name: 'Ana',
      points: 120,
    });
  });

  it('read no monthly goal (null or an empty answer) as null', async () => {
    answer('/monthly-goals/current', null);
    expect(await createTestClient().monthlyGoals.current()).toBeNull();
    server.use(
      http.get(apiUrl('/monthly-goals/current'), () => new HttpResponse(null, { status: 204 })),
    );
    expect(await createTestClient().monthlyGoals.current()).toBeNull();
  });

  it('read group roles other than Admin as Member and keep a missing role as null', async () => {
    const group = {
      id: 4,
      name: 'Morning Lifters',
      description: null,
      isPrivate: true,
      creatorId: 'member-ana',
      createdAt: '2026-10-01T12:00:00Z',
      memberCount: 3,
      activeChallengeCount: 1,
      upcomingChallengeCount: 0,
    };
    answer('/users/me/groups', [
      { ...group, role: 'Admin' },
      { ...group, id: 5, role: 'Owner' },
      { ...group, id: 6, role: null },
    ]);
    const groups = await createTestClient().groups.list();
    expect(groups.map((entry) => entry.role)).toEqual(['Admin', 'Member', null]);
    expect(groups[0]?.createdAt).toEqual(new Date('2026-10-01T12:00:00Z'));
    expect(groups[0]?.description).toBe('');
  });

  it('answer a created group with its id', async () => {
    answer('/groups', { id: 42, name: 'ignored extra field' });
    const created = await createTestClient().groups.create({
      name: 'Morning Lifters',
      description: '',
      isPrivate: true,
      creatorId: 'member-ana',
    });
    expect(created).toEqual({ id: 42 });
  });

  it('reject a create answer without an id', async () => {
    answer('/groups', {});
    const error = await createTestClient()
      .groups.create({ name: 'Morning Lifters', description: '', isPrivate: true, creatorId: 'a' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(
      /^Failed to create group: .*groups\.create at id: /,
    );
  });
});

describe('a member with no name', () => {
  // a member whose identity provider gave no name has none until she saves one: every list that
  // names members reads her name as '' (shown as 'No name set'), for null and for a missing name,
  // instead of failing the whole list
  const photo = { profilePhotoUrl: null };
  const cases: [string, (name: unknown) => unknown, (parsed: never) => unknown][] = [
    [
      'the leaderboard',
      (name) => v.parse(leaderboardUserSchema, { id: 'm-1', name, points: 5, ...photo }),
      (user: { name: string }) => user.name,
    ],
    [
      'the monthly warriors',
      (userName) =>
        v.parse(monthlyWarriorsSchema, {
          monthName: 'November',
          year: 2026,
          month: 11,
          topPerformers: [{ userId: 'm-1', userName, rank: 1, workoutCount: 3, ...photo }],
        }),
      (warriors: { topPerformers: { userName: string }[] }) => warriors.topPerformers[0]?.userName,
    ],
    [
      "a challenge's leaderboard",
      (userName) =>
        v.parse(challengeLeaderboardSchema, {
          measurementTypes: [],
          participants: [{ userId: 'm-1', userName, ...photo }],
        }),
      (board: { participants: { userName: string }[] }) => board.participants[0]?.userName,
    ],
    [
      "a group's members and creator",
      (name) =>
        v.parse(groupDetailsSchema, {
          id: 1,
          name: 'Dawn Patrol',
          isPrivate: false,
          creatorId: 'm-1',
          createdAt: '2026-11-01T08:00:00Z',
          memberCount: 1,
          activeChallengeCount: 0,
          upcomingChallengeCount: 0,
          creator: { id: 'm-1', name },
          members: [{ userId: 'm-1', role: 'Admin', user: { name, ...photo } }],
          activeChallenges: [],
          upcomingChallenges: [],
          pastChallenges: [],
        }),
      (group: { creator: { name: string }; members: { user: { name: string } }[] }) =>
        `${group.creator.name}|${group.members[0]?.user.name}`,
    ],
    [
      "a photo's author",
      (name) =>
        v.parse(photoPostSchema, {
          id: 1,
          type: 'Meal',
          photoUrl: '/media/1.jpg',
          uploadedAt: '2026-11-01T08:00:00Z',
          user: { name, ...photo },
          reactionsCount: 0,
          commentsCount: 0,
        }),
      (post: { user: { name: string } }) => post.user.name,
    ],
    [
      "a comment's author",
      (Name) =>
        v.parse(photoCommentSchema, {
          id: 1,
          content: 'Nice',
          createdAt: '2026-11-01T08:00:00Z',
          user: { Name, ...photo },
        }),
      (comment: { user: { name: string } }) => comment.user.name,
    ],
    [
      "an invite's sender",
      (Name) => v.parse(groupInviteSchema, { ...invite, InvitedBy: { Name } }),
      (read: { invitedBy: { name: string } }) => read.invitedBy.name,
    ],
    [
      'the user search',
      (name) => v.parse(userSearchResultSchema, { id: 'm-1', name, email: 'a@b.c', ...photo }),
      (user: { name: string }) => user.name,
    ],
    [
      "the admin's users",
      (name) =>
        v.parse(adminUserSchema, {
          id: 'm-1',
          name,
          points: 0,
          workoutCount: 0,
          challengesCompleted: 0,
          ...photo,
        }),
      (user: { name: string }) => user.name,
    ],
  ];
  it.each(cases)('is read in %s as an empty name', (_where, parse, nameOf) => {
    const named = nameOf(parse('Ana Moreno') as never);
    expect(named).toMatch(/Ana Moreno/);
    expect(String(nameOf(parse(null) as never)).replaceAll('|', '')).toBe('');
    expect(String(nameOf(parse(undefined) as never)).replaceAll('|', '')).toBe('');
  });
});
