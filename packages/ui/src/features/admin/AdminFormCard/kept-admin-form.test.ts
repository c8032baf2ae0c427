import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { adminWriteAnswered, reloadAdminLists } from './kept-admin-form';

const listKey = ['admin', 'challenges'] as const;

/**
 * A shown admin list whose reads the test answers one by one: `reads` counts the reads begun,
 * `answer(n, list)` answers the n-th (from 0), and `shown()` is the list the screen has.
 */
function shownList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: ((list: string[]) => void)[] = [];
  const observer = new QueryObserver<string[]>(client, {
    queryKey: listKey,
    queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
  });
  const stop = observer.subscribe(() => undefined);
  const answer = async (read: number, list: string[]) => {
    answers[read]?.(list);
    // the cache takes the answer a moment later
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    client,
    get reads() {
      return answers.length;
    },
    answer,
    shown: () => client.getQueryData<string[]>(listKey),
    stop: () => {
      stop();
      client.clear();
    },
  };
}

let list: ReturnType<typeof shownList> | undefined;
afterEach(() => list?.stop());

describe('reloadAdminLists', () => {
  it('reads the list again after a write answered, over a read begun before the write', async () => {
    list = shownList();
    await list.answer(0, ['Spring Sprint']);
    // a read begins (coming back to the window, say), and a write is sent and answered meanwhile
    void list.client.refetchQueries({ queryKey: listKey }, { cancelRefetch: false });
    expect(list.reads).toBe(2);
    reloadAdminLists(list.client, [listKey]);
    expect(list.reads).toBe(3);
    // the read begun before the write answers the list as it was; the one after, with the change
    await list.answer(1, ['Spring Sprint']);
    await list.answer(2, ['Summer Sprint']);
    expect(list.shown()).toEqual(['Summer Sprint']);
  });

  it('shares the read it began for the same answer rather than reading twice', async () => {
    list = shownList();
    await list.answer(0, ['Spring Sprint']);
    // the write's own reload, then the form's after the success it has seen
    reloadAdminLists(list.client, [listKey]);
    reloadAdminLists(list.client, [listKey]);
    expect(list.reads).toBe(2);
    await list.answer(1, ['Summer Sprint']);
    expect(list.shown()).toEqual(['Summer Sprint']);
  });

  it('reads again once its own read has been answered', async () => {
    list = shownList();
    await list.answer(0, ['Spring Sprint']);
    reloadAdminLists(list.client, [listKey]);
    await list.answer(1, ['Summer Sprint']);
    // a later write's answer: the list is read again
    reloadAdminLists(list.client, [listKey]);
    expect(list.reads).toBe(3);
  });

  it('reads again for a later write answered while the read for the earlier one is on its way', async () => {
    list = shownList();
    await list.answer(0, ['Spring Sprint', 'Summer Sprint']);
    adminWriteAnswered();
    reloadAdminLists(list.client, [listKey]);
    expect(list.reads).toBe(2);
    // a delete answered before the create's read: that read began before the delete
    adminWriteAnswered();
    reloadAdminLists(list.client, [listKey]);
    expect(list.reads).toBe(3);
    await list.answer(1, ['Spring Sprint', 'Summer Sprint', 'Autumn Sprint']);
    await list.answer(2, ['Summer Sprint', 'Autumn Sprint']);
    expect(list.shown()).toEqual(['Summer Sprint', 'Autumn Sprint']);
  });

  it('reads again once a first read begun before the answer has landed', async () => {
    list = shownList();
    // the page's first read is on its way when a write is answered
    adminWriteAnswered();
    reloadAdminLists(list.client, [listKey]);
    expect(list.reads).toBe(1);
    await list.answer(0, ['Spring Sprint']);
    expect(list.reads).toBe(2);
    await list.answer(1, ['Summer Sprint']);
    expect(list.shown()).toEqual(['Summer Sprint']);
  });
});
