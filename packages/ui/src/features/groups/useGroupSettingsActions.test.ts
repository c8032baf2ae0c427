// @vitest-environment happy-dom
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient, GroupSummary, UpdateGroupRequest } from '@reprally/api-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import { myGroupsQuery, useMyGroups } from './useMyGroups';
import { useUpdateGroup } from './useGroupSettingsActions';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const DAWN = 7;

function dawn(name: string): GroupSummary {
  return {
    id: DAWN,
    name,
    description: 'Lifting before sunrise.',
    isPrivate: false,
    creatorId: 'ana',
    createdAt: new Date('2026-01-05T00:00:00Z'),
    memberCount: 6,
    activeChallengeCount: 1,
    upcomingChallengeCount: 0,
    role: 'Admin',
  };
}

/**
 * The server: a rename takes effect at once; a read of My Groups waits until the test lets it
 * land, and brings the name as it was when the read reached the server.
 */
function groupsServer() {
  let name = 'Dawn Patrol Lifters';
  const waiting: Array<() => void> = [];
  const client = {
    groups: {
      list: () => {
        const seen = name;
        return new Promise<GroupSummary[]>((resolve) => waiting.push(() => resolve([dawn(seen)])));
      },
      get: () => new Promise(() => undefined),
      update: (_id: number, changes: UpdateGroupRequest) => {
        name = changes.name ?? name;
        return Promise.resolve();
      },
    },
    errors: { report: () => Promise.resolve() },
  } as unknown as ApiClient;
  const land = () =>
    act(async () => {
      for (const resolve of waiting.splice(0)) resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { client, land };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

function render(queryClient: QueryClient, client: ApiClient, children: ReactNode) {
  root ??= createRoot(document.createElement('div'));
  const tree = createElement(
    QueryClientProvider,
    { client: queryClient },
    createElement(ApiClientProvider, { client, children }),
  );
  act(() => root?.render(tree));
}

describe('renaming a group while My Groups is read with no screen showing it', () => {
  it('My Groups, opened after the rename, shows the new name, never the old one', async () => {
    const { client, land } = groupsServer();
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: 30_000, retry: false } },
    });
    void queryClient.prefetchQuery(myGroupsQuery(client));
    await land();

    let update: ReturnType<typeof useUpdateGroup> | undefined;
    function SettingsPage() {
      update = useUpdateGroup(DAWN);
      return null;
    }
    render(queryClient, client, createElement(SettingsPage));
    // a read of My Groups, left before the rename, is on its way
    void queryClient.refetchQueries({ queryKey: myGroupsQuery(client).queryKey, type: 'all' });
    await act(async () => {
      await update?.mutateAsync({ name: 'Dawn Patrol' });
    });
    await land();

    const shown: string[] = [];
    function MyGroups() {
      const { data } = useMyGroups();
      const name = data?.[0]?.name;
      if (name !== undefined && name !== shown.at(-1)) shown.push(name);
      return null;
    }
    render(queryClient, client, createElement(MyGroups));
    await land();
    expect(shown).toEqual(['Dawn Patrol']);
  });
});
