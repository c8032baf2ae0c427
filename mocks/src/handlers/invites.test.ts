import { describe, expect, it } from 'vitest';
import { db } from '../db/index';
import { personas } from '../personas';
import { as, useMockServer } from '../testing/mock-api';

useMockServer();

type Invite = {
  Id: number;
  Group: { Id: number; Name: string };
  InvitedBy: { Name: string };
  CreatedAt: string;
};

describe('the invite lifecycle', () => {
  it('lists Ana’s pending invites with the capitalised wire fields, newest first', async () => {
    const invites = (await as(personas.member).get('/users/me/group-invites')).body as Invite[];
    expect(invites.length).toBeGreaterThanOrEqual(2);
    expect(invites[0]).toEqual({
      Id: expect.any(Number),
      Group: { Id: expect.any(Number), Name: expect.any(String), Description: expect.any(String) },
      InvitedBy: { Name: expect.any(String) },
      CreatedAt: expect.any(String),
    });
    const dates = invites.map((invite) => invite.CreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('accepting adds the membership at once and removes the invite', async () => {
    const ana = as(personas.member);
    const invites = (await ana.get('/users/me/group-invites')).body as Invite[];
    const privateInvite = invites.find(
      (invite) => db.tables.groups.find((g) => g.id === invite.Group.Id)?.isPrivate,
    );
    if (!privateInvite) throw new Error('expected an invite to a private group');
    const groupId = privateInvite.Group.Id;
    expect((await ana.get(`/groups/${groupId}`)).status).toBe(404);

    expect((await ana.post(`/groups/invites/${privateInvite.Id}/accept`)).status).toBe(200);

    const details = await ana.get(`/groups/${groupId}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ role: 'Member' });
    const groups = (await ana.get('/users/me/groups')).body as { id: number }[];
    expect(groups.some((group) => group.id === groupId)).toBe(true);
    const left = (await ana.get('/users/me/group-invites')).body as Invite[];
    expect(left.map((invite) => invite.Id)).not.toContain(privateInvite.Id);
    expect(left).toHaveLength(invites.length - 1);
    expect((await ana.post(`/groups/invites/${privateInvite.Id}/accept`)).status).toBe(404);
  });

  it('rejecting removes the invite without joining', async () => {
    const ana = as(personas.member);
    const [invite, ...rest] = (await ana.get('/users/me/group-invites')).body as Invite[];
    if (!invite) throw new Error('no invite');
    expect((await ana.post(`/groups/invites/${invite.Id}/reject`)).status).toBe(200);
    expect((await ana.get('/users/me/group-invites')).body).toHaveLength(rest.length);
    const groups = (await ana.get('/users/me/groups')).body as { id: number }[];
    expect(groups.some((group) => group.id === invite.Group.Id)).toBe(false);
  });

  it('does not let anyone else answer an invite', async () => {
    const [invite] = (await as(personas.member).get('/users/me/group-invites')).body as Invite[];
    expect((await as(personas.newcomer).post(`/groups/invites/${invite?.Id}/accept`)).status).toBe(
      404,
    );
    expect((await as(personas.member).get('/users/me/group-invites')).body).toContainEqual(invite);
  });

  it('an invite by a group Admin reaches the member, once', async () => {
    const dawn = db.tables.groups.find((group) => group.name === 'Dawn Patrol Lifters');
    const ana = as(personas.member);
    expect(
      (await ana.post(`/groups/${dawn?.id}/invites`, { userId: personas.newcomer.sub })).status,
    ).toBe(201);
    expect(
      (await ana.post(`/groups/${dawn?.id}/invites`, { userId: personas.newcomer.sub })).status,
    ).toBe(409);
    expect((await ana.post(`/groups/${dawn?.id}/invites`, { userId: 'member-ghost' })).status).toBe(
      404,
    );
    const noorInvites = (await as(personas.newcomer).get('/users/me/group-invites'))
      .body as Invite[];
    expect(noorInvites).toEqual([
      expect.objectContaining({
        Group: expect.objectContaining({ Name: 'Dawn Patrol Lifters' }),
        InvitedBy: { Name: 'Ana Moreno' },
      }),
    ]);
  });

  it('an e-mail invite reaches the member with that address', async () => {
    const dawn = db.tables.groups.find((group) => group.name === 'Dawn Patrol Lifters');
    const sent = await as(personas.member).post(`/groups/${dawn?.id}/invite-by-email`, {
      email: ' Noor.Haddad@example.com ',
    });
    expect(sent.status).toBe(201);
    const noorInvites = (await as(personas.newcomer).get('/users/me/group-invites'))
      .body as Invite[];
    expect(noorInvites).toHaveLength(1);
    expect(
      (
        await as(personas.member).post(`/groups/${dawn?.id}/invite-by-email`, {
          email: 'ana.moreno@example.com',
        })
      ).status,
    ).toBe(409);
  });

  it('finds other members by name or e-mail, never the caller', async () => {
    const byName = (await as(personas.member).get('/users/search?q=noor')).body as {
      id: string;
      email: string;
    }[];
    expect(byName).toEqual([
      expect.objectContaining({ id: personas.newcomer.sub, email: personas.newcomer.email }),
    ]);
    const self = (await as(personas.member).get('/users/search?q=ana.moreno')).body;
    expect(self).toEqual([]);
  });
});
