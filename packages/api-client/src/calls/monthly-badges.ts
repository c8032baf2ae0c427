import type { Http, RequestOptions } from '../http';
import type {
  MarkBadgesNotifiedRequest,
  MonthBadges,
  MonthlyBadgeHistoryEntry,
} from '../schemas/monthly-badges';

export type MonthOfYear = { year: number; month: number };

export const monthlyBadgeCalls = (http: Http) => ({
  /** GET /users/me/monthly-badges/current */
  current: (options: RequestOptions = {}): Promise<MonthBadges> =>
    http.call('monthlyBadges.current', options),
  /** GET /users/me/monthly-badges/{year}/{month}. */
  forMonth: ({ year, month }: MonthOfYear, options: RequestOptions = {}): Promise<MonthBadges> =>
    http.call('monthlyBadges.forMonth', { ...options, params: { year, month } }),
  /** GET /users/me/monthly-badges: every month with earned badges. */
  all: (options: RequestOptions = {}): Promise<MonthlyBadgeHistoryEntry[]> =>
    http.call('monthlyBadges.all', options),
  /** POST /users/me/monthly-badges/mark-notified with `{ badgeIds }`. */
  markNotified: async (badgeIds: readonly number[]): Promise<void> => {
    const body: MarkBadgesNotifiedRequest = { badgeIds: [...badgeIds] };
    await http.call('monthlyBadges.markNotified', { body });
  },
});
