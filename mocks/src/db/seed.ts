import { personas } from '../personas';
import { evaluateMonthlyBadges } from './badge-evaluation';
import { addDays, dayKey, serverNow, shiftMonth, yearMonthOf } from './calendar';
import { db } from './database';
import {
  createChallenge,
  createChallengeParticipant,
  createComment,
  createGroup,
  createGroupChallenge,
  createGroupMembership,
  createInvite,
  createMeasurement,
  createMeasurementType,
  createMember,
  createMonthlyBadge,
  createMonthlyGoal,
  createPhoto,
  createReaction,
  createWorkout,
} from './factories';
import { faker, reseedFaker } from './faker';
import {
  hostileCaptions,
  hostileComments,
  hostileMemberSeeds,
  hostileUrls,
  longWord,
} from './hostile';
import { avatarUrl, brokenImageUrl } from './media';
import { POINTS_PER_WORKOUT } from './standings';
import {
  photoTypes,
  type ChallengeType,
  type GroupChallengeRow,
  type GroupRole,
  type GroupRow,
  type MemberRow,
} from './tables';

/** How far back the seeded workout history reaches. */
const HISTORY_DAYS = 183;

const bios = [
  'Early riser, coffee after the first set.',
  'Training for my first half marathon.',
  'Powerlifting on weekdays, hiking on weekends.',
  'Back in the gym after a long break. Slow and steady.',
  'Yoga, kettlebells and too many podcasts.',
  'Deadlifts are my love language.',
  'Swimmer turned lifter.',
  '',
] as const;

const captions = [
  'Post-workout oats with blueberries',
  'Leg day done, legs gone',
  'Meal prep Sunday: chicken, rice, broccoli x5',
  'Could not resist the bakery today',
  'Four weeks in, starting to see the difference',
  'New deadlift PR!',
  'Morning run by the river',
  'Cheat day cheesecake, no regrets',
  'Progress check: waist down 2 cm',
  'Green smoothie, surprisingly good',
  'Rowing intervals, 8 x 500 m',
  '',
] as const;

const comments = [
  'Looking strong!',
  'Recipe please?',
  'That PR is huge, congrats!',
  'Same, the bakery always wins.',
  'Keep it up 💪',
  'See you at 6 tomorrow?',
  'Incredible progress.',
] as const;

type ActivityProfile = {
  /** Chance of a workout on an ordinary day. */
  rate: number;
  /** No workouts after this many days ago (a member who drifted away). */
  quietForDays?: number;
  /** Consecutive days ending today that all have a workout, preceded by a rest day. */
  currentRun?: number;
};

function seedWorkouts(member: MemberRow, profile: ActivityProfile, now: Date): void {
  const joined = new Date(member.joinedAt);
  const preferredHour = faker.number.int({ min: 6, max: 19 });
  let restUntil = -1;
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
    const day = addDays(now, -daysAgo);
    if (dayKey(day) < dayKey(joined)) continue;
    const inRun = profile.currentRun !== undefined && daysAgo < profile.currentRun;
    const restDayBeforeRun = profile.currentRun !== undefined && daysAgo === profile.currentRun;
    const quiet = profile.quietForDays !== undefined && daysAgo < profile.quietForDays;
    // realistic gaps: holidays and sick weeks of 4 to 12 days
    if (!inRun && daysAgo > restUntil && faker.number.float() < 0.025) {
      restUntil = daysAgo - faker.number.int({ min: 4, max: 12 });
    }
    const resting = daysAgo > restUntil && daysAgo <= restUntil + 12 && restUntil >= 0;
    const works =
      inRun || (!restDayBeforeRun && !quiet && !resting && faker.number.float() < profile.rate);
    if (!works) continue;
    const sessions = faker.number.float() < 0.1 ? 2 : 1;
    for (let session = 0; session < sessions; session += 1) {
      let loggedAt = new Date(day);
      const hour = daysAgo === 0 ? 7 + session : preferredHour + session * 9;
      loggedAt.setUTCHours(Math.min(hour, 22), faker.number.int({ min: 0, max: 59 }), 0, 0);
      if (daysAgo === 0 && loggedAt > now) {
        // today's sessions happened before now, however early in the day the seed runs, so the
        // same members have the same totals at any hour
        const dayStart = new Date(now);
        dayStart.setUTCHours(0, 0, 0, 0);
        const earlier = now.getTime() - (sessions - session) * 60_000;
        loggedAt = new Date(Math.max(dayStart.getTime(), earlier));
      }
      if (loggedAt > now) continue;
      db.insert(
        'workouts',
        createWorkout({ memberId: member.id, loggedAt: loggedAt.toISOString() }),
      );
      member.points += POINTS_PER_WORKOUT;
    }
  }
}

/** One broken picture and one script address, so the placeholder is met on real data. */
const hostilePhotoUrls: Record<number, string> = { 1: brokenImageUrl, 4: hostileUrls[0] };

function seedMembers(now: Date): {
  ana: MemberRow;
  kai: MemberRow;
  others: MemberRow[];
  hostile: MemberRow[];
} {
  const ana = db.insert(
    'members',
    createMember({
      id: personas.member.sub,
      name: personas.member.name,
      email: personas.member.email,
      bio: 'Early lifter, late stretcher. Chasing a 100 kg deadlift before spring.',
      profilePhotoUrl: avatarUrl(personas.member.name, 5),
      joinedAt: addDays(now, -400).toISOString(),
    }),
  );
  const kai = db.insert(
    'members',
    createMember({
      id: personas.admin.sub,
      name: personas.admin.name,
      email: personas.admin.email,
      bio: 'Keeps the lights on at RepRally. Rows at lunch.',
      profilePhotoUrl: avatarUrl(personas.admin.name, 2),
      roles: ['Admin'],
      joinedAt: addDays(now, -500).toISOString(),
    }),
  );
  db.insert(
    'members',
    createMember({
      id: personas.newcomer.sub,
      name: personas.newcomer.name,
      email: personas.newcomer.email,
      bio: '',
      profilePhotoUrl: null,
      joinedAt: now.toISOString(),
    }),
  );
  const hostile = hostileMemberSeeds.map((seed, index) =>
    db.insert(
      'members',
      createMember({
        id: `member-h${index + 1}`,
        name: seed.name,
        bio: seed.bio,
        profilePhotoUrl: hostilePhotoUrls[index] ?? avatarUrl(seed.name, index),
        joinedAt: addDays(now, -faker.number.int({ min: 120, max: 400 })).toISOString(),
      }),
    ),
  );
  const others = Array.from({ length: 32 }, (_, index) => {
    const member = createMember({
      id: `member-${String(index + 1).padStart(3, '0')}`,
      joinedAt: addDays(now, -faker.number.int({ min: 20, max: 700 })).toISOString(),
    });
    member.bio = faker.helpers.arrayElement(bios);
    if (index % 7 === 3) member.profilePhotoUrl = null;
    return db.insert('members', member);
  });

  seedWorkouts(ana, { rate: 0.6, currentRun: 6 }, now);
  seedWorkouts(kai, { rate: 0.35 }, now);
  hostile.forEach((member, index) => seedWorkouts(member, { rate: 0.25 + index * 0.08 }, now));
  others.forEach((member, index) =>
    seedWorkouts(
      member,
      {
        rate: faker.number.float({ min: 0.12, max: 0.72 }),
        ...(index % 6 === 0 ? { quietForDays: faker.number.int({ min: 10, max: 60 }) } : {}),
        ...(index % 5 === 1 ? { currentRun: faker.number.int({ min: 2, max: 9 }) } : {}),
      },
      now,
    ),
  );
  return { ana, kai, others, hostile };
}

function seedChallenges(now: Date): void {
  const since = addDays(now, -730).toISOString();
  const challenges = [
    { name: 'First Steps', criteria: 1, badge: 'Starter', description: 'Log your first workout.' },
    { name: 'Ten Strong', criteria: 10, badge: 'Bronze', description: 'Ten workouts logged.' },
    { name: 'Quarter Century', criteria: 25, badge: 'Silver', description: '' },
    {
      name: 'Half Century',
      criteria: 50,
      badge: 'Gold',
      description: 'Fifty workouts, half way to the club.',
    },
    {
      name: 'Consistency Crown',
      criteria: 75,
      badge: 'MVP',
      description: 'Show up. <b>Every</b> week. <script>alert("crown")</script>',
    },
    {
      name: 'Century Club',
      criteria: 120,
      badge: 'Champion',
      description: 'One hundred and twenty workouts.',
    },
    {
      name: 'Iron Year',
      criteria: 200,
      badge: 'Warrior',
      description: 'Two hundred workouts: a year of iron.',
    },
    {
      name: 'Summer Shred',
      criteria: 30,
      badge: 'Bronze',
      description: 'Retired summer event.',
      isActive: false,
    },
  ];
  for (const challenge of challenges)
    db.insert('challenges', createChallenge({ ...challenge, createdAt: since }));
}

function seedMonthlyBadges(): void {
  const badges = [
    {
      name: 'Monthly Starter',
      badgeType: 'WorkoutCount',
      requiredValue: 4,
      description: 'Log 4 workouts in a month.',
    },
    {
      name: 'Monthly Achiever',
      badgeType: 'WorkoutCount',
      requiredValue: 12,
      description: 'Log 12 workouts in a month.',
      imageUrl: 'badge-achiever.png',
    },
    {
      name: 'Gold Warrior',
      badgeType: 'Rank',
      requiredValue: 3,
      description: 'Finish the month in the top 3 Workout Warriors.',
      imageUrl: 'badge-gold.png',
    },
    {
      name: 'Podium MVP',
      badgeType: 'Rank',
      requiredValue: 1,
      description: 'Top the Workout Warriors for the month.',
    },
    {
      name: 'Streak Champion',
      badgeType: 'Streak',
      requiredValue: 5,
      description: 'Work out 5 days in a row.',
    },
    {
      name: 'Weekend Warrior',
      badgeType: 'Special',
      requiredValue: 4,
      description: 'Four weekend workouts in one month.',
    },
    {
      name: 'January Starter',
      badgeType: 'WorkoutCount',
      requiredValue: 8,
      description: 'Start the year with 8 workouts.',
      isMonthSpecific: true,
      specificMonth: 1,
    },
    {
      name: 'Silver Legacy',
      badgeType: 'WorkoutCount',
      requiredValue: 20,
      description: 'Retired.',
      isActive: false,
    },
  ] as const;
  for (const badge of badges) db.insert('monthlyBadges', createMonthlyBadge(badge));
}

function seedBadgeAwards(ana: MemberRow, now: Date): void {
  const current = yearMonthOf(now);
  for (let back = 6; back >= 1; back -= 1)
    evaluateMonthlyBadges(db, shiftMonth(current, -back), now);
  // this month: Ana and every other member were evaluated when they last logged; the rest wait for 'Evaluate All'
  const evaluatedNow = db.tables.members.filter(
    (member, index) => member.id === ana.id || index % 2 === 0,
  );
  evaluateMonthlyBadges(db, current, now, evaluatedNow);
  // Ana has not yet seen her latest awards (isNew): this month's, or, in the first days of a
  // month when she has earned nothing yet, last month's (given at its end)
  const anaAwards = db.tables.badgeAwards.filter((award) => award.memberId === ana.id);
  const latest = anaAwards.some((a) => a.year === current.year && a.month === current.month)
    ? current
    : shiftMonth(current, -1);
  for (const award of db.tables.badgeAwards) {
    award.notified = !(
      award.memberId === ana.id &&
      award.year === latest.year &&
      award.month === latest.month
    );
  }
}

function seedMonthlyGoals(ana: MemberRow, others: readonly MemberRow[], now: Date): void {
  const current = yearMonthOf(now);
  db.insert(
    'monthlyGoals',
    createMonthlyGoal({ memberId: ana.id, ...shiftMonth(current, -1), targetWorkouts: 14 }),
  );
  db.insert(
    'monthlyGoals',
    createMonthlyGoal({ memberId: ana.id, ...current, targetWorkouts: 16 }),
  );
  for (const member of others.filter((_, index) => index % 2 === 1)) {
    db.insert(
      'monthlyGoals',
      createMonthlyGoal({
        memberId: member.id,
        ...current,
        targetWorkouts: faker.number.int({ min: 6, max: 20 }),
      }),
    );
  }
}

type SeededGroup = { group: GroupRow; memberIds: string[] };

function seedGroup(
  group: GroupRow,
  members: readonly { id: string; role?: GroupRole }[],
  now: Date,
): SeededGroup {
  db.insert('groups', group);
  const seen = new Set<string>();
  for (const { id, role } of [{ id: group.creatorId, role: 'Admin' as const }, ...members]) {
    if (seen.has(id)) continue;
    seen.add(id);
    const joinedAt =
      id === group.creatorId
        ? group.createdAt
        : faker.date.between({ from: group.createdAt, to: addDays(now, -3) }).toISOString();
    db.insert(
      'groupMemberships',
      createGroupMembership({ groupId: group.id, memberId: id, role: role ?? 'Member', joinedAt }),
    );
  }
  return { group, memberIds: [...seen] };
}

type ChallengePlan = {
  name: string;
  description: string;
  challengeType: ChallengeType;
  start: number;
  end: number;
  types: readonly string[];
  buyInAmount?: number;
  participants: number;
  includeAna?: boolean;
};

const startingValues: Record<string, [number, number]> = {
  Weight: [55, 98],
  Waist: [66, 104],
  'Body Fat': [16, 34],
  'Muscle Mass': [24, 44],
  Chest: [84, 114],
  Hips: [86, 116],
  Thighs: [46, 64],
  Arms: [26, 40],
};

/** Weekly drift of a measurement in a challenge of the given type (fraction of the start value). */
function weeklyDrift(type: ChallengeType, measurement: string): number {
  const shrinks = ['Weight', 'Waist', 'Body Fat', 'Hips', 'Thighs'].includes(measurement);
  switch (type) {
    case 'WeightLoss':
      return shrinks ? -0.007 : -0.002;
    case 'MuscleGain':
      return shrinks && measurement !== 'Weight' ? 0.001 : 0.006;
    case 'BodyRecomp':
      return measurement === 'Weight' ? -0.001 : shrinks ? -0.005 : 0.004;
    case 'Custom':
      return 0.04;
  }
}

function seedGroupChallenge(
  seeded: SeededGroup,
  plan: ChallengePlan,
  ana: MemberRow,
  now: Date,
): GroupChallengeRow {
  const { group, memberIds } = seeded;
  // a challenge's days are UTC calendar days: from its first day's 00:00 to its last day's end
  const startDate = addDays(now, plan.start);
  startDate.setUTCHours(0, 0, 0, 0);
  const endDate = addDays(now, plan.end);
  endDate.setUTCHours(23, 59, 59, 999);
  const challenge = db.insert(
    'groupChallenges',
    createGroupChallenge({
      groupId: group.id,
      createdById: group.creatorId,
      name: plan.name,
      description: plan.description,
      challengeType: plan.challengeType,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      buyInAmount: plan.buyInAmount ?? null,
      createdAt: addDays(startDate, -7).toISOString(),
    }),
  );
  const types = plan.types.map((name) =>
    db.insert('measurementTypes', createMeasurementType({ challengeId: challenge.id, name })),
  );
  const pool = memberIds.filter((id) => id !== ana.id);
  const participants = [
    ...(plan.includeAna && memberIds.includes(ana.id) ? [ana.id] : []),
    ...faker.helpers.arrayElements(pool, Math.min(plan.participants, pool.length)),
  ];
  const lastDay = Math.min(now.getTime(), endDate.getTime());
  for (const memberId of participants) {
    db.insert(
      'challengeParticipants',
      createChallengeParticipant({
        challengeId: challenge.id,
        memberId,
        joinedAt: startDate.toISOString(),
      }),
    );
    if (startDate > now) continue;
    for (const type of types) {
      const [low, high] = startingValues[type.name] ?? [5, 20];
      const start = faker.number.float({ min: low, max: high, fractionDigits: 1 });
      const drift =
        weeklyDrift(plan.challengeType, type.name) * faker.number.float({ min: 0.4, max: 1.6 });
      for (let week = 0, at = startDate.getTime(); at <= lastDay; week += 1, at += 7 * 86_400_000) {
        const wobble = week === 0 ? 0 : faker.number.float({ min: -0.004, max: 0.004 });
        const value = Math.round(start * (1 + drift * week + wobble) * 10) / 10;
        const recordedAt = new Date(at + faker.number.int({ min: 6, max: 20 }) * 3_600_000);
        if (recordedAt.getTime() > now.getTime()) break;
        db.insert(
          'measurements',
          createMeasurement({
            challengeId: challenge.id,
            measurementTypeId: type.id,
            memberId,
            value,
            recordedAt: recordedAt.toISOString(),
          }),
        );
      }
    }
  }
  return challenge;
}

function seedFeed(
  seeded: SeededGroup,
  count: number,
  challenges: readonly GroupChallengeRow[],
  ana: MemberRow,
  now: Date,
  hostileEvery: number,
): void {
  const { group, memberIds } = seeded;
  const running = challenges.filter((challenge) => new Date(challenge.startDate) <= now);
  for (let index = 0; index < count; index += 1) {
    const type = photoTypes[index % photoTypes.length] ?? 'Meal';
    const author = faker.helpers.arrayElement(memberIds);
    const hostileCaption =
      index % hostileEvery === 2
        ? hostileCaptions[((index / hostileEvery) % hostileCaptions.length) | 0]
        : undefined;
    const photo = db.insert(
      'photos',
      createPhoto({
        groupId: group.id,
        memberId: author,
        type,
        challengeId:
          running.length > 0 && index % 3 === 0 ? faker.helpers.arrayElement(running).id : null,
        caption: hostileCaption ?? faker.helpers.arrayElement(captions),
        uploadedAt: faker.date
          .between({ from: addDays(now, -60), to: addDays(now, -0.02) })
          .toISOString(),
      }),
    );
    const commentCount = faker.number.int({ min: 0, max: 5 });
    for (let c = 0; c < commentCount; c += 1) {
      const content =
        c === 1 && index % hostileEvery === 0
          ? hostileComments[index % hostileComments.length]
          : faker.helpers.arrayElement(comments);
      db.insert(
        'comments',
        createComment({
          photoId: photo.id,
          memberId: faker.helpers.arrayElement(memberIds),
          content: content ?? 'Nice!',
          createdAt: faker.date.between({ from: photo.uploadedAt, to: now }).toISOString(),
        }),
      );
    }
    const fans = faker.helpers.arrayElements(
      memberIds,
      faker.number.int({ min: 0, max: Math.min(8, memberIds.length) }),
    );
    for (const fan of fans) {
      db.insert(
        'reactions',
        createReaction({
          photoId: photo.id,
          memberId: fan,
          createdAt: faker.date.between({ from: photo.uploadedAt, to: now }).toISOString(),
        }),
      );
    }
    if (index % 4 === 0 && memberIds.includes(ana.id) && !fans.includes(ana.id)) {
      db.insert('reactions', createReaction({ photoId: photo.id, memberId: ana.id }));
    }
  }
}

function seedGroups(
  ana: MemberRow,
  kai: MemberRow,
  others: readonly MemberRow[],
  hostile: readonly MemberRow[],
  now: Date,
): void {
  const pick = (from: number, count: number) =>
    others.slice(from, from + count).map((member) => ({ id: member.id }));
  const ago = (days: number) => addDays(now, -days).toISOString();
  const [brenda, hubert, maryam, tomas, noa] = hostile;
  const [o0, o1, o2, o3] = others;
  if (!brenda || !hubert || !maryam || !tomas || !noa || !o0 || !o1 || !o2 || !o3)
    throw new Error('seed: members missing');

  const dawn = seedGroup(
    createGroup({
      creatorId: ana.id,
      name: 'Dawn Patrol Lifters',
      description: 'Lifting before sunrise, coffee after. All levels welcome.',
      isPrivate: false,
      createdAt: ago(240),
    }),
    [{ id: o0.id, role: 'Admin' }, ...pick(1, 9), { id: brenda.id }, { id: tomas.id }],
    now,
  );
  const sisters = seedGroup(
    createGroup({
      creatorId: o1.id,
      name: 'Iron Sisters',
      description:
        'A private circle for strength training, form checks and cheering each other on.',
      isPrivate: true,
      createdAt: ago(200),
    }),
    [{ id: ana.id }, ...pick(10, 6), { id: maryam.id }, { id: noa.id, role: 'Admin' }],
    now,
  );
  const kettlebell = seedGroup(
    createGroup({
      creatorId: o2.id,
      name: 'Kettlebell Collective',
      description: 'Swings, snatches and Turkish get-ups. Bring chalk.',
      isPrivate: false,
      createdAt: ago(170),
    }),
    [{ id: ana.id, role: 'Admin' }, ...pick(16, 10), { id: hubert.id }],
    now,
  );
  const owls = seedGroup(
    createGroup({
      creatorId: o3.id,
      name: 'Night Owls <script>alert("owl")</script>',
      description: 'Late-night <b>gym</b> crew. <img src=x onerror="alert(1)"> Doors close at 2.',
      isPrivate: true,
      createdAt: ago(120),
    }),
    [...pick(20, 7), { id: brenda.id, role: 'Admin' }],
    now,
  );
  const strength = seedGroup(
    createGroup({
      creatorId: maryam.id,
      name: 'نادي القوة 💪 Strength Club',
      description: 'مجموعة للتمارين الصباحية. Everyone welcome 🌅',
      isPrivate: false,
      createdAt: ago(90),
    }),
    [...pick(24, 5), { id: tomas.id }, { id: noa.id }],
    now,
  );
  const marathon = seedGroup(
    createGroup({
      creatorId: kai.id,
      name: 'Marathon Prep Squad',
      description: `Long runs on Sundays. Training plan: ${longWord}`,
      isPrivate: true,
      createdAt: ago(150),
    }),
    [...pick(26, 6), { id: hubert.id, role: 'Admin' }],
    now,
  );

  const dawnChallenges = [
    seedGroupChallenge(
      dawn,
      {
        name: 'November Recomp',
        description: 'Drop fat, keep the muscle: weigh in every Monday.',
        challengeType: 'BodyRecomp',
        start: -17,
        end: 12,
        types: ['Weight', 'Waist', 'Body Fat'],
        participants: 7,
        includeAna: true,
      },
      ana,
      now,
    ),
    seedGroupChallenge(
      dawn,
      {
        name: 'New Year Cut',
        description: 'Eight weeks into the new year. $25 in the pot.',
        challengeType: 'WeightLoss',
        start: 13,
        end: 74,
        types: ['Weight', 'Waist'],
        buyInAmount: 25,
        participants: 3,
      },
      ana,
      now,
    ),
    seedGroupChallenge(
      dawn,
      {
        name: 'Summer Bulk',
        description: 'Eat, lift, sleep, repeat.',
        challengeType: 'MuscleGain',
        start: -140,
        end: -79,
        types: ['Weight', 'Arms', 'Chest'],
        participants: 6,
        includeAna: true,
      },
      ana,
      now,
    ),
  ];
  const sistersChallenges = [
    seedGroupChallenge(
      sisters,
      {
        name: 'Plank Minutes',
        description: 'Longest plank each week, in minutes.',
        challengeType: 'Custom',
        start: -14,
        end: 27,
        types: ['Plank Time', 'Push-ups'],
        participants: 5,
        includeAna: true,
      },
      ana,
      now,
    ),
    seedGroupChallenge(
      sisters,
      {
        name: 'Autumn Slim-down',
        description: '',
        challengeType: 'WeightLoss',
        start: -78,
        end: -33,
        types: ['Weight', 'Hips'],
        participants: 4,
        includeAna: true,
      },
      ana,
      now,
    ),
  ];
  const kettlebellChallenges = [
    seedGroupChallenge(
      kettlebell,
      {
        name: 'Kettlebell Gains',
        description: 'Build muscle with nothing but bells.',
        challengeType: 'MuscleGain',
        start: -29,
        end: 32,
        types: ['Muscle Mass', 'Arms'],
        participants: 6,
      },
      ana,
      now,
    ),
    seedGroupChallenge(
      kettlebell,
      {
        name: 'Winter Recomp',
        description: 'Hips, thighs and body fat through the cold months.',
        challengeType: 'BodyRecomp',
        start: 48,
        end: 79,
        types: ['Hips', 'Thighs', 'Body Fat'],
        buyInAmount: 12.5,
        participants: 2,
      },
      ana,
      now,
    ),
  ];
  const owlChallenges = [
    seedGroupChallenge(
      owls,
      {
        name: 'Midnight <em>Shred</em>',
        description: '<script>alert("shred")</script> Lose it after dark.',
        challengeType: 'WeightLoss',
        start: -17,
        end: 13,
        types: ['Weight', 'Waist', 'Body Fat', 'Chest', 'Thighs'],
        participants: 5,
      },
      ana,
      now,
    ),
  ];
  const strengthChallenges = [
    seedGroupChallenge(
      strength,
      {
        name: 'تحدي الجري 🏃 Run Club',
        description: 'عدد الكيلومترات كل أسبوع',
        challengeType: 'Custom',
        start: 9,
        end: 40,
        types: ['Distance'],
        participants: 3,
      },
      ana,
      now,
    ),
  ];
  const marathonChallenges = [
    seedGroupChallenge(
      marathon,
      {
        name: 'Autumn 10K Prep',
        description: 'Lean and light for race day.',
        challengeType: 'WeightLoss',
        start: -78,
        end: -18,
        types: ['Weight'],
        buyInAmount: 10,
        participants: 5,
      },
      ana,
      now,
    ),
  ];

  seedFeed(dawn, 45, dawnChallenges, ana, now, 6);
  seedFeed(sisters, 14, sistersChallenges, ana, now, 5);
  seedFeed(kettlebell, 22, kettlebellChallenges, ana, now, 7);
  seedFeed(owls, 8, owlChallenges, ana, now, 3);
  seedFeed(strength, 6, strengthChallenges, ana, now, 4);
  seedFeed(marathon, 5, marathonChallenges, ana, now, 4);

  // pending invites for Ana: two by member, one by e-mail
  db.insert(
    'invites',
    createInvite({
      groupId: owls.group.id,
      invitedById: o3.id,
      inviteeId: ana.id,
      createdAt: ago(2),
    }),
  );
  db.insert(
    'invites',
    createInvite({
      groupId: strength.group.id,
      invitedById: maryam.id,
      inviteeId: ana.id,
      createdAt: ago(5),
    }),
  );
  db.insert(
    'invites',
    createInvite({
      groupId: marathon.group.id,
      invitedById: kai.id,
      inviteeId: ana.id,
      email: ana.email,
      createdAt: ago(1),
    }),
  );
  // and some of others', so a group's outstanding invites are not only Ana's
  const outsider = others[31];
  if (outsider)
    db.insert(
      'invites',
      createInvite({
        groupId: dawn.group.id,
        invitedById: ana.id,
        inviteeId: outsider.id,
        createdAt: ago(3),
      }),
    );
  db.insert(
    'invites',
    createInvite({
      groupId: dawn.group.id,
      invitedById: ana.id,
      email: 'sam.friend@example.org',
      createdAt: ago(4),
    }),
  );
}

/**
 * Clears the database and fills it with the mock world. Deterministic: faker is reseeded
 * here and every date derives from the fixed 'now', so two seeds give equal snapshots.
 */
export function seedDatabase(): void {
  reseedFaker();
  db.clear();
  const now = serverNow();
  const { ana, kai, others, hostile } = seedMembers(now);
  seedChallenges(now);
  seedMonthlyBadges();
  seedBadgeAwards(ana, now);
  seedMonthlyGoals(ana, others, now);
  seedGroups(ana, kai, others, hostile, now);
}
