const counts = new Intl.NumberFormat('en-US');

/**
 * A whole number as members read it everywhere in the app, with thousands separators: points
 * ('1,170'), totals, workouts, the rows a table shows ('Showing 1–50 of 2,000'). One formatter,
 * so no screen writes 1170 where another writes 1,170.
 */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A count and what it counts, in the singular for one: '1 heart', '0 workouts', '1,170 workouts'. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** '1 workout', '16 workouts', '0 workouts'. */
export function workoutCountText(count: number): string {
  return countOf(count, 'workout', 'workouts');
}

/** What a search or a filter of people found: '1 user found', '3 users found'. */
export const usersFoundText = (count: number) => countOf(count, 'user found', 'users found');

/** The rows one page of a table shows: 'Showing 51–100 of 2,000' (its first and last, 1-based). */
export const showingRangeText = (first: number, last: number, total: number) =>
  `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
