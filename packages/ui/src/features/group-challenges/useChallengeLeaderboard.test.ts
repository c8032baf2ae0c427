import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@reprally/api-client';
import { challengeLeaderboardQuery } from './useChallengeLeaderboard';

const client = {} as ApiClient;

describe('challengeLeaderboardQuery', () => {
  it("keeps the server's first type apart from a type of any name", () => {
    const first = challengeLeaderboardQuery(client, 1, 2, undefined).queryKey;
    for (const name of ['first', 'null', 'undefined', '']) {
      expect(challengeLeaderboardQuery(client, 1, 2, name).queryKey).not.toEqual(first);
    }
  });

  it('keys each named type apart', () => {
    expect(challengeLeaderboardQuery(client, 1, 2, 'Weight').queryKey).not.toEqual(
      challengeLeaderboardQuery(client, 1, 2, 'Waist').queryKey,
    );
  });
});
