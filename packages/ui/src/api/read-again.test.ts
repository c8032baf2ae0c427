import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readAgain } from './read-again';

/**
 * A server with one group name, whose reads wait until the test lets them land: each brings the
 * name as it was when the read began, as a request that reached the server then would.
 */
function server(name: string) {
  let current = name;
  let reads = 0;
  const waiting: Array<() => void> = [];
  return {
    rename: (next: string) => {
      current = next;
    },
    read: () => {
      reads += 1;
      const seen = current;
      return new Promise<string>((resolve) => waiting.push(() => resolve(seen)));
    },
    /** Lets every read on its way land. */
    land: async () => {
      for (const resolve of waiting.splice(0)) resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    waiting: () => waiting.length,
    /** How many reads reached the server. */
    reads: () => reads,
  };
}

const myGroups = ['groups', 'mine'] as const;
let client: QueryClient;
afterEach(() => client.clear());

function setUp(name: string) {
  const groups = server(name);
  client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const options = { queryKey: myGroups, queryFn: groups.read };
  /** A screen showing the list: each name it showed, in turn. */
  const show = () => {
    const observer = new QueryObserver(client, options);
    const shown: string[] = [];
    const stop = observer.subscribe((result) => {
      if (result.data !== undefined && result.data !== shown.at(-1)) shown.push(result.data);
    });
    return { shown, stop };
  };
  return { groups, options, show };
}

describe('reading again what a write changed', () => {
  it('does not take a read that began before the write, with no screen showing it, for fresh', async () => {
    const { groups, options, show } = setUp('Dawn Patrol Lifters');
    void client.prefetchQuery(options);
    await groups.land();
    // My Groups left: a read of it on its way when the rename is answered
    void client.refetchQueries({ queryKey: myGroups, type: 'all' });
    groups.rename('Dawn Patrol');
    await readAgain(client, { queryKey: myGroups });
    await groups.land();

    // she opens My Groups: the list the read brought is read again, and shows the new name
    const screen = show();
    await groups.land();
    expect(screen.shown.at(-1)).toBe('Dawn Patrol');
    screen.stop();
  });

  it('drops a read on its way for a screen showing it, for one after the write', async () => {
    const { groups, options, show } = setUp('Dawn Patrol Lifters');
    await Promise.all([client.prefetchQuery(options), groups.land()]);
    const screen = show();
    void client.refetchQueries({ queryKey: myGroups });
    groups.rename('Dawn Patrol');
    const done = readAgain(client, { queryKey: myGroups });
    await groups.land();
    await done;
    expect(screen.shown.at(-1)).toBe('Dawn Patrol');
    expect(client.getQueryState(myGroups)?.isInvalidated).toBe(false);
    screen.stop();
  });

  it('reads a screen’s first read again once it lands', async () => {
    const { groups, show } = setUp('Dawn Patrol Lifters');
    const screen = show();
    groups.rename('Dawn Patrol');
    void readAgain(client, { queryKey: myGroups });
    await groups.land();
    await groups.land();
    expect(screen.shown).toEqual(['Dawn Patrol Lifters', 'Dawn Patrol']);
    screen.stop();
  });

  it('reads a screen’s first read again once, whatever number of writes found it on its way', async () => {
    const { groups, show } = setUp('Dawn Patrol Lifters');
    const screen = show();
    groups.rename('Dawn Patrol');
    void readAgain(client, { queryKey: myGroups });
    void readAgain(client, { queryKey: myGroups });
    await groups.land();
    await groups.land();
    expect(screen.shown.at(-1)).toBe('Dawn Patrol');
    expect(groups.reads()).toBe(2);
    screen.stop();
  });

  it('marks a list nothing is reading to be read when next shown, as before', async () => {
    const { groups, options, show } = setUp('Dawn Patrol Lifters');
    void client.prefetchQuery(options);
    await groups.land();
    groups.rename('Dawn Patrol');
    await readAgain(client, { queryKey: myGroups });
    expect(groups.waiting()).toBe(0);
    expect(client.getQueryState(myGroups)?.isInvalidated).toBe(true);
    const screen = show();
    await groups.land();
    expect(screen.shown.at(-1)).toBe('Dawn Patrol');
    screen.stop();
  });
});
