import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgainIfUnanswered, readAllAgain } from '../../api/read-again';
import { readGroupAgainIfRefused } from '../groups/read-group-again';

export type MeasurementEntry = { measurementTypeId: number; value: number };

/**
 * POST /groups/{groupId}/challenges/{challengeId}/measurements with every entry in one list.
 * Success reads the challenge again (its participant count, the member's progress and the
 * leaderboards) and the group, whose challenge cards count the participants too (her first values
 * make her one); a failure is reported. A refusal (403, 404: she is no longer in the group) also
 * reads the group again, so the page stops asking for her measurements; the values she typed stay
 * in the form's kept draft.
 */
export function useSubmitMeasurements(groupId: number, challengeId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const changed = [
    { queryKey: queryKeys.groupChallenge(groupId, challengeId) },
    { queryKey: queryKeys.group(groupId), exact: true },
  ];
  return useMutation({
    mutationFn: (entries: readonly MeasurementEntry[]) =>
      client.groups.challenges.submitMeasurements(groupId, challengeId, entries),
    onSuccess: () => readAllAgain(queryClient, changed),
    onError: (error) => {
      void client.errors.report(error);
      readGroupAgainIfRefused(queryClient, groupId, error);
      // unanswered, they may have been stored: her history shows whether they were
      readAgainIfUnanswered(queryClient, error, changed);
    },
  });
}
