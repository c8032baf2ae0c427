import { describe, expect, it } from 'vitest';
import { createMember, createWorkout } from '../db/factories';
import { db } from '../db/index';
import type { BadgeType } from '../db/tables';
import { personas } from '../personas';
import { as, memberCaller, useMockServer } from '../testing/mock-api';

useMockServer();

type MonthBadges = {
  monthName: string;
  totalEarned: number;
  totalAvailable: number;
  badges: { badgeId: string; badgeName: string; isNew: boolean }[];
};

/** February 2025 lies outside the seeded history, so only the test's own workouts count there. */
const february = (day: number) => `2025-02-${String(day).padStart(2, '0')}T08:00:00.000Z`;

function memberWithWorkouts(id: string, days: readonly number[]) {
  const member = db.insert('members', createMember({ id }));
  for (const day of days)
    db.insert('workouts', createWorkout({ memberId: member.id, loggedAt: february(day) }));
  return member;
}

type EvaluationCase = {
  badgeType: BadgeType;
  requiredValue: number;
  earns: number[];
  misses: number[];
};

// Feb 2025: the 1st is a Saturday, the 2nd a Sunday
const evaluationCases: EvaluationCase[] = [
  { badgeType: 'WorkoutCount', requiredValue: 3, earns: [3, 10, 17], misses: [4, 11] },
  { badgeType: 'Rank', requiredValue: 1, earns: [3, 4, 5, 6, 7], misses: [3, 4, 5] },
  { badgeType: 'Streak', requiredValue: 3, earns: [12, 13, 14], misses: [12, 14, 16, 18] },
  { badgeType: 'Special', requiredValue: 2, earns: [1, 2], misses: [3, 4, 5, 6] },
];

describe('monthly badge evaluation (POST /admin/monthly-badges/evaluate-all)', () => {
  it.each(evaluationCases)(
    'awards a $badgeType badge to the member who meets it, once',
    async ({ badgeType, requiredValue, earns, misses }) => {
      for (const badge of db.tables.monthlyBadges) badge.isActive = false;
      const admin = as(personas.admin);
      const created = await admin.post('/admin/monthly-badges', {
        name: `Test ${badgeType}`,
        description: 'Under test',
        imageUrl: 'badge-default.png',
        badgeType,
        requiredValue,
        isActive: true,
        isMonthSpecific: false,
        specificMonth: null,
      });
      expect(created.status).toBe(201);
      const earner = memberWithWorkouts('member-earner', earns);
      const misser = memberWithWorkouts('member-misser', misses);

      const evaluation = await admin.post('/admin/monthly-badges/evaluate-all?year=2025&month=2');
      expect(evaluation).toEqual({ status: 200, body: { badgesAwarded: 1 } });
      expect(
        (await admin.post('/admin/monthly-badges/evaluate-all?year=2025&month=2')).body,
      ).toEqual({ badgesAwarded: 0 });

      const earned = (await as(memberCaller(earner.id)).get('/users/me/monthly-badges/2025/2'))
        .body as MonthBadges;
      expect(earned).toMatchObject({ monthName: 'February', totalEarned: 1, totalAvailable: 1 });
      expect(earned.badges).toEqual([
        expect.objectContaining({ badgeName: `Test ${badgeType}`, isNew: true }),
      ]);
      const missed = (await as(memberCaller(misser.id)).get('/users/me/monthly-badges/2025/2'))
        .body as MonthBadges;
      expect(missed.totalEarned).toBe(0);
    },
  );

  it('skips inactive badges and badges of another month', async () => {
    for (const badge of db.tables.monthlyBadges) badge.isActive = false;
    const admin = as(personas.admin);
    const base = {
      description: 'x',
      imageUrl: 'badge-default.png',
      badgeType: 'WorkoutCount',
      requiredValue: 1,
    };
    await admin.post('/admin/monthly-badges', {
      ...base,
      name: 'March only',
      isActive: true,
      isMonthSpecific: true,
      specificMonth: 3,
    });
    await admin.post('/admin/monthly-badges', {
      ...base,
      name: 'Switched off',
      isActive: false,
      isMonthSpecific: false,
      specificMonth: null,
    });
    memberWithWorkouts('member-busy', [3, 4, 5]);
    expect((await admin.post('/admin/monthly-badges/evaluate-all?year=2025&month=2')).body).toEqual(
      { badgesAwarded: 0 },
    );
  });

  it('evaluates the current month when no month is given, awarding what the seed left open', async () => {
    const admin = as(personas.admin);
    const first = (await admin.post('/admin/monthly-badges/evaluate-all')).body as {
      badgesAwarded: number;
    };
    expect(first.badgesAwarded).toBeGreaterThan(0);
    expect((await admin.post('/admin/monthly-badges/evaluate-all')).body).toEqual({
      badgesAwarded: 0,
    });
  });
});

describe("the member's monthly badges", () => {
  it("shows Ana this month's new badges, and mark-notified makes them old", async () => {
    const ana = as(personas.member);
    const current = (await ana.get('/users/me/monthly-badges/current')).body as MonthBadges;
    expect(current.monthName).toBe('November');
    expect(current.totalEarned).toBe(current.badges.length);
    const fresh = current.badges.filter((badge) => badge.isNew);
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    expect(fresh.every((badge) => /^[1-9]\d*$/.test(badge.badgeId))).toBe(true);

    const [seen, ...unseen] = fresh;
    expect(
      (
        await ana.post('/users/me/monthly-badges/mark-notified', {
          badgeIds: [Number(seen?.badgeId)],
        })
      ).status,
    ).toBe(204);
    const after = (await ana.get('/users/me/monthly-badges/current')).body as MonthBadges;
    expect(after.badges.filter((badge) => badge.isNew).map((badge) => badge.badgeId)).toEqual(
      unseen.map((badge) => badge.badgeId),
    );
  });

  it('lists every month with badges, newest first', async () => {
    const history = (await as(personas.member).get('/users/me/monthly-badges')).body as {
      year: number;
      month: number;
      badges: unknown[];
    }[];
    expect(history.length).toBeGreaterThanOrEqual(4);
    expect(history[0]).toMatchObject({ year: 2026, month: 11 });
    const keys = history.map((entry) => entry.year * 100 + entry.month);
    expect(keys).toEqual([...keys].sort((a, b) => b - a));
    expect(history.every((entry) => entry.badges.length > 0)).toBe(true);
    expect((await as(personas.newcomer).get('/users/me/monthly-badges')).body).toEqual([]);
  });
});

describe('admin challenges and badges', () => {
  it('creates, updates and deletes a challenge that members then see', async () => {
    const admin = as(personas.admin);
    const created = await admin.post('/admin/challenges', {
      name: 'Winter Warmup',
      criteria: 3,
      badge: 'Bronze',
      isActive: true,
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };
    const mine = async () =>
      (
        (await as(personas.member).get('/users/me/challenges')).body as {
          id: number;
          progress: number;
        }[]
      ).find((row) => row.id === id);
    expect(await mine()).toMatchObject({ progress: 0 });
    await as(personas.member).post('/users/me/points');
    expect(await mine()).toMatchObject({ progress: 1 });

    expect(
      (
        await admin.put(`/admin/challenges/${id}`, {
          id,
          name: 'Winter Warmup',
          criteria: 3,
          badge: 'Bronze',
          isActive: false,
        })
      ).status,
    ).toBe(200);
    expect(await mine()).toBeUndefined();
    expect((await admin.delete(`/admin/challenges/${id}`)).status).toBe(204);
    expect((await admin.delete(`/admin/challenges/${id}`)).body).toEqual({
      message: 'Challenge not found',
    });
  });

  it('deleting a monthly badge withdraws its awards', async () => {
    const admin = as(personas.admin);
    const before = (await admin.get('/admin/monthly-badges/stats')).body as {
      userBadgesAwarded: number;
      totalBadges: number;
    };
    const held = db.tables.badgeAwards.filter((award) => award.badgeId === 1).length;
    expect(held).toBeGreaterThan(0);
    expect((await admin.delete('/admin/monthly-badges/1')).status).toBe(204);
    const after = (await admin.get('/admin/monthly-badges/stats')).body as {
      userBadgesAwarded: number;
      totalBadges: number;
    };
    expect(after).toMatchObject({
      userBadgesAwarded: before.userBadgesAwarded - held,
      totalBadges: before.totalBadges - 1,
    });
  });

  it('lists users with their workouts, completions and last activity', async () => {
    const users = (await as(personas.admin).get('/admin/users')).body as {
      id: string;
      workoutCount: number;
      lastActivity: string | null;
    }[];
    expect(users).toHaveLength(db.tables.members.length);
    expect(users.find((row) => row.id === personas.newcomer.sub)).toMatchObject({
      workoutCount: 0,
      lastActivity: null,
    });
    expect(users.find((row) => row.id === personas.member.sub)?.lastActivity).toMatch(
      /^2026-11-18T/,
    );
  });
});
