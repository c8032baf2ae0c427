import { describe, expect, it } from 'vitest';
import { personas } from '../personas';
import { serverNow, setServerClock } from './calendar';
import { db, resetDb, seedDatabase } from './index';
import { hostile, longWord } from './hostile';
import { currentStreak, pointsLeaderboard, workoutStats, workoutsOf } from './standings';

const now = serverNow();
const memberById = (id: string) => {
  const member = db.tables.members.find((row) => row.id === id);
  if (!member) throw new Error(`no member ${id}`);
  return member;
};

describe('the seeded mock world', () => {
  it('is the same world every time it is seeded', () => {
    seedDatabase();
    const first = JSON.stringify(db.snapshot());
    db.tables.workouts.length = 0;
    seedDatabase();
    expect(JSON.stringify(db.snapshot())).toBe(first);
  });

  it('resets to the seed after changes', () => {
    seedDatabase();
    const seeded = JSON.stringify(db.snapshot());
    db.tables.groups.length = 0;
    db.nextId('groups');
    resetDb();
    expect(JSON.stringify(db.snapshot())).toBe(seeded);
  });

  it('has about 40 members, among them the personas with their ids, names and e-mails', () => {
    resetDb();
    expect(db.tables.members.length).toBeGreaterThanOrEqual(38);
    expect(db.tables.members.length).toBeLessThanOrEqual(42);
    for (const persona of Object.values(personas)) {
      const member = memberById(persona.sub);
      expect(member).toMatchObject({ name: persona.name, email: persona.email });
      expect(member.roles).toEqual([...persona.roles]);
    }
  });

  it('gives Ana a healthy history with a current streak ending today and a top-10 rank', () => {
    resetDb();
    const ana = memberById(personas.member.sub);
    const stats = workoutStats(db.tables, ana, now);
    expect(stats.totalWorkouts).toBeGreaterThan(60);
    expect(stats.currentStreak).toBeGreaterThanOrEqual(3);
    expect(stats.lastWorkout?.slice(0, 10)).toBe(now.toISOString().slice(0, 10));
    expect(stats.pointsEarned).toBe(stats.totalWorkouts * 10);
    const rank = pointsLeaderboard(db.tables, now).findIndex((row) => row.member.id === ana.id) + 1;
    expect(rank).toBeGreaterThan(1);
    expect(rank).toBeLessThanOrEqual(10);
  });

  it("gives Ana the same totals, today's workout included, at any hour of the day", () => {
    const totalsAt = (at: string) => {
      setServerClock(() => new Date(at));
      seedDatabase();
      const ana = memberById(personas.member.sub);
      const stats = workoutStats(db.tables, ana, new Date(at));
      return { total: stats.totalWorkouts, last: stats.lastWorkout?.slice(0, 10) };
    };
    try {
      const morning = totalsAt('2026-11-23T10:30:00.000Z');
      expect(totalsAt('2026-11-23T00:00:30.000Z')).toEqual(morning);
      expect(totalsAt('2026-11-23T02:04:00.000Z')).toEqual(morning);
      expect(morning.last).toBe('2026-11-23');
    } finally {
      setServerClock();
      seedDatabase();
    }
  });

  it('spreads workouts over six months with gaps, and some members have drifted away', () => {
    resetDb();
    const days = new Set(db.tables.workouts.map((row) => row.loggedAt.slice(0, 10)));
    expect(days.size).toBeGreaterThan(150);
    const streaks = db.tables.members.map((member) =>
      currentStreak(workoutsOf(db.tables, member.id), now),
    );
    expect(streaks.filter((streak) => streak === 0).length).toBeGreaterThan(3);
    expect(streaks.filter((streak) => streak >= 2).length).toBeGreaterThan(3);
  });

  it('leaves the newcomer with nothing at all', () => {
    resetDb();
    const id = personas.newcomer.sub;
    expect(workoutsOf(db.tables, id)).toEqual([]);
    expect(memberById(id).points).toBe(0);
    expect(db.tables.badgeAwards.filter((row) => row.memberId === id)).toEqual([]);
    expect(db.tables.groupMemberships.filter((row) => row.memberId === id)).toEqual([]);
    expect(db.tables.monthlyGoals.filter((row) => row.memberId === id)).toEqual([]);
  });

  it('has monthly badges of all four types and unseen awards for Ana this month', () => {
    resetDb();
    expect(new Set(db.tables.monthlyBadges.map((badge) => badge.badgeType))).toEqual(
      new Set(['WorkoutCount', 'Rank', 'Streak', 'Special']),
    );
    const awardedTypes = new Set(
      db.tables.badgeAwards.map(
        (award) => db.tables.monthlyBadges.find((b) => b.id === award.badgeId)?.badgeType,
      ),
    );
    expect(awardedTypes.size).toBe(4);
    const anaNew = db.tables.badgeAwards.filter(
      (award) => award.memberId === personas.member.sub && !award.notified,
    );
    expect(anaNew.length).toBeGreaterThanOrEqual(2);
    expect(anaNew.every((award) => award.year === 2026 && award.month === 11)).toBe(true);
  });

  it("gives Ana unseen awards on any day: last month's in the first days of a month, before she has earned any", () => {
    const newAwardsAt = (at: string) => {
      setServerClock(() => new Date(at));
      seedDatabase();
      return db.tables.badgeAwards
        .filter((award) => award.memberId === personas.member.sub && !award.notified)
        .map((award) => `${award.year}-${award.month}`);
    };
    try {
      const firstOfMonth = newAwardsAt('2026-12-01T10:00:00.000Z');
      expect(firstOfMonth.length).toBeGreaterThanOrEqual(2);
      expect(new Set(firstOfMonth)).toEqual(new Set(['2026-11']));
      const later = newAwardsAt('2026-12-05T10:00:00.000Z');
      expect(later.length).toBeGreaterThanOrEqual(1);
      expect(new Set(later)).toEqual(new Set(['2026-12']));
    } finally {
      setServerClock();
      seedDatabase();
    }
  });

  it('has public and private groups; Ana created one, belongs to others and is outside a private one', () => {
    resetDb();
    const { groups, groupMemberships } = db.tables;
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(groups.length).toBeLessThanOrEqual(6);
    expect(groups.some((group) => group.isPrivate)).toBe(true);
    expect(groups.some((group) => !group.isPrivate)).toBe(true);
    const anaIn = (groupId: number) =>
      groupMemberships.find(
        (row) => row.groupId === groupId && row.memberId === personas.member.sub,
      );
    expect(groups.filter((group) => group.creatorId === personas.member.sub)).toHaveLength(1);
    expect(groups.filter((group) => anaIn(group.id)).length).toBeGreaterThanOrEqual(3);
    expect(groups.some((group) => group.isPrivate && !anaIn(group.id))).toBe(true);
    expect(
      groups.some(
        (group) => anaIn(group.id)?.role === 'Admin' && group.creatorId !== personas.member.sub,
      ),
    ).toBe(true);
    expect(groups.some((group) => anaIn(group.id)?.role === 'Member')).toBe(true);
  });

  it('has group challenges of every type, active, upcoming and past, with measurement histories', () => {
    resetDb();
    const challenges = db.tables.groupChallenges;
    expect(new Set(challenges.map((row) => row.challengeType))).toEqual(
      new Set(['BodyRecomp', 'WeightLoss', 'MuscleGain', 'Custom']),
    );
    const at = now.toISOString();
    expect(challenges.some((row) => row.startDate <= at && row.endDate >= at)).toBe(true);
    expect(challenges.some((row) => row.startDate > at)).toBe(true);
    expect(challenges.some((row) => row.endDate < at)).toBe(true);
    const anaSeries = db.tables.measurements.filter((row) => row.memberId === personas.member.sub);
    expect(anaSeries.length).toBeGreaterThan(5);
  });

  it('has photos of every type with comments and reactions, and pending invites for Ana', () => {
    resetDb();
    expect(new Set(db.tables.photos.map((row) => row.type))).toEqual(
      new Set(['Meal', 'Temptation', 'Progress', 'Workout']),
    );
    expect(db.tables.comments.length).toBeGreaterThan(50);
    expect(db.tables.reactions.length).toBeGreaterThan(50);
    const forAna = db.tables.invites.filter(
      (row) => row.inviteeId === personas.member.sub || row.email === personas.member.email,
    );
    expect(forAna.length).toBeGreaterThanOrEqual(2);
  });

  it('carries hostile content in names, bios, group names, captions and comments', () => {
    resetDb();
    const { members, groups, photos, comments } = db.tables;
    const text = (values: string[]) => values.join('\n');
    const names = text(members.map((row) => row.name ?? ''));
    expect(names).toContain('<b>');
    expect(names).toContain(longWord);
    expect(names).toContain(hostile.arabic);
    expect(names).toMatch(/\p{Extended_Pictographic}/u);
    expect(text(members.map((row) => row.bio))).toContain('<script>');
    expect(text(groups.map((row) => row.name))).toContain('<script>');
    expect(text(photos.map((row) => row.caption))).toContain('<script>');
    expect(text(comments.map((row) => row.content))).toContain('<script>');
    expect(longWord).toHaveLength(200);
  });

  it('survives a snapshot and restore through JSON, and refuses anything else', () => {
    resetDb();
    const saved = JSON.parse(JSON.stringify(db.snapshot())) as unknown;
    db.tables.members.length = 0;
    expect(db.restore(saved)).toBe(true);
    expect(db.tables.members.length).toBeGreaterThan(30);
    expect(db.restore({ version: 0, tables: {} })).toBe(false);
    expect(db.restore('junk')).toBe(false);
    expect(db.tables.members.length).toBeGreaterThan(30);
  });

  it('lays the world out around another clock when the app hands one in', () => {
    setServerClock(() => new Date('2027-03-10T12:00:00.000Z'));
    try {
      seedDatabase();
      const ana = memberById(personas.member.sub);
      const stats = workoutStats(db.tables, ana, serverNow());
      expect(stats.lastWorkout?.slice(0, 10)).toBe('2027-03-10');
      expect(stats.currentStreak).toBeGreaterThanOrEqual(3);
    } finally {
      setServerClock();
      seedDatabase();
    }
    expect(serverNow().toISOString()).toBe('2026-11-18T10:30:00.000Z');
  });
});
