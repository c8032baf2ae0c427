import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '@reprally/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { retryRead } from '../../api/read-retry';
import { groupQuery, prefetchGroup } from './useGroup';

const GROUP_ID = 7;

const failure = (kind: 'http' | 'network', status: number | null = null) =>
  new ApiError({ kind, status, message: 'Failed to fetch group details', call: 'groups.get' });

let queryClient: QueryClient | null = null;

afterEach(() => {
  queryClient?.clear();
  queryClient = null;
});

/**
 * The app's boot asks for the group (with the app's rule for reads tried again, without its
 * pauses) and gets `error` each time; then the group's page mounts on what the cache holds.
 * Returns how many times the page's mount asked again.
 */
async function requestsOnMountAfterBoot(error: ApiError): Promise<number> {
  let requests = 0;
  const client = {
    groups: {
      get: () => {
        requests += 1;
        return Promise.reject(error);
      },
    },
  } as unknown as ApiClient;
  const cache = new QueryClient({
    defaultOptions: { queries: { retry: retryRead, retryDelay: 0 } },
  });
  queryClient = cache;
  prefetchGroup(cache, client, String(GROUP_ID));
  await vi.waitFor(() => {
    const state = cache.getQueryState(queryKeys.group(GROUP_ID));
    expect(state?.status).toBe('error');
    expect(state?.fetchStatus).toBe('idle');
  });
  const atBoot = requests;
  const page = new QueryObserver(cache, groupQuery(client, GROUP_ID));
  const unsubscribe = page.subscribe(() => undefined);
  await vi.waitFor(() => expect(cache.isFetching()).toBe(0));
  expect(page.getCurrentResult().isError).toBe(true);
  unsubscribe();
  return requests - atBoot;
}

describe('groupQuery on a screen mounting after a failed request', () => {
  it('does not ask again for a group the server says is not there or not hers', async () => {
    expect(await requestsOnMountAfterBoot(failure('http', 404))).toBe(0);
    expect(await requestsOnMountAfterBoot(failure('http', 403))).toBe(0);
  });

  it('asks again after a failure another try may answer differently', async () => {
    expect(await requestsOnMountAfterBoot(failure('http', 500))).toBeGreaterThan(0);
    expect(await requestsOnMountAfterBoot(failure('http', 503))).toBeGreaterThan(0);
    expect(await requestsOnMountAfterBoot(failure('network'))).toBeGreaterThan(0);
  });
});
