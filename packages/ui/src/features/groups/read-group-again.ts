import type { QueryClient } from '@tanstack/react-query';
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
