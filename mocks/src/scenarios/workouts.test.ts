import { describe, expect, it } from 'vitest';
import { server } from '../node';
import { personas } from '../personas';
import { as, useMockServer } from '../testing/mock-api';
import { scenarios } from './index';

useMockServer();

describe('scenarios.workouts.many', () => {
  it('answers a long history, newest first, the same on every request', async () => {
    server.use(...scenarios.workouts.many(2000));
    const ana = as(personas.member);
    const first = await ana.get('/users/me/workouts');
    const list = first.body as { id: number; loggedAt: string }[];
    expect(first.status).toBe(200);
    expect(list).toHaveLength(2000);
    expect(list[0]?.loggedAt).toBe('2026-11-18T09:30:00.000Z');
    expect(list[1]?.loggedAt).toBe('2026-11-17T20:30:00.000Z');
    expect([...list].sort((a, b) => b.loggedAt.localeCompare(a.loggedAt))).toEqual(list);
    expect((await ana.get('/users/me/workouts')).body).toEqual(list);
  });

  it('answers matching stats and keeps the token check and the real log call', async () => {
    server.use(...scenarios.workouts.many(2000));
    const stats = (await as(personas.member).get('/users/me/workouts/stats')).body;
    expect(stats).toMatchObject({ totalWorkouts: 2000, pointsEarned: 20000 });
    expect((await as('anonymous').get('/users/me/workouts')).status).toBe(401);
    expect((await as(personas.member).post('/users/me/points')).status).toBe(201);
  });
});
