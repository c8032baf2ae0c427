import { describe, expect, it } from 'vitest';
import { personas } from '../personas';
import { as, useMockServer } from '../testing/mock-api';

useMockServer();

const futureChallenge = {
  name: 'Too many',
  description: '',
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2026-12-31T00:00:00.000Z',
  buyInAmount: null,
  hasBuyIn: false,
  challengeType: 'Custom',
  groupId: 1,
};

type Case = {
  name: string;
  who: 'member' | 'admin';
  method: 'post' | 'put' | 'get';
  path: string;
  body?: unknown;
  message?: string;
};

const cases: Case[] = [
  {
    name: 'profile without a bio',
    who: 'member',
    method: 'put',
    path: '/users/me/profile',
    body: { name: 'Ana' },
  },
  {
    name: 'a goal of 0 workouts',
    who: 'member',
    method: 'post',
    path: '/monthly-goals',
    body: { targetWorkouts: 0, year: 2026, month: 11 },
    message: 'targetWorkouts: The goal must be at least 1 workout',
  },
  {
    name: 'mark-notified with string ids',
    who: 'member',
    method: 'post',
    path: '/users/me/monthly-badges/mark-notified',
    body: { badgeIds: ['x'] },
  },
  {
    name: 'a group name of 2 characters',
    who: 'member',
    method: 'post',
    path: '/groups',
    body: { name: 'ab', description: '', isPrivate: true, creatorId: 'member-ana' },
    message: 'name: Group name must be at least 3 characters long',
  },
  {
    name: 'a group update with nothing in it',
    who: 'member',
    method: 'put',
    path: '/groups/1',
    body: {},
  },
  {
    name: 'an unknown member role',
    who: 'member',
    method: 'put',
    path: '/groups/1/members/member-001/role',
    body: { role: 'Owner' },
  },
  {
    name: 'six measurement types',
    who: 'member',
    method: 'post',
    path: '/groups/1/challenges',
    body: {
      ...futureChallenge,
      measurementTypes: ['Weight', 'Waist', 'Chest', 'Hips', 'Arms', 'Thighs'],
    },
    message: 'measurementTypes: You can select a maximum of 5 measurement types',
  },
  {
    name: 'a duplicate measurement type',
    who: 'member',
    method: 'post',
    path: '/groups/1/challenges',
    body: { ...futureChallenge, measurementTypes: ['Weight', 'weight'] },
    message: 'This measurement type already exists',
  },
  {
    name: 'a measurement that is not a number',
    who: 'member',
    method: 'post',
    path: '/groups/1/challenges/1/measurements',
    body: [{ groupId: 1, challengeId: 1, measurementTypeId: 1, value: 'heavy' }],
  },
  {
    name: 'a blank comment',
    who: 'member',
    method: 'post',
    path: '/groups/1/photos/1/comments',
    body: { content: '   ' },
    message: 'content: Comment cannot be empty',
  },
  {
    name: 'an unknown reaction',
    who: 'member',
    method: 'post',
    path: '/groups/1/photos/1/reactions',
    body: { reactionType: 'Poop' },
  },
  {
    name: 'an e-mail without @',
    who: 'member',
    method: 'post',
    path: '/groups/1/invite-by-email',
    body: { email: 'nope' },
    message: 'email: Please enter a valid email address',
  },
  { name: 'an empty user search', who: 'member', method: 'get', path: '/users/search?q=%20' },
  {
    name: 'a photo page with a non-numeric limit',
    who: 'member',
    method: 'get',
    path: '/groups/1/photos?limit=abc',
  },
  {
    name: 'a body that is not JSON',
    who: 'member',
    method: 'put',
    path: '/users/me/profile',
    body: undefined,
    message: 'The request body must be JSON',
  },
  {
    name: 'an error report without its fields',
    who: 'member',
    method: 'post',
    path: '/errors',
    body: { message: 'x' },
  },
  {
    name: 'an admin challenge with criteria 0',
    who: 'admin',
    method: 'post',
    path: '/admin/challenges',
    body: { name: 'X', criteria: 0, badge: 'Bronze', isActive: true },
    message: 'criteria: Completion criteria must be at least 1',
  },
  {
    name: 'a month-specific badge without a month',
    who: 'admin',
    method: 'post',
    path: '/admin/monthly-badges',
    body: {
      name: 'X',
      description: 'Y',
      imageUrl: 'badge-default.png',
      badgeType: 'Streak',
      requiredValue: 3,
      isActive: true,
      isMonthSpecific: true,
      specificMonth: null,
    },
  },
  {
    name: 'evaluation with a year but no month',
    who: 'admin',
    method: 'post',
    path: '/admin/monthly-badges/evaluate-all?year=2026',
    message: 'Give both year and month, or neither',
  },
  {
    name: 'an admin update whose id differs from the path',
    who: 'admin',
    method: 'put',
    path: '/admin/challenges/2',
    body: { id: 3, name: 'X', criteria: 2, badge: 'Bronze', isActive: true },
  },
  {
    name: 'badges for month 13',
    who: 'member',
    method: 'get',
    path: '/users/me/monthly-badges/2026/13',
    message: 'Invalid year or month',
  },
];

describe('request validation with the api-client schemas', () => {
  it.each(cases)(
    'answers 400 with a message for $name',
    async ({ who, method, path, body, message }) => {
      const api = as(personas[who]);
      const answer = method === 'get' ? await api.get(path) : await api[method](path, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: message ?? expect.any(String) });
    },
  );

  it('changes nothing when a request is refused', async () => {
    const ana = as(personas.member);
    await ana.put('/users/me/profile', { name: 'Hijacked' });
    expect((await ana.get('/users/me')).body).toMatchObject({ name: 'Ana Moreno' });
  });
});
