import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';

/** GET /users/me/workouts: every workout of the member. */
export function workoutsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.workouts,
    queryFn: ({ signal }) => client.workouts.list({ signal }),
  });
}

/** GET /users/me/workouts/stats: total workouts, weekly average, current streak and points. */
export function workoutStatsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.workoutStats,
    queryFn: ({ signal }) => client.workouts.stats({ signal }),
  });
}

export function useWorkouts() {
  return useQuery(workoutsQuery(useApiClient()));
}

export function useWorkoutStats() {
  return useQuery(workoutStatsQuery(useApiClient()));
}
