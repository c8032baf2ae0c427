import type { Http, RequestOptions } from '../http';
import type { MonthlyGoal, MonthlyGoalRequest } from '../schemas/monthly-goals';

export const monthlyGoalCalls = (http: Http) => ({
  /** GET /monthly-goals/current: null while no goal is set. */
  current: (options: RequestOptions = {}): Promise<MonthlyGoal | null> =>
    http.call('monthlyGoals.current', options),
  /** POST /monthly-goals with targetWorkouts, year and month. */
  set: async (goal: MonthlyGoalRequest): Promise<void> => {
    await http.call('monthlyGoals.set', { body: goal });
  },
});
