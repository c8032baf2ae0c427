// @vitest-environment happy-dom
import { act, createElement } from 'react';
import type { ApiClient, MonthBadges } from '@reprally/api-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageWithClients, readsInFlight } from '../../testing/reads-in-flight';
import { currentMonthlyBadgesQuery } from './useCurrentMonthlyBadges';
import { useMarkBadgesNotified } from './useMarkBadgesNotified';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const IRON_WILL = 3;

function november(isNew: boolean): MonthBadges {
  return {
    year: 2026,
    month: 11,
    monthName: 'November',
    totalEarned: 1,
    totalAvailable: 4,
    badges: [
      {
        badgeId: IRON_WILL,
        badgeName: 'Iron Will',
        badgeDescription: 'Twenty workouts in a month',
        awardedAt: new Date('2026-11-30T23:00:00Z'),
        isNew,
      },
    ],
  };
}

/** The server: marking a badge seen takes effect at once; a read of the month waits to land. */
function badgesServer() {
  let isNew = true;
  const reads = readsInFlight();
  const client = {
    monthlyBadges: {
      current: () => reads.read(() => november(isNew)),
      all: () => new Promise(() => undefined),
      markNotified: () => {
        isNew = false;
        return Promise.resolve();
      },
    },
    errors: { report: () => Promise.resolve() },
  } as unknown as ApiClient;
  return { client, land: reads.land };
}

let page: ReturnType<typeof pageWithClients> | undefined;
afterEach(() => page?.unmount());

describe('badges marked seen while this month’s badges are read with no screen showing them', () => {
  it('keeps them seen: a read that began before cannot make them new again', async () => {
    const { client, land } = badgesServer();
    page = pageWithClients(client);
    const { queryClient } = page;
    const query = currentMonthlyBadgesQuery(client);
    void queryClient.prefetchQuery(query);
    await land();

    let mark: ReturnType<typeof useMarkBadgesNotified> | undefined;
    function Celebration() {
      mark = useMarkBadgesNotified();
      return null;
    }
    page.render(createElement(Celebration));
    // a read of this month's badges, begun before they were marked seen, is on its way
    void queryClient.refetchQueries({ queryKey: query.queryKey, type: 'all' });
    await act(async () => {
      await mark?.mutateAsync([IRON_WILL]);
    });
    await land();

    expect(queryClient.getQueryData<MonthBadges>(query.queryKey)?.badges[0]?.isNew).toBe(false);
  });
});
