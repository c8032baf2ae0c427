/**
 * Stories of a group changed by someone else while Ana's page is open: the change made on the
 * mock server, and the group read again as coming back to the window would.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { db, personas } from '@reprally/mocks';
import { queryKeys } from '../api/query-keys';

let readAgain: (groupId: number) => Promise<void> = () => Promise.resolve();

/**
 * Reads a group again in the story's cache, as coming back to the window would, so that a change
 * made on the server (a member removed, a role changed) reaches the page. The story renders
 * `GroupReader` beside its screen.
 */
export const readGroupAgain = (groupId: number): Promise<void> => readAgain(groupId);

/** Draws nothing; lets `readGroupAgain` reach the cache of the story it is rendered in. */
export function GroupReader() {
  const queryClient = useQueryClient();
  useEffect(() => {
    readAgain = (groupId) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId), exact: true });
  }, [queryClient]);
  return null;
}

/** Ana's membership of a seeded group she is in. */
function anasMembership(groupId: number) {
  const membership = db.tables.groupMemberships.find(
    (row) => row.groupId === groupId && row.memberId === personas.member.sub,
  );
  if (!membership) throw new globalThis.Error(`seed: Ana is not in group ${groupId}`);
  return membership;
}

/** Someone makes Ana a plain member of the group on the server. */
export function demoteAnaIn(groupId: number): void {
  anasMembership(groupId).role = 'Member';
}

/** Someone takes Ana out of the group on the server. */
export function removeAnaFrom(groupId: number): void {
  const membership = anasMembership(groupId);
  db.tables.groupMemberships = db.tables.groupMemberships.filter((row) => row !== membership);
}
