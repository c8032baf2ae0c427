import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthBadges, MonthlyBadgeHistoryEntry } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgain } from '../../api/read-again';
import { markedSeen } from './badge-history';

/**
 * POST /users/me/monthly-badges/mark-notified with the badges' numeric ids: the member has seen
 * them, so they are no longer new. Success clears their isNew in this month's badges and in
 * the history (so a cached copy never celebrates them again) and refetches both. A failure is
 * reported, never shown: the server still says isNew, so the next visit tries again.
 */
export function useMarkBadgesNotified() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (badgeIds: readonly number[]) => client.monthlyBadges.markNotified(badgeIds),
    onSuccess: async (_nothing, badgeIds) => {
      // a read on its way began before the answer: dropped, so it cannot bring isNew back and
      // celebrate the badges again
      await Promise.all([
        queryClient.cancelQueries({ queryKey: queryKeys.monthlyBadgesCurrent }),
        queryClient.cancelQueries({ queryKey: queryKeys.monthlyBadgesAll }),
      ]);
      const seen = new Set(badgeIds);
      queryClient.setQueryData<MonthBadges>(queryKeys.monthlyBadgesCurrent, (month) =>
        month ? markedSeen(month, seen) : month,
      );
      queryClient.setQueryData<MonthlyBadgeHistoryEntry[]>(queryKeys.monthlyBadgesAll, (months) =>
        months?.map((month) => markedSeen(month, seen)),
      );
      // not awaited: nothing waits for the fresh copies
      void readAgain(queryClient, { queryKey: queryKeys.monthlyBadgesCurrent });
      void readAgain(queryClient, { queryKey: queryKeys.monthlyBadgesAll });
    },
    onError: (error) => {
      void client.errors.report(error);
    },
  });
}
