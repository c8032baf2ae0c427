// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { queryKeys } from '@reprally/ui';
import { describe, expect, it, vi } from 'vitest';
import { startFirstRequest } from './routes';

/**
 * The app's cache and an API client whose group and challenge reads answer with what was asked
 * for.
 */
function app() {
  const get = vi.fn((groupId: number) => Promise.resolve({ id: groupId, name: 'Dawn Patrol' }));
  const getChallenge = vi.fn((groupId: number, challengeId: number) =>
    Promise.resolve({ id: challengeId, groupId, name: 'November Recomp' }),
  );
  const apiClient = { groups: { get, challenges: { get: getChallenge } } } as unknown as ApiClient;
  return { queryClient: new QueryClient(), apiClient, get, getChallenge };
}

describe('a member coming back to a page: its first request leaves once she is signed in', () => {
  it.each([
    ['/groups/7', 7],
    ['/groups/7/settings', 7],
  ])('asks for the group on %s, into the cache the page reads', async (pathname, groupId) => {
    const { queryClient, apiClient, get } = app();
    let signIn: (signedIn: boolean) => void = () => undefined;
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
    signIn(true);
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get.mock.calls[0]?.[0]).toBe(groupId);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.group(groupId))).toEqual({
        id: groupId,
        name: 'Dawn Patrol',
      }),
    );
  });

  it("asks for the challenge on a group challenge's page, into the cache the page reads", async () => {
    const { queryClient, apiClient, get, getChallenge } = app();
    startFirstRequest('/groups/7/challenges/3', { queryClient, apiClient }, Promise.resolve(true));
    await vi.waitFor(() => expect(getChallenge).toHaveBeenCalledTimes(1));
    expect(getChallenge.mock.calls[0]?.slice(0, 2)).toEqual([7, 3]);
    expect(get).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData([...queryKeys.groupChallenge(7, 3), 'details']),
      ).toMatchObject({ name: 'November Recomp' }),
    );
  });

  it('asks for nothing when her sign-in ended with her signed out', async () => {
    const { queryClient, apiClient, get } = app();
    startFirstRequest('/groups/7', { queryClient, apiClient }, Promise.resolve(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(get).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it.each([
    '/groups/create',
    '/groups/abc',
    '/groups/0',
    '/groups/7/challenges/x',
    '/groups/7/challenges/create',
    '/leaderboard',
    '/admin',
    '/nowhere',
  ])(
    'asks for nothing on %s, whose page names no first request or refuses the address',
    async (pathname) => {
      const { queryClient, apiClient, get, getChallenge } = app();
      startFirstRequest(pathname, { queryClient, apiClient }, Promise.resolve(true));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(get).not.toHaveBeenCalled();
      expect(getChallenge).not.toHaveBeenCalled();
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    },
  );
});
