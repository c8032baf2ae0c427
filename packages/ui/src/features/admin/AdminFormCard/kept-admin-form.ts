import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  useQueryClient,
  type FetchStatus,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { AdminFormEvent, selectAdminFormView } from '@reprally/machines';
import { forgetDraft, keepDraft, keptDraft } from '../../../api/kept-draft';
import { readAgainOnceLanded, readOnItsWay, unanswered } from '../../../api/read-again';
import { draftSent, failureTold, keptFailure, sendFromMachine } from '../../../api/sent-press';

/**
 * A write of an admin item (create, update, delete) as the form machine's actor: offline it
 * waits for the connection instead of failing, and what follows its success is done even when
 * she has left the page while it was on its way, as the form's own machine stops with the page:
 * the lists it changes are read again (at once where shown, else when next shown), and a create
 * or update forgets the form kept under `draft`, since it was saved (coming back must not reopen
 * it, where a second 'Create' would make a second item). While it is on its way the kept form is
 * marked as sent, so that coming back before the answer waits for it rather than reopening the
 * form. A write that fails keeps the draft, no longer marked; one that got no answer may have
 * been made all the same, so the lists it changes are read again then too. One that fails after
 * she left is reported here (`report`: no machine is left to do it), and its failure stays with
 * the draft, for the form she comes back to to say. A write she left before it was sent (it was
 * waiting for the connection) was never made: nothing failed, and her form simply waits.
 */
export function adminWrite<Input>(
  client: QueryClient,
  {
    changes,
    draft,
    report,
    written,
  }: {
    changes: readonly QueryKey[];
    draft?: string;
    report: (error: unknown) => void;
    /** Shows the write in what is kept of the lists at once, before they are read again. */
    written?: (input: Input) => void;
  },
  write: (input: Input) => Promise<unknown>,
) {
  return fromPromise<unknown, Input>(async ({ input, signal }) => {
    const names = draft === undefined ? [] : [draft];
    let result: unknown;
    try {
      result = await sendFromMachine(client, names, signal, () => write(input), report);
    } catch (error) {
      adminWriteAnswered();
      // unanswered, it may have been made all the same: the lists show whether it was
      if (unanswered(error)) reloadAdminLists(client, changes);
      throw error;
    }
    adminWriteAnswered();
    reloadAdminLists(client, changes);
    // the write shows in the kept list at once; the reload begun above brings the server's list
    written?.(input);
    return result;
  });
}

/**
 * An admin list's writes as shown in what is kept of it the moment the server has taken them:
 * an item updated as sent, an item deleted gone. The cards then agree with the 'updated' or
 * 'deleted' line beside them while the list is read again, and when that read fails.
 */
export function shownInList<Item extends { id: number }>(client: QueryClient, list: QueryKey) {
  return {
    // the payload's fields are the item's own, by the form's spec; a field left out stays
    updated: (input: { id: number }) =>
      client.setQueryData<Item[]>(list, (items) =>
        items?.map((item) =>
          item.id === input.id
            ? {
                ...item,
                ...(Object.fromEntries(
                  Object.entries(input).filter(([, value]) => value !== undefined),
                ) as Partial<Item>),
              }
            : item,
        ),
      ),
    deleted: (input: { id: number }) =>
      client.setQueryData<Item[]>(list, (items) => items?.filter((item) => item.id !== input.id)),
  };
}

/** How many admin writes have been answered, either way: the latest is the one a reload follows. */
let writesAnswered = 0;

/** An admin write was answered: what is read after this is read for its answer. */
export function adminWriteAnswered(): void {
  writesAnswered += 1;
}

/** The answer (its count in `writesAnswered`) each read `reloadAdminLists` began was begun for. */
const readFor = new WeakMap<Promise<unknown>, number>();

/**
 * Reads the given lists again, after the latest write was answered: a list shown must come from
 * a read begun after that answer. A read already on its way that began before it may bring the
 * list as it was before the write, so it is dropped for a new one; one this began for the same
 * answer is kept rather than made twice, so the form's own reload after a success it has seen
 * shares the one `adminWrite` began. A first read, which the cache does not drop (no list to
 * keep meanwhile), is read again once it lands. A list not shown is read when next shown.
 */
export function reloadAdminLists(client: QueryClient, changes: readonly QueryKey[]): void {
  const answer = writesAnswered;
  const cache = client.getQueryCache();
  const forThisAnswer = (query: Query) => {
    const read = readOnItsWay(query);
    return read !== undefined && readFor.get(read) === answer;
  };
  for (const queryKey of changes) {
    const before = new Map(
      cache.findAll({ queryKey }).map((query) => [query, readOnItsWay(query)]),
    );
    void client.invalidateQueries({ queryKey, predicate: forThisAnswer }, { cancelRefetch: false });
    void client.invalidateQueries(
      { queryKey, predicate: (query) => !forThisAnswer(query) },
      { cancelRefetch: true },
    );
    for (const query of cache.findAll({ queryKey })) {
      const read = readOnItsWay(query);
      if (read === undefined || readFor.has(read)) continue;
      if (read !== before.get(query)) readFor.set(read, answer);
      // begun before the answer and kept: the list it brings is read again after it
      else readAgainOnceLanded(client, query, read);
    }
  }
}

/** An admin form left open: which item it edits (null for a new one) and its values. */
type KeptAdminForm<Values> = { editingId: number | null; values: Values };

/**
 * An admin item's form (a challenge, a monthly badge) the admin leaves for another page waits
 * for her, as a member's forms do: coming back, the form is open again, on the same item, with
 * her values, replayed into the form's machine as her own presses and typing sent them ('New'
 * or 'Edit', then the change). Kept only once she has changed something; saved or cancelled, it
 * is forgotten. An edited item that is gone meanwhile leaves nothing to come back to: an edit
 * reopens only on the list as the server has it now, read again on her return (the list kept
 * from before may still hold an item deleted in another tab). When that read cannot be made
 * (offline, a failure), the list she had is used. Returns whether the page waits for the answer
 * to a save she pressed before she left: its actions rest until then.
 */
export function useKeptAdminForm<Item extends { id?: number }, Values>(
  name: string,
  {
    form,
    context: { values, editingId },
    list,
    send,
    spec,
  }: {
    form: ReturnType<typeof selectAdminFormView>;
    /** The form machine's values and the item it edits. */
    context: { values: Values; editingId: number | null };
    /** The screen's list of items: an edit is reopened on its item, once read again. */
    list: {
      data: readonly Item[] | undefined;
      isFetchedAfterMount: boolean;
      fetchStatus: FetchStatus;
      refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
    };
    send: (event: AdminFormEvent<Item, Values>) => void;
    /** What the form opens with: a new item's defaults, an edited one's values. */
    spec: { defaults: Values; fromItem: (item: Item) => Values };
  },
  /** False when the screen starts from a given state (stories). */
  restore: boolean,
) {
  const client = useQueryClient();
  const items = list.data;
  const { isFetchedAfterMount: reread, fetchStatus, refetch } = list;
  const restored = useRef(!restore);
  const askedAgain = useRef(false);
  const sent = useSyncExternalStore(
    useCallback((changed: () => void) => client.getQueryCache().subscribe(changed), [client]),
    () => draftSent(client, name),
  );
  const formOpen = form.formOpen;
  useEffect(() => {
    if (restored.current) return;
    const kept = keptDraft<KeptAdminForm<Values>>(client, name);
    if (!kept) {
      restored.current = true;
      return;
    }
    // a form she has opened herself meanwhile (while the list was read again for an edit, or
    // while what she sent was on its way) is not replaced under her hands
    if (formOpen) {
      restored.current = true;
      return;
    }
    // she came back before the answer to what she sent: the answer decides (saved, nothing
    // reopens; refused or failed, her form comes back as she left it, saying why)
    if (sent) return;
    const { editingId: keptId, values: keptValues } = kept.value;
    const failure = keptFailure(client, name);
    const reopen = (opened: AdminFormEvent<Item, Values>) => {
      send(opened);
      send({ type: 'CHANGE', values: keptValues });
      if (failure) {
        send({ type: 'SAVE_FAILED', error: failure.reason });
        failureTold(client, [name]);
      }
      restored.current = true;
    };
    if (keptId === null) {
      reopen({ type: 'NEW' });
    } else {
      // an edit waits for the list read again, to open on its item only if it is still there;
      // a read waiting for the connection leaves the list she had
      if (!reread && fetchStatus !== 'paused') {
        if (!askedAgain.current) {
          askedAgain.current = true;
          void refetch({ cancelRefetch: false });
        }
        return;
      }
      if (!items) return;
      const item = items.find((candidate) => candidate.id === keptId);
      if (item) {
        reopen({ type: 'EDIT', item });
      } else if (failure) {
        // her update failed because the item was deleted meanwhile: as when she sees it in
        // place, her values come back in a new item's form, with the server's message
        reopen({ type: 'NEW' });
      } else {
        restored.current = true;
        forgetDraft(client, name);
      }
    }
  }, [client, fetchStatus, formOpen, items, name, refetch, reread, send, sent]);

  useEffect(() => {
    if (!restored.current) return;
    // closed: saved, cancelled, or (for a moment) reopening from the draft, kept again next
    if (!form.formOpen) {
      forgetDraft(client, name);
      return;
    }
    if (form.submitting) return;
    const item = editingId === null ? undefined : items?.find(({ id }) => id === editingId);
    const opened = editingId === null ? spec.defaults : item && spec.fromItem(item);
    // a form left as it opened keeps nothing
    if (opened !== undefined && JSON.stringify(values) === JSON.stringify(opened)) {
      forgetDraft(client, name);
    } else {
      keepDraft<KeptAdminForm<Values>>(client, name, { editingId, values });
    }
  }, [client, editingId, form.formOpen, form.submitting, items, name, spec, values]);
  // with the form closed, a save on its way is one she pressed before she left (a save made here
  // keeps its form open, busy): the page's actions wait for its answer, as for any request
  return sent && !form.formOpen;
}
