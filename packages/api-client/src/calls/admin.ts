import type { Http, RequestOptions } from '../http';
import type {
  AdminChallenge,
  AdminChallengeCreateRequest,
  AdminChallengeUpdateRequest,
  AdminStats,
  AdminUser,
  BadgeEvaluation,
  MonthlyBadge,
  MonthlyBadgeCreateRequest,
  MonthlyBadgeStats,
  MonthlyBadgeUpdateRequest,
} from '../schemas/admin';

export type BadgeEvaluationPeriod = { year?: number; month?: number };

/** The admin area's calls; the server answers 403 to non-admins. */
export const adminCalls = (http: Http) => ({
  stats: {
    /** GET /admin/stats */
    get: (options: RequestOptions = {}): Promise<AdminStats> =>
      http.call('admin.stats.get', options),
  },
  challenges: {
    /** GET /admin/challenges */
    list: (options: RequestOptions = {}): Promise<AdminChallenge[]> =>
      http.call('admin.challenges.list', options),
    /** POST /admin/challenges */
    create: async (challenge: AdminChallengeCreateRequest): Promise<void> => {
      await http.call('admin.challenges.create', { body: challenge });
    },
    /** PUT /admin/challenges/{id}; the body carries the id as well. */
    update: async (challenge: AdminChallengeUpdateRequest): Promise<void> => {
      await http.call('admin.challenges.update', { params: { id: challenge.id }, body: challenge });
    },
    /** DELETE /admin/challenges/{id} */
    delete: async (id: number): Promise<void> => {
      await http.call('admin.challenges.delete', { params: { id } });
    },
  },
  users: {
    /** GET /admin/users */
    list: (options: RequestOptions = {}): Promise<AdminUser[]> =>
      http.call('admin.users.list', options),
  },
  monthlyBadges: {
    /** GET /admin/monthly-badges */
    list: (options: RequestOptions = {}): Promise<MonthlyBadge[]> =>
      http.call('admin.monthlyBadges.list', options),
    /** POST /admin/monthly-badges */
    create: async (badge: MonthlyBadgeCreateRequest): Promise<void> => {
      await http.call('admin.monthlyBadges.create', { body: badge });
    },
    /** PUT /admin/monthly-badges/{id}; the body carries the id as well. */
    update: async (badge: MonthlyBadgeUpdateRequest): Promise<void> => {
      await http.call('admin.monthlyBadges.update', { params: { id: badge.id }, body: badge });
    },
    /** DELETE /admin/monthly-badges/{id} */
    delete: async (id: number): Promise<void> => {
      await http.call('admin.monthlyBadges.delete', { params: { id } });
    },
    /** GET /admin/monthly-badges/stats */
    stats: (options: RequestOptions = {}): Promise<MonthlyBadgeStats> =>
      http.call('admin.monthlyBadges.stats', options),
    /** POST /admin/monthly-badges/evaluate-all; year and month are sent only together. */
    evaluateAll: ({ year, month }: BadgeEvaluationPeriod = {}): Promise<BadgeEvaluation> =>
      http.call('admin.monthlyBadges.evaluateAll', {
        query: year !== undefined && month !== undefined ? { year, month } : undefined,
      }),
  },
});
