import { describe, expect, it } from 'vitest';
import { apiUrl, createTestClient, http, HttpResponse, useTestServer } from './testing/msw-server';
import { monthBadgesPath, buildPath, routes } from './paths';

const server = useTestServer();

/** Records method, path and JSON body of every API request, answering 204. */
function receiveRequests() {
  const requests: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.all(apiUrl('/*'), async ({ request }) => {
      const text = await request.text();
      requests.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return requests;
}

describe('paths', () => {
  it('fill badges-for-a-month year first', () => {
    expect(monthBadgesPath(2026, 3)).toBe('/users/me/monthly-badges/2026/3');
  });

  it('encode path parameters', () => {
    expect(buildPath(routes.groupMember, { groupId: 4, userId: 'auth0|a/b' })).toBe(
      '/groups/4/members/auth0%7Ca%2Fb',
    );
  });
});

describe('request bodies', () => {
  it('mark-notified sends { badgeIds } with numbers', async () => {
    const requests = receiveRequests();
    await createTestClient().monthlyBadges.markNotified([12, 15]);
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/v1/users/me/monthly-badges/mark-notified',
        body: { badgeIds: [12, 15] },
      },
    ]);
  });

  it('badges for a month call /users/me/monthly-badges/{year}/{month}', async () => {
    const seen: string[] = [];
    server.use(
      http.get(apiUrl('/users/me/monthly-badges/:year/:month'), ({ params }) => {
        seen.push(`${String(params.year)}/${String(params.month)}`);
        return HttpResponse.json({
          monthName: 'March',
          totalEarned: 0,
          totalAvailable: 4,
          badges: [],
        });
      }),
    );
    await createTestClient().monthlyBadges.forMonth({ year: 2026, month: 3 });
    expect(seen).toEqual(['2026/3']);
  });

  it('invite answers map accept and decline onto their paths', async () => {
    const requests = receiveRequests();
    const client = createTestClient();
    await client.invites.respond(7, true);
    await client.invites.respond(8, false);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/v1/groups/invites/7/accept',
      'POST /api/v1/groups/invites/8/reject',
    ]);
  });

  it('measurement entries carry groupId and challengeId', async () => {
    const requests = receiveRequests();
    await createTestClient().groups.challenges.submitMeasurements(4, 9, [
      { measurementTypeId: 1, value: 81.25 },
      { measurementTypeId: 2, value: 88 },
    ]);
    expect(requests[0]?.body).toEqual([
      { groupId: 4, challengeId: 9, measurementTypeId: 1, value: 81.25 },
      { groupId: 4, challengeId: 9, measurementTypeId: 2, value: 88 },
    ]);
  });

  it('a group challenge payload includes groupId, and the answer gives the new id', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/groups/4/challenges'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 77 });
      }),
    );
    const created = await createTestClient().groups.challenges.create(4, {
      name: 'Winter cut',
      description: '',
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-31T00:00:00.000Z',
      buyInAmount: 20,
      hasBuyIn: true,
      challengeType: 'WeightLoss',
      measurementTypes: ['Weight'],
    });
    expect(created).toEqual({ id: 77 });
    expect(bodies).toEqual([
      {
        name: 'Winter cut',
        description: '',
        startDate: '2026-12-01T00:00:00.000Z',
        endDate: '2026-12-31T00:00:00.000Z',
        buyInAmount: 20,
        hasBuyIn: true,
        challengeType: 'WeightLoss',
        measurementTypes: ['Weight'],
        groupId: 4,
      },
    ]);
  });

  it('admin updates put to the record path with the id in the body too', async () => {
    const requests = receiveRequests();
    await createTestClient().admin.challenges.update({
      id: 3,
      name: 'Ten in November',
      criteria: 10,
      badge: 'Silver',
      isActive: false,
    });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v1/admin/challenges/3',
      body: { id: 3, badge: 'Silver', isActive: false },
    });
  });

  it('role changes send { role }', async () => {
    const requests = receiveRequests();
    await createTestClient().groups.members.setRole(4, 'member-bo', 'Member');
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/api/v1/groups/4/members/member-bo/role',
      body: { role: 'Member' },
    });
  });
});
