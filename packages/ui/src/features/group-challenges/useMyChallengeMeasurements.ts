import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { useReadGroupAgainOnRefusal } from '../groups/read-group-again';

/** GET /groups/{id}/challenges/{challengeId}/measurements/me: the member's own progress. */
export const myChallengeMeasurementsQuery = (
  client: ApiClient,
  groupId: number,
  challengeId: number,
) =>
  queryOptions({
    queryKey: [...queryKeys.groupChallenge(groupId, challengeId), 'measurements', 'me'] as const,
    queryFn: ({ signal }) =>
      client.groups.challenges.myMeasurements(groupId, challengeId, { signal }),
  });

/** A refusal reads the group again, so her page shows her standing as it now is. */
export function useMyChallengeMeasurements(groupId: number, challengeId: number) {
  const measurements = useQuery(myChallengeMeasurementsQuery(useApiClient(), groupId, challengeId));
  useReadGroupAgainOnRefusal(groupId, measurements.error);
  return measurements;
}
