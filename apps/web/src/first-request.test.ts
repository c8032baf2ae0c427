// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import type { AuthView } from '@reprally/machines';
import { queryKeys } from '@reprally/ui';
import { describe, expect, it, vi } from 'vitest';
import { startFirstRequest } from './routes';

const ana: AuthView = {
  status: 'signedIn',
  user: null,
  isAdmin: false,
  error: null,
  sessionExpired: false,
};

/** The app's cache and an API client whose group read answers with the group asked for. */
function app() {
  const get = vi.fn((groupId: number) => Promise.resolve({ id: groupId, name: 'Dawn Patrol' }));
  const apiClient = { groups: { get } } as unknown as ApiClient;
  return { queryClient: new QueryClient(), apiClient, get };
}

describe('a member coming back to a page: its first request leaves once she is signed in', () => {
  it.each([
    ['/groups/7', 7],
    ['/groups/7/settings', 7],
  ])('asks for the group on %s, into the cache the page reads', async (pathname, groupId) => {
    const { queryClient, apiClient, get } = app();
    let signIn: (session: AuthView | null) => void = () => undefined;
    startFirstRequest(
      pathname,
      { queryClient, apiClient },
      new Promise((resolve) => {
        signIn = resolve;
      }),
    );
    await Promise.resolve();
    // not before her sign-in has ended: the call would only wait for her token
    expect(get).not.toHaveBeenCalled();
    signIn(ana);
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get.mock.calls[0]?.[0]).toBe(groupId);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.group(groupId))).toEqual({
        id: groupId,
        name: 'Dawn Patrol',
      }),
    );
  });

  it('asks for nothing when her sign-in ended with her signed out', async () => {
    const { queryClient, apiClient, get } = app();
    startFirstRequest('/groups/7', { queryClient, apiClient }, Promise.resolve(null));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(get).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it.each(['/groups/create', '/groups/abc', '/groups/0', '/leaderboard', '/admin', '/nowhere'])(
    'asks for nothing on %s, whose page names no first request or refuses the address',
    async (pathname) => {
      const { queryClient, apiClient, get } = app();
      startFirstRequest(pathname, { queryClient, apiClient }, Promise.resolve(ana));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(get).not.toHaveBeenCalled();
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    },
  );
});
