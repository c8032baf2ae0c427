/**
 * The dashboard combines its four fetch errors into one dismissible banner. The
 * messages come from the api client ('Failed to fetch workout stats: 500', ...), one per failed
 * fetch, in a fixed order, without repeats.
 */
export function combinedFetchErrors(errors: readonly (Error | null | undefined)[]): string[] {
  const messages = errors.flatMap((error) => (error ? [error.message] : []));
  return [...new Set(messages)];
}
