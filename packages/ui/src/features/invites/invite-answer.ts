import { isApiError } from '@reprally/api-client';

/**
 * The server no longer has the invite to answer: 404 (answered in another tab or window, or
 * withdrawn) or 409 (answered already). The row she pressed on is stale.
 */
export function isAnsweredElsewhere(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 409)
  );
}

/**
 * Whether what she asked for is so anyway, by her groups as read after the server said the invite
 * was answered already: Accept, and the group is among her groups; Decline, and it is not. An
 * invite with no group known cannot be told.
 */
export function answerHolds(
  accept: boolean,
  groupId: number | null,
  myGroups: readonly { id: number }[],
): boolean {
  if (groupId === null) return false;
  return myGroups.some((group) => group.id === groupId) === accept;
}
