import { describe, expect, it } from 'vitest';
import type { ChallengeParticipant } from '@reprally/api-client';
import { rankParticipants } from './leaderboard-ranking';

const participant = (userName: string, percentChange: number | null): ChallengeParticipant => ({
  userId: userName.toLowerCase(),
  userName,
  profilePhotoUrl: null,
  initial: 100,
  current: percentChange === null ? null : 100 + percentChange,
  change: percentChange,
  percentChange,
});

const order = (rows: ReturnType<typeof rankParticipants>) =>
  rows.map((row) => [row.userName, row.rank]);

describe('rankParticipants', () => {
  it('puts the largest drop first where lower is better', () => {
    const rows = rankParticipants(
      [participant('Bo', -1), participant('Cy', -4), participant('Di', 2)],
      'Weight',
    );
    expect(order(rows)).toEqual([
      ['Cy', 1],
      ['Bo', 2],
      ['Di', 3],
    ]);
  });

  it('puts the largest gain first for the other types', () => {
    const rows = rankParticipants(
      [participant('Bo', -1), participant('Cy', 4), participant('Di', 2)],
      'Arms',
    );
    expect(order(rows)).toEqual([
      ['Cy', 1],
      ['Di', 2],
      ['Bo', 3],
    ]);
  });

  it('gives equal progress the same rank and skips the next (1, 2, 2, 4)', () => {
    const rows = rankParticipants(
      [
        participant('Eve', -1),
        participant('Cy', -2),
        participant('Ana', -3),
        participant('Bo', -2),
      ],
      'Waist',
    );
    expect(order(rows)).toEqual([
      ['Ana', 1],
      ['Bo', 2],
      ['Cy', 2],
      ['Eve', 4],
    ]);
  });

  it('lists those without a change last and unranked', () => {
    const rows = rankParticipants([participant('Al', null), participant('Bo', -1)], 'Body Fat');
    expect(order(rows)).toEqual([
      ['Bo', 1],
      ['Al', null],
    ]);
  });

  it('ties changes that show the same to one decimal, whatever digits the server sent', () => {
    const rows = rankParticipants(
      [participant('Cy', -2.04), participant('Bo', -1.96), participant('Di', -1.94)],
      'Weight',
    );
    // Bo and Cy both read '-2.0%': one rank, by name; Di reads '-1.9%'
    expect(order(rows)).toEqual([
      ['Bo', 1],
      ['Cy', 1],
      ['Di', 3],
    ]);
  });

  /** A count that starts at 0 (push-ups): a change, and no percentage of 0. */
  const fromZero = (userName: string, current: number | null): ChallengeParticipant => ({
    ...participant(userName, null),
    initial: current === null ? null : 0,
    current,
    change: current,
    percentChange: null,
  });

  it('ranks a board counted from 0, where no one has a percentage, by the change', () => {
    const rows = rankParticipants(
      [fromZero('Al', 12), fromZero('Bo', 30), fromZero('Cy', null), fromZero('Di', 12.001)],
      'Push-ups',
    );
    // Al and Di both read '+12': one rank, by name; Cy has measured nothing
    expect(order(rows)).toEqual([
      ['Bo', 1],
      ['Al', 2],
      ['Di', 2],
      ['Cy', null],
    ]);
  });

  it('ranks everyone by the change where anyone measured has no percentage: the two never mix', () => {
    const rows = rankParticipants([participant('Bo', 5), fromZero('Al', 40)], 'Push-ups', 'reps');
    expect(order(rows)).toEqual([
      ['Al', 1],
      ['Bo', 2],
    ]);
  });

  it('ties changes that read the same in their unit (weight to one decimal)', () => {
    const rows = rankParticipants(
      [fromZero('Cy', 12.04), fromZero('Bo', 12.01), fromZero('Di', 12.16)],
      'Weight',
      'kg',
    );
    // lower is better for weight; Bo and Cy both read '+12.0 kg'
    expect(order(rows)).toEqual([
      ['Bo', 1],
      ['Cy', 1],
      ['Di', 3],
    ]);
  });
});
