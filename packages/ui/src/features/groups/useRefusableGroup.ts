import { useRefusableRead } from '../errors/LoadFailure';
import { useGroup } from './useGroup';

/**
 * The group at a screen's address, as the group's screens show it: the server's refusal (404,
 * 403) is the answer, with nothing to try again; any other failure says `message`, with 'Try
 * Again'; a group already on screen stays through a failure of reading it again.
 */
export function useRefusableGroup(groupId: number, message: string) {
  const { data: group, refused, failure, retry } = useRefusableRead(useGroup(groupId), message);
  return { group, refused, failure, retry };
}
