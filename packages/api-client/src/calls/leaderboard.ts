import type { Http, RequestOptions } from '../http';
import type { LeaderboardUser } from '../schemas/leaderboard';

export const leaderboardCalls = (http: Http) => ({
  /** GET /leaderboard: users in rank order. */
  get: (options: RequestOptions = {}): Promise<LeaderboardUser[]> =>
    http.call('leaderboard.get', options),
});
