import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers/index';
import { server } from '../node';
import { personas } from '../personas';
import { as, BASE_URL, useMockServer } from '../testing/mock-api';
import { scenarios } from './index';

useMockServer();

describe('scenarios', () => {
  it('exist for every handler group and cover each of its calls', () => {
    expect(Object.keys(scenarios).sort()).toEqual(Object.keys(handlers).sort());
    for (const [name, group] of Object.entries(scenarios)) {
      const size = handlers[name as keyof typeof handlers].length;
      expect(group.empty(), name).toHaveLength(size);
      expect(group.error(500), name).toHaveLength(size);
      expect(group.networkError(), name).toHaveLength(size);
      expect(group.slow(1), name).toHaveLength(size);
      expect(group.pending(), name).toHaveLength(size);
    }
  });

  it('empty: reads answer the empty world, still behind the token check', async () => {
    server.use(
      ...scenarios.leaderboard.empty(),
      ...scenarios.groupPhotos.empty(),
      ...scenarios.invites.empty(),
    );
    const ana = as(personas.member);
    expect((await ana.get('/leaderboard')).body).toEqual([]);
    expect((await ana.get('/groups/1/photos')).body).toEqual({ photos: [], HasMore: false });
    expect((await ana.get('/users/me/group-invites')).body).toEqual([]);
    expect((await as('anonymous').get('/leaderboard')).status).toBe(401);
  });

  it('error: every call of the group answers the status, with a message only when asked', async () => {
    server.use(
      ...scenarios.adminChallenges.error(500),
      ...scenarios.workouts.error(503, { message: 'Down for maintenance' }),
    );
    expect(await as(personas.admin).get('/admin/challenges')).toEqual({ status: 500, body: {} });
    expect(await as(personas.admin).post('/admin/challenges', {})).toEqual({
      status: 500,
      body: {},
    });
    expect(await as(personas.member).post('/users/me/points')).toEqual({
      status: 503,
      body: { message: 'Down for maintenance' },
    });
    expect((await as(personas.member).get('/leaderboard')).status).toBe(200);
  });

  it('calls: limits a scenario to some calls while the rest of the group answers for real', async () => {
    server.use(...scenarios.groups.error(403, { calls: ['groups.update'] }));
    expect((await as(personas.member).put('/groups/1', { name: 'Renamed' })).status).toBe(403);
    expect((await as(personas.member).get('/groups/1')).status).toBe(200);
  });

  it('networkError: the request fails without an HTTP answer', async () => {
    server.use(...scenarios.profile.networkError());
    await expect(as(personas.member).get('/users/me')).rejects.toThrow();
  });

  it('error after a delay: fails only once the delay has passed', async () => {
    server.use(...scenarios.groups.error(500, { calls: ['groups.create'], after: 120 }));
    const started = performance.now();
    const answer = await as(personas.member).post('/groups', {
      name: 'Lunch Break Lifters',
      description: '',
      isPrivate: false,
      creatorId: personas.member.sub,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(answer.status).toBe(500);
  });

  it('slow: answers for real after the delay', async () => {
    server.use(...scenarios.monthlyWarriors.slow(120));
    const started = performance.now();
    const answer = await as(personas.member).get('/monthly-warriors');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(answer.body).toMatchObject({ monthName: 'November', year: 2026, month: 11 });
  });

  it('pending: never answers', async () => {
    server.use(...scenarios.challenges.pending());
    const controller = new AbortController();
    const request = fetch(`${BASE_URL}/users/me/challenges`, { signal: controller.signal });
    const outcome = await Promise.race([
      request.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 150)),
    ]);
    controller.abort();
    expect(outcome).toBe('still waiting');
  });
});
