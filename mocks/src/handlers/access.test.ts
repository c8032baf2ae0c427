import { describe, expect, it } from 'vitest';
import { db } from '../db/index';
import { personas } from '../personas';
import { as, memberCaller, useMockServer } from '../testing/mock-api';

useMockServer();

const groupId = (name: string) => {
  const group = db.tables.groups.find((row) => row.name.startsWith(name));
  if (!group) throw new Error(`no group ${name}`);
  return group.id;
};
const plainMemberOf = (id: number) => {
  const group = db.tables.groups.find((row) => row.id === id);
  const row = db.tables.groupMemberships.find(
    (membership) =>
      membership.groupId === id &&
      membership.role === 'Member' &&
      membership.memberId !== group?.creatorId,
  );
  if (!row) throw new Error('no plain member');
  return row.memberId;
};

describe('who may call what', () => {
  it('answers 401 without a usable bearer token', async () => {
    expect((await as('anonymous').get('/leaderboard')).status).toBe(401);
    expect((await as({ token: 'garbage' }).get('/users/me')).status).toBe(401);
    expect((await as(memberCaller('member-nobody')).get('/users/me')).status).toBe(401);
    const answer = await as('anonymous').get('/admin/stats');
    expect(answer).toEqual({ status: 401, body: { message: expect.any(String) } });
  });

  it('takes the member from the token subject', async () => {
    const me = await as(personas.newcomer).get('/users/me');
    expect(me.body).toMatchObject({ id: 'member-noor', name: 'Noor Haddad', points: 0 });
  });

  it('answers 403 to non-admins on every admin call and serves the admin', async () => {
    for (const path of [
      '/admin/stats',
      '/admin/challenges',
      '/admin/users',
      '/admin/monthly-badges',
      '/admin/monthly-badges/stats',
    ]) {
      expect((await as(personas.member).get(path)).status, path).toBe(403);
      expect((await as(personas.admin).get(path)).status, path).toBe(200);
    }
    expect((await as(personas.member).post('/admin/monthly-badges/evaluate-all')).status).toBe(403);
    expect((await as(personas.member).delete('/admin/challenges/1')).status).toBe(403);
    expect(db.tables.challenges.some((row) => row.id === 1)).toBe(true);
  });

  it('hides a private group from non-members (404) and shows it to members', async () => {
    const owls = groupId('Night Owls');
    expect((await as(personas.member).get(`/groups/${owls}`)).status).toBe(404);
    expect((await as(personas.member).get(`/groups/${owls}/photos`)).status).toBe(404);
    expect((await as(personas.member).get(`/groups/${owls}/challenges`)).status).toBe(404);
    const insider = memberCaller(plainMemberOf(owls));
    expect((await as(insider).get(`/groups/${owls}`)).status).toBe(200);
    expect((await as(personas.member).get('/groups/9999')).status).toBe(404);
    expect((await as(personas.member).get('/groups/abc')).body).toEqual({
      message: 'Invalid group ID',
    });
  });

  it('shows a public group to non-members without a role, but they cannot post in it', async () => {
    const strength = groupId('نادي');
    const details = await as(personas.member).get(`/groups/${strength}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ role: null });
    const photo = db.tables.photos.find((row) => row.groupId === strength);
    const comment = await as(personas.member).post(
      `/groups/${strength}/photos/${photo?.id}/comments`,
      { content: 'Hi' },
    );
    expect(comment.status).toBe(403);
  });

  it('lets only the creator or a group Admin update, remove, change roles, invite and create challenges', async () => {
    const sisters = groupId('Iron Sisters'); // Ana is a plain Member here
    const dawn = groupId('Dawn Patrol'); // Ana created it
    const kettlebell = groupId('Kettlebell'); // Ana is an Admin, not the creator
    const ana = as(personas.member);
    const victim = plainMemberOf(sisters);
    const challenge = {
      name: 'Spring Shape-up',
      description: '',
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-31T00:00:00.000Z',
      buyInAmount: null,
      hasBuyIn: false,
      challengeType: 'BodyRecomp',
      measurementTypes: ['Weight', 'Waist'],
    };

    expect((await ana.put(`/groups/${sisters}`, { name: 'Taken over' })).status).toBe(403);
    expect((await ana.delete(`/groups/${sisters}/members/${victim}`)).status).toBe(403);
    expect(
      (await ana.put(`/groups/${sisters}/members/${victim}/role`, { role: 'Admin' })).status,
    ).toBe(403);
    expect(
      (await ana.post(`/groups/${sisters}/invites`, { userId: personas.newcomer.sub })).status,
    ).toBe(403);
    expect(
      (await ana.post(`/groups/${sisters}/invite-by-email`, { email: 'x@example.com' })).status,
    ).toBe(403);
    const refused = await ana.post(`/groups/${sisters}/challenges`, {
      ...challenge,
      groupId: sisters,
    });
    expect(refused).toEqual({
      status: 403,
      body: { message: "You don't have permission to create challenges in this group." },
    });

    expect((await ana.put(`/groups/${dawn}`, { description: 'New text' })).status).toBe(200);
    expect((await ana.put(`/groups/${kettlebell}`, { isPrivate: true })).status).toBe(200);
    const created = await ana.post(`/groups/${kettlebell}/challenges`, {
      ...challenge,
      groupId: kettlebell,
    });
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number) } });

    const promoted = plainMemberOf(dawn);
    expect(
      (await ana.put(`/groups/${dawn}/members/${promoted}/role`, { role: 'Admin' })).status,
    ).toBe(200);
    const details = (await ana.get(`/groups/${dawn}`)).body as {
      members: { userId: string; role: string }[];
    };
    expect(details.members.find((row) => row.userId === promoted)?.role).toBe('Admin');

    expect((await ana.delete(`/groups/${dawn}/members/${promoted}`)).status).toBe(204);
    const after = (await ana.get(`/groups/${dawn}`)).body as { members: { userId: string }[] };
    expect(after.members.some((row) => row.userId === promoted)).toBe(false);
    expect(
      (
        await ana.delete(
          `/groups/${kettlebell}/members/${db.tables.groups.find((g) => g.id === kettlebell)?.creatorId}`,
        )
      ).status,
    ).toBe(400);
  });
});
