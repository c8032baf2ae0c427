import { describe, expect, it } from 'vitest';
import { addDays, serverNow } from '../db/calendar';
import { createMember, createWorkout } from '../db/factories';
import { db } from '../db/index';
import { personas } from '../personas';
import { as, memberCaller, useMockServer } from '../testing/mock-api';

useMockServer();

type Stats = {
  totalWorkouts: number;
  currentStreak: number;
  pointsEarned: number;
  weeklyAverage: number;
};
type Standing = { id: string; points: number };
type Warriors = { currentUserStats: { rank: number | null; workoutCount: number } };
type Challenge = { name: string; progress: number; isCompleted: boolean };

const now = serverNow();

/** A member whose last three workouts were on the three days before today. */
function memberOnAStreakUntilYesterday() {
  const member = db.insert(
    'members',
    createMember({ id: 'member-streaky', name: 'Stella Streak' }),
  );
  for (const daysAgo of [1, 2, 3, 6]) {
    db.insert(
      'workouts',
      createWorkout({ memberId: member.id, loggedAt: addDays(now, -daysAgo).toISOString() }),
    );
    member.points += 10;
  }
  return member;
}

describe('logging a workout (POST /users/me/points)', () => {
  it('adds the workout and 10 points, and extends a streak that ended yesterday', async () => {
    const member = memberOnAStreakUntilYesterday();
    const api = as(memberCaller(member.id));
    const before = (await api.get('/users/me/workouts/stats')).body as Stats;
    expect(before).toMatchObject({ totalWorkouts: 4, currentStreak: 3, pointsEarned: 40 });

    const logged = await api.post('/users/me/points');
    expect(logged.status).toBe(201);

    const after = (await api.get('/users/me/workouts/stats')).body as Stats;
    expect(after).toMatchObject({ totalWorkouts: 5, currentStreak: 4, pointsEarned: 50 });
    const workouts = (await api.get('/users/me/workouts')).body as { loggedAt: string }[];
    expect(workouts[0]?.loggedAt).toBe(now.toISOString());
    expect(((await api.get('/users/me')).body as { points: number }).points).toBe(50);
  });

  it("keeps Ana's streak when she logs twice on the same day", async () => {
    const ana = as(personas.member);
    const before = (await ana.get('/users/me/workouts/stats')).body as Stats;
    await ana.post('/users/me/points');
    const after = (await ana.get('/users/me/workouts/stats')).body as Stats;
    expect(after.currentStreak).toBe(before.currentStreak);
    expect(after.totalWorkouts).toBe(before.totalWorkouts + 1);
    expect(after.pointsEarned).toBe(before.pointsEarned + 10);
  });

  it("moves the newcomer's challenges, monthly count and ranking", async () => {
    const noor = as(personas.newcomer);
    const rankOf = (board: Standing[]) =>
      board.findIndex((row) => row.id === personas.newcomer.sub) + 1;
    const boardBefore = (await noor.get('/leaderboard')).body as Standing[];
    const warriorsBefore = (await noor.get('/monthly-warriors')).body as Warriors;
    expect(warriorsBefore.currentUserStats).toEqual({ rank: null, workoutCount: 0 });
    const firstSteps = async () =>
      ((await noor.get('/users/me/challenges')).body as Challenge[]).find(
        (row) => row.name === 'First Steps',
      );
    expect(await firstSteps()).toMatchObject({ progress: 0, isCompleted: false });

    await noor.post('/users/me/points');

    expect(await firstSteps()).toMatchObject({ progress: 1, isCompleted: true });
    const warriorsAfter = (await noor.get('/monthly-warriors')).body as Warriors;
    expect(warriorsAfter.currentUserStats.workoutCount).toBe(1);
    expect(warriorsAfter.currentUserStats.rank).toEqual(expect.any(Number));
    const boardAfter = (await noor.get('/leaderboard')).body as Standing[];
    expect(boardAfter.find((row) => row.id === personas.newcomer.sub)?.points).toBe(10);
    expect(rankOf(boardBefore)).toBe(boardBefore.length);
  });

  it('lifts Ana past the member ranked above her once her points pass theirs', async () => {
    const ana = as(personas.member);
    const board = (await ana.get('/leaderboard')).body as (Standing & { change: string })[];
    const rank = board.findIndex((row) => row.id === personas.member.sub);
    const above = board[rank - 1];
    const mine = board[rank];
    if (!above || !mine) throw new Error('Ana is expected below someone');
    const workoutsNeeded = Math.floor((above.points - mine.points) / 10) + 1;
    for (let count = 0; count < workoutsNeeded; count += 1) await ana.post('/users/me/points');
    const after = (await ana.get('/leaderboard')).body as (Standing & { change: string })[];
    expect(after.findIndex((row) => row.id === personas.member.sub)).toBeLessThan(rank);
    const moved = after.find((row) => row.id === personas.member.sub);
    expect(moved?.change).toBe('up');
    expect((moved as { changeAmount?: number } | undefined)?.changeAmount).toBeGreaterThan(
      (mine as { changeAmount?: number }).changeAmount ?? 0,
    );
  });

  it('computes the weekly average over the last 28 days divided by 4', async () => {
    const member = db.insert('members', createMember({ id: 'member-weekly' }));
    for (const daysAgo of [1, 5, 9, 20, 27, 29, 40]) {
      db.insert(
        'workouts',
        createWorkout({ memberId: member.id, loggedAt: addDays(now, -daysAgo).toISOString() }),
      );
    }
    const stats = (await as(memberCaller(member.id)).get('/users/me/workouts/stats')).body as Stats;
    expect(stats.weeklyAverage).toBe(1.3); // 5 workouts / 4 weeks, one decimal
  });
});
