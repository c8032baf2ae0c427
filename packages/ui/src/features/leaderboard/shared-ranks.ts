/**
 * The 1-based ranks of items already in order, best first: items whose scores are equal share
 * the rank of the first of them, and the next rank skips the places they took (1, 2, 2, 4).
 */
export function sharedRanks<T>(ordered: readonly T[], score: (item: T) => number): number[] {
  const ranks: number[] = [];
  ordered.forEach((item, index) => {
    const before = index > 0 ? ordered[index - 1] : undefined;
    const tied = before !== undefined && score(before) === score(item);
    ranks.push(tied ? (ranks[index - 1] ?? index + 1) : index + 1);
  });
  return ranks;
}
