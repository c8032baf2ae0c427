// @vitest-environment happy-dom
import { act, createElement } from 'react';
import type { ApiClient, GroupSummary, UpdateGroupRequest } from '@reprally/api-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageWithClients, readsInFlight } from '../../testing/reads-in-flight';
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

/** The server: a rename takes effect at once; a read of My Groups waits until it lands. */
function groupsServer() {
  let name = 'Dawn Patrol Lifters';
  const reads = readsInFlight();
  const client = {
    groups: {
      list: () => reads.read(() => [dawn(name)]),
      get: () => new Promise(() => undefined),
      update: (_id: number, changes: UpdateGroupRequest) => {
        name = changes.name ?? name;
        return Promise.resolve();
      },
    },
    errors: { report: () => Promise.resolve() },
  } as unknown as ApiClient;
  return { client, land: reads.land };
}

let page: ReturnType<typeof pageWithClients> | undefined;
afterEach(() => page?.unmount());

describe('renaming a group while My Groups is read with no screen showing it', () => {
  it('My Groups, opened after the rename, shows the new name, never the old one', async () => {
    const { client, land } = groupsServer();
    page = pageWithClients(client);
    const { queryClient } = page;
    void queryClient.prefetchQuery(myGroupsQuery(client));
    await land();

    let update: ReturnType<typeof useUpdateGroup> | undefined;
    function SettingsPage() {
      update = useUpdateGroup(DAWN);
      return null;
    }
    page.render(createElement(SettingsPage));
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
    page.render(createElement(MyGroups));
    await land();
    expect(shown).toEqual(['Dawn Patrol']);
  });
});
