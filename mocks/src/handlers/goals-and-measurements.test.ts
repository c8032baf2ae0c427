import { describe, expect, it } from 'vitest';
import { db } from '../db/index';
import { personas } from '../personas';
import { as, useMockServer } from '../testing/mock-api';

useMockServer();

type Measurement = {
  measurementTypeId: number;
  measurementType: string;
  current: { value: number } | null;
  history: unknown[];
  Unit: string;
};

describe('monthly goals', () => {
  it('answers null before a goal is set and the goal after', async () => {
    const noor = as(personas.newcomer);
    expect((await noor.get('/monthly-goals/current')).body).toBeNull();
    expect(
      (await noor.post('/monthly-goals', { targetWorkouts: 8, year: 2026, month: 11 })).status,
    ).toBe(201);
    expect((await noor.get('/monthly-goals/current')).body).toEqual({
      targetWorkouts: 8,
      year: 2026,
      month: 11,
    });
    await noor.post('/monthly-goals', { targetWorkouts: 10, year: 2026, month: 11 });
    expect((await noor.get('/monthly-goals/current')).body).toMatchObject({ targetWorkouts: 10 });
  });
});

describe('group challenge measurements', () => {
  const recomp = () => {
    const challenge = db.tables.groupChallenges.find((row) => row.name === 'November Recomp');
    if (!challenge) throw new Error('no November Recomp');
    return challenge;
  };

  it("shows Ana's history per measurement type and adds a new value to it", async () => {
    const { id, groupId } = recomp();
    const ana = as(personas.member);
    const before = (await ana.get(`/groups/${groupId}/challenges/${id}/measurements/me`))
      .body as Measurement[];
    expect(before.map((row) => row.measurementType)).toEqual(['Weight', 'Waist', 'Body Fat']);
    expect(before.map((row) => row.Unit)).toEqual(['kg', 'cm', '%']);
    const weight = before[0];
    if (!weight) throw new Error('no weight');
    expect(weight.history.length).toBeGreaterThanOrEqual(2);

    const submitted = await ana.post(`/groups/${groupId}/challenges/${id}/measurements`, [
      { groupId, challengeId: id, measurementTypeId: weight.measurementTypeId, value: 61.25 },
    ]);
    expect(submitted.status).toBe(201);
    const after = (await ana.get(`/groups/${groupId}/challenges/${id}/measurements/me`))
      .body as Measurement[];
    expect(after[0]?.current).toEqual({ value: 61.25 });
    expect(after[0]?.history).toHaveLength(weight.history.length + 1);
  });

  it('ranks participants by the chosen measurement, lower first for weight', async () => {
    const { id, groupId } = recomp();
    const board = (
      await as(personas.member).get(
        `/groups/${groupId}/challenges/${id}/leaderboard?measurementType=Waist`,
      )
    ).body as {
      measurementType: string;
      participants: { percentChange: number | null }[];
    };
    expect(board.measurementType).toBe('Waist');
    const changes = board.participants
      .map((row) => row.percentChange)
      .filter((value): value is number => value !== null);
    expect(changes.length).toBeGreaterThan(2);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
  });

  it('refuses measurements for a finished challenge and from non-members', async () => {
    const past = db.tables.groupChallenges.find((row) => row.name === 'Summer Bulk');
    const typeId = db.tables.measurementTypes.find((row) => row.challengeId === past?.id)?.id;
    const refused = await as(personas.member).post(
      `/groups/${past?.groupId}/challenges/${past?.id}/measurements`,
      [{ groupId: past?.groupId, challengeId: past?.id, measurementTypeId: typeId, value: 70 }],
    );
    expect(refused).toEqual({ status: 400, body: { message: 'This challenge has ended' } });
    const { id, groupId } = recomp();
    const outsider = await as(personas.newcomer).post(
      `/groups/${groupId}/challenges/${id}/measurements`,
      [{ groupId, challengeId: id, measurementTypeId: 1, value: 70 }],
    );
    expect(outsider.status).toBe(403);
  });
});
