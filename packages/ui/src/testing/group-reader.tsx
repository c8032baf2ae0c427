import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
