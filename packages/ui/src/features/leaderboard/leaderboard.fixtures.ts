import type { LeaderboardUser } from '@reprally/api-client';

const names = [
  'Dusty Schamberger',
  'Helga Rowe',
  'Alanis Boyle',
  'Triston Heaney',
  'Rosalyn Dach',
  'Summer Davis',
  'Clara Mayer',
  'Ana Moreno',
  'Otto Considine',
  'Noa Cohen',
  'Michelle Reichert',
  'Alma Prosacco',
  'Lucio Rippin',
  'Kai Lindqvist',
  'Darrin Weissnat',
] as const;

const moves: Pick<LeaderboardUser, 'change' | 'changeAmount'>[] = [
  { change: 'neutral', changeAmount: 0 },
  { change: 'up', changeAmount: 2 },
  { change: 'down', changeAmount: 1 },
];

/** Stories' leaderboard: `count` members in rank order; ids `member-1` ... by position. */
export function leaderboardFixture(count = 15): LeaderboardUser[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `member-${index + 1}`,
    name: names[index % names.length] ?? `Member ${index + 1}`,
    points: 1500 - index * 37,
    profilePhotoUrl: null,
    ...(moves[index % moves.length] ?? { change: 'neutral', changeAmount: 0 }),
  }));
}

/** Names that must render as text and never break the layout (mocks/src/db/hostile.ts). */
export const hostileNames = [
  'Brenda <b>Bold</b> Okoye',
  `Hubert ${'Wolfeschlegelsteinhausenbergerdorff'.repeat(6).slice(0, 200)}`,
  'مريم الحسيني',
  '💪 Tomás Ruiz 🏋️‍♂️',
  '<script>alert("pwned")</script>',
  'נועה כהן',
] as const;

export function hostileLeaderboardFixture(): LeaderboardUser[] {
  return leaderboardFixture(10).map((user, index) => ({
    ...user,
    name: hostileNames[index] ?? user.name,
  }));
}
