import type { Http, RequestOptions } from '../http';
import type { MonthlyWarriors } from '../schemas/monthly-warriors';

export const monthlyWarriorCalls = (http: Http) => ({
  /** GET /monthly-warriors: this month's ranking and the member's own standing. */
  get: (options: RequestOptions = {}): Promise<MonthlyWarriors> =>
    http.call('monthlyWarriors.get', options),
});
