import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { changedByLoggingAWorkout } from '../../api/query-keys';

/**
 * POST /users/me/points. Success refreshes exactly what a workout changes (stats, workouts,
 * leaderboard, challenges, monthly data); a failure is reported.
 */
export function useLogWorkout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.workouts.log(),
    onSuccess: () => {
      // not awaited: the button is free again as soon as the workout is saved
      for (const queryKey of changedByLoggingAWorkout) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => {
      void client.errors.report(error);
    },
  });
}
