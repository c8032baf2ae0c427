/**
 * Stories of a group changed by someone else while Ana's page is open: the change made on the
 * mock server, and the group read again as coming back to the window would.
 */
import { useEffect } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { useQueryClient } from '@tanstack/react-query';
import { db, personas } from '@reprally/mocks';
import { queryKeys } from '../api/query-keys';
import { useGroup } from '../features/groups/useGroup';

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

/** The name of what `GroupReadFailures` shows. */
export const GROUP_READ_FAILURES = 'Failed reads of the group';

/**
 * Shows how many reads of the group have failed, as the screen beside it was told: once the
 * count moves, that failure has been rendered on the screen too (both follow the same read), so a
 * story can check what stayed without waiting a fixed time. Wait with `groupReadFailed`.
 */
export function GroupReadFailures({ groupId }: { groupId: number }) {
  const { errorUpdateCount } = useGroup(groupId);
  return <output aria-label={GROUP_READ_FAILURES}>{errorUpdateCount}</output>;
}

/** Waits until `count` reads of the group have failed and reached the screen. */
export async function groupReadFailed(count: number) {
  await waitFor(() =>
    expect(screen.getByRole('status', { name: GROUP_READ_FAILURES })).toHaveTextContent(
      String(count),
    ),
  );
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
