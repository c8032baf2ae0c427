import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /users/me: the signed-in member's name, bio, photo and points. */
export const profileQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => client.profile.get({ signal }),
  });

export function useProfile() {
  return useQuery(profileQuery(useApiClient()));
}
