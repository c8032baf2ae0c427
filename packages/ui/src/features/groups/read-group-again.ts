import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import { readAgain } from '../../api/read-again';
import { isRefusal } from '../../api/read-retry';

/**
 * A write in a group that the server refused (403: she may no longer do it; 404: the group is
 * gone) means the screen shows a group that is not so any more: someone made her a plain member
 * or removed her while the page was open. The group and her list of groups are read again, so
 * the page shows her standing as it now is (the notice for someone not in the group, no
 * settings for someone no longer its Admin) instead of offering the same refused press again.
 * What she typed stays in its form. Any other failure changes nothing on the server's side.
 */
export function readGroupAgainIfRefused(
  queryClient: QueryClient,
  groupId: number,
  error: unknown,
): void {
  if (!isRefusal(error)) return;
  void readAgain(queryClient, { queryKey: queryKeys.group(groupId), exact: true });
  void readAgain(queryClient, { queryKey: queryKeys.myGroups, exact: true });
}

/**
 * The same for a read within a group (its feed, a post's comments, a challenge's board or her
 * measurements) that the server refused while the group was on screen: she was taken out of a
 * private group, or it went, while the page was open. Without it her page stayed as a member's,
 * its 'Try Again' refused each time, and never said she was no longer in the group. Each refusal
 * reads the group once, however many screens show it; a failure another try may answer
 * differently reads nothing.
 */
export function useReadGroupAgainOnRefusal(groupId: number, error: unknown): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // a refusal kept in the cache is met again by every screen that shows it: read once for it
    if (typeof error !== 'object' || error === null || handledRefusals.has(error)) return;
    handledRefusals.add(error);
    readGroupAgainIfRefused(queryClient, groupId, error);
  }, [queryClient, groupId, error]);
}

/** The refused reads the group has been read again for. */
const handledRefusals = new WeakSet<object>();
