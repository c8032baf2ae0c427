import type { Http, RequestOptions } from '../http';
import type { PersonalChallenge } from '../schemas/personal-challenges';

export const challengeCalls = (http: Http) => ({
  /** GET /users/me/challenges: the member's personal challenges. */
  list: (options: RequestOptions = {}): Promise<PersonalChallenge[]> =>
    http.call('challenges.list', options),
});
