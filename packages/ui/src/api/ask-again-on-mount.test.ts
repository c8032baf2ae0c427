import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '@reprally/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  groupChallengeQuery,
  prefetchGroupChallenge,
} from '../features/group-challenges/useGroupChallenge';
import { groupQuery, prefetchGroup } from '../features/groups/useGroup';
import { retryRead } from './read-retry';

const failure = (kind: 'http' | 'network', status: number | null = null) =>
  new ApiError({ kind, status, message: 'Failed to fetch', call: 'groups.get' });

/** The reads an address starts before its page's code arrives, and the page's own query. */
const pages = {
  'a group': {
    boot: (cache: QueryClient, client: ApiClient) => prefetchGroup(cache, client, '7'),
    page: (client: ApiClient) => groupQuery(client, 7),
  },
  "a group's challenge": {
    boot: (cache: QueryClient, client: ApiClient) =>
      prefetchGroupChallenge(cache, client, '7', '3'),
    page: (client: ApiClient) => groupChallengeQuery(client, 7, 3),
  },
};

let queryClient: QueryClient | null = null;

afterEach(() => {
  queryClient?.clear();
  queryClient = null;
});

/**
 * The app's boot asks for the page's thing (with the app's rule for reads tried again, without
 * its pauses) and gets `error` each time; then the page mounts on what the cache holds. Returns
 * how many times the page's mount asked again.
 */
async function requestsOnMountAfterBoot(
  { boot, page }: (typeof pages)[keyof typeof pages],
  error: ApiError,
): Promise<number> {
  let requests = 0;
  const refuse = () => {
    requests += 1;
    return Promise.reject(error);
  };
  const client = { groups: { get: refuse, challenges: { get: refuse } } } as unknown as ApiClient;
  const cache = new QueryClient({
    defaultOptions: { queries: { retry: retryRead, retryDelay: 0 } },
  });
  queryClient = cache;
  const options = page(client);
  boot(cache, client);
  const key: QueryKey = options.queryKey;
  await vi.waitFor(() => {
    const state = cache.getQueryState(key);
    expect(state?.status).toBe('error');
    expect(state?.fetchStatus).toBe('idle');
  });
  const atBoot = requests;
  // the two pages' queries differ in their answer's type, which the count does not read
  const observer = new QueryObserver(cache, options as Parameters<typeof cache.prefetchQuery>[0]);
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(cache.isFetching()).toBe(0));
  expect(observer.getCurrentResult().isError).toBe(true);
  unsubscribe();
  return requests - atBoot;
}

describe.each(Object.entries(pages))(
  'the page of %s, mounting after a failed early request',
  (_, page) => {
    it('does not ask again for what the server says is not there or not hers', async () => {
      expect(await requestsOnMountAfterBoot(page, failure('http', 404))).toBe(0);
      expect(await requestsOnMountAfterBoot(page, failure('http', 403))).toBe(0);
    });

    it('asks again after a failure another try may answer differently', async () => {
      expect(await requestsOnMountAfterBoot(page, failure('http', 500))).toBeGreaterThan(0);
      expect(await requestsOnMountAfterBoot(page, failure('http', 503))).toBeGreaterThan(0);
      expect(await requestsOnMountAfterBoot(page, failure('network'))).toBeGreaterThan(0);
    });
  },
);
