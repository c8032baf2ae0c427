import type { Http, RequestOptions } from '../http';
import type { UserSearchResult } from '../schemas/users';

export const userCalls = (http: Http) => ({
  /** GET /users/search?q= */
  search: (q: string, options: RequestOptions = {}): Promise<UserSearchResult[]> =>
    http.call('users.search', { ...options, query: { q } }),
});
