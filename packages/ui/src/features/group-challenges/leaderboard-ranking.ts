import type { ChallengeParticipant } from '@reprally/api-client';
import { lowerIsBetter } from './measurement-display';

export type RankedParticipant = ChallengeParticipant & {
  /** 1 for the best; equal progress shares a rank and the next rank skips (1, 2, 2, 4). */
  rank: number | null;
};

/**
 * Orders participants by percentage change, best first: for weight, waist and body fat the
 * largest drop, for the rest the largest gain; those without a change yet come last, unranked.
 * Equal changes share a rank; name decides the order within a tie.
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
      direction * ((a.percentChange ?? 0) - (b.percentChange ?? 0)) ||
      a.userName.localeCompare(b.userName),
  );
  const ranked: RankedParticipant[] = [];
  sorted.forEach((participant, index) => {
    const previous = ranked[index - 1];
    const rank =
      previous && previous.percentChange === participant.percentChange ? previous.rank : index + 1;
    ranked.push({ ...participant, rank });
  });
  return [
    ...ranked,
    ...[...unmeasured]
      .sort((a, b) => a.userName.localeCompare(b.userName))
      .map((participant) => ({ ...participant, rank: null })),
  ];
}
