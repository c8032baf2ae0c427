/**
 * A page that sums up its failed reads in one banner: one line per failed read, in the page's
 * order, without repeats. The messages come from the api client ('Failed to fetch workout
 * stats: 500', ...).
 */
export function combinedFetchErrors(errors: readonly (Error | null | undefined)[]): string[] {
  const messages = errors.flatMap((error) => (error ? [error.message] : []));
  return [...new Set(messages)];
}
