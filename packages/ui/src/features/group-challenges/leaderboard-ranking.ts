import type { ChallengeParticipant } from '@reprally/api-client';
import { sharedRanks } from '../leaderboard/shared-ranks';
import { changeAsShown, lowerIsBetter } from './measurement-display';

export type RankedParticipant = ChallengeParticipant & {
  /** 1 for the best; equal progress shares a rank and the next rank skips (1, 2, 2, 4). */
  rank: number | null;
};

/**
 * A figure as the board shows it, in steps of `1 / perUnit` (rounded half away from zero, as the
 * figure is): two rows that read the same are equal, whatever further digits the server sent.
 */
const shownSteps = (value: number, perUnit: number) =>
  Math.sign(value) * Math.round(Math.abs(value) * perUnit);

/**
 * What the board ranks by. Percentage change as shown (one decimal, `formatPercentChange`), so
 * that members starting from different figures compare fairly. A start of 0 (push-ups, a custom
 * count) has no percentage: on a board where anyone measured has none, the change itself ranks
 * everyone, as its figure reads (`changeAsShown`). One measure per board, never the two mixed,
 * and no one measured left out.
 */
function rankedBy(
  participants: readonly ChallengeParticipant[],
  measurementType: string,
  unit: string,
): (participant: ChallengeParticipant) => number | null {
  const measured = participants.filter((p) => p.change !== null || p.percentChange !== null);
  if (measured.every((p) => p.percentChange !== null)) {
    return (p) => (p.percentChange === null ? null : shownSteps(p.percentChange, 10));
  }
  return (p) => (p.change === null ? null : changeAsShown(p.change, measurementType, unit));
}

/**
 * Orders participants by their progress as shown (`rankedBy`), best first: for weight, waist and
 * body fat the largest drop, for the rest the largest gain; those without a figure to rank by
 * come last, unranked. Figures that show the same share a rank; name decides the order within a
 * tie.
 */
export function rankParticipants(
  participants: readonly ChallengeParticipant[],
  measurementType: string | null,
  /** The type's unit, which decides how finely a change is shown. */
  unit = '',
): RankedParticipant[] {
  const direction = measurementType && lowerIsBetter(measurementType) ? 1 : -1;
  const score = rankedBy(participants, measurementType ?? '', unit);
  const measured: { participant: ChallengeParticipant; value: number }[] = [];
  const unmeasured: ChallengeParticipant[] = [];
  for (const participant of participants) {
    const value = score(participant);
    if (value === null) unmeasured.push(participant);
    else measured.push({ participant, value });
  }
  const sorted = measured.sort(
    (a, b) =>
      direction * (a.value - b.value) ||
      a.participant.userName.localeCompare(b.participant.userName),
  );
  const ranks = sharedRanks(sorted, ({ value }) => value);
  return [
    ...sorted.map(({ participant }, index) => ({
      ...participant,
      rank: ranks[index] ?? index + 1,
    })),
    ...unmeasured
      .sort((a, b) => a.userName.localeCompare(b.userName))
      .map((participant) => ({ ...participant, rank: null })),
  ];
}
