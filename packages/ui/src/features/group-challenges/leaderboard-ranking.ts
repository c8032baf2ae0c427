import type { ChallengeParticipant } from '@reprally/api-client';
import { lowerIsBetter } from './measurement-display';

export type RankedParticipant = ChallengeParticipant & {
  /** 1 for the best; equal progress shares a rank and the next rank skips (1, 2, 2, 4). */
  rank: number | null;
};

/**
 * A percentage change as the board shows it (to one decimal, `formatPercentChange`), in tenths:
 * two rows reading '-2.0%' are equal, whatever further digits the server sent.
 */
const shownTenths = (percent: number | null) =>
  // rounded half away from zero, as the figure is
  Math.sign(percent ?? 0) * Math.round(Math.abs(percent ?? 0) * 10);

/**
 * Orders participants by percentage change as shown, best first: for weight, waist and body fat
 * the largest drop, for the rest the largest gain; those without a change yet come last,
 * unranked. Changes that show the same share a rank; name decides the order within a tie.
 */
export function rankParticipants(
  participants: readonly ChallengeParticipant[],
  measurementType: string | null,
): RankedParticipant[] {
  const direction = measurementType && lowerIsBetter(measurementType) ? 1 : -1;
  const measured = participants.filter((p) => p.percentChange !== null);
  const unmeasured = participants.filter((p) => p.percentChange === null);
  const sorted = [...measured].sort(
    (a, b) =>
      direction * (shownTenths(a.percentChange) - shownTenths(b.percentChange)) ||
      a.userName.localeCompare(b.userName),
  );
  const ranked: RankedParticipant[] = [];
  sorted.forEach((participant, index) => {
    const previous = ranked[index - 1];
    const rank =
      previous && shownTenths(previous.percentChange) === shownTenths(participant.percentChange)
        ? previous.rank
        : index + 1;
    ranked.push({ ...participant, rank });
  });
  return [
    ...ranked,
    ...[...unmeasured]
      .sort((a, b) => a.userName.localeCompare(b.userName))
      .map((participant) => ({ ...participant, rank: null })),
  ];
}
