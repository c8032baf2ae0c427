import { describe, expect, it } from 'vitest';
import { combinedFetchErrors } from './combined-errors';

describe('combinedFetchErrors', () => {
  it('lists each failed fetch once, in order, and nothing for the ones that worked', () => {
    expect(
      combinedFetchErrors([
        new Error('Failed to fetch workout stats: 500'),
        null,
        new Error('Failed to fetch leaderboard: 503'),
        undefined,
      ]),
    ).toEqual(['Failed to fetch workout stats: 500', 'Failed to fetch leaderboard: 503']);
  });

  it('is empty when every fetch worked', () => {
    expect(combinedFetchErrors([null, null, null, null])).toEqual([]);
  });

  it('says a repeated message once', () => {
    const error = new Error('Failed to fetch workouts: network error');
    expect(combinedFetchErrors([error, error])).toEqual([error.message]);
  });
});
