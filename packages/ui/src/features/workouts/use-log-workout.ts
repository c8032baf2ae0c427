import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { changedByLoggingAWorkout } from '../../api/query-keys';
import { readAgainIfUnanswered, readAllAgain } from '../../api/read-again';

/**
 * What a workout's log is known by, so the button shown again (she left the page before the
 * answer, and came back, or went on to another page with the button) finds a log on its way.
 */
export const logWorkoutKey = ['workouts', 'log'] as const;

/**
 * POST /users/me/points. Success refreshes exactly what a workout changes (stats, workouts,
 * leaderboard, challenges, monthly data, and an admin's totals and users' list); a failure is
 * reported, and one without an answer refreshes the same, as the workout may have been logged.
 */
/** What a workout changes, as the reads to make again. */
const changed = changedByLoggingAWorkout.map((queryKey) => ({ queryKey }));

export function useLogWorkout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logWorkoutKey,
    mutationFn: () => client.workouts.log(),
    onSuccess: () => {
      // not awaited: the button is free again as soon as the workout is saved
      void readAllAgain(queryClient, changed);
    },
    onError: (error) => {
      void client.errors.report(error);
      // unanswered, it may have been counted: the figures show whether it was
      readAgainIfUnanswered(queryClient, error, changed);
    },
  });
}
