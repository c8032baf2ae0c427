import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

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

export function useMyChallengeMeasurements(groupId: number, challengeId: number) {
  return useQuery(myChallengeMeasurementsQuery(useApiClient(), groupId, challengeId));
}
