import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@reprally/api-client';
import { queryKeys } from '../../api/query-keys';
import { readGroupAgainIfRefused } from './read-group-again';

const failure = (kind: 'http' | 'network', status: number | null = null) =>
  new ApiError({ kind, status, message: 'Failed to add comment', call: 'groups.photos.comment' });

/** A cache holding group 7, another group, and her list of groups; which of them are marked to be read again after. */
function staleAfter(error: unknown): string[] {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.group(7), { id: 7 });
  queryClient.setQueryData(queryKeys.group(8), { id: 8 });
  queryClient.setQueryData(queryKeys.groupFeed(7), []);
  queryClient.setQueryData(queryKeys.myGroups, []);
  readGroupAgainIfRefused(queryClient, 7, error);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey));
}

describe('readGroupAgainIfRefused', () => {
  it.each([403, 404])('reads the group and her groups again after a %i', (status) => {
    expect(staleAfter(failure('http', status))).toEqual(['["groups",7]', '["groups","mine"]']);
  });

  it.each([
    ['a 500', failure('http', 500)],
    ['a refused field (400)', failure('http', 400)],
    ['no answer', failure('network')],
    ['an error that is no API error', new Error('boom')],
  ])('reads nothing again after %s', (_, error) => {
    expect(staleAfter(error)).toEqual([]);
  });
});
