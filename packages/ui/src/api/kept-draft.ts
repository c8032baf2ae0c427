import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * What a member typed into a form and has not sent yet, kept while she is elsewhere in the app:
 * she starts a group's description, taps 'Dashboard' to check a number, comes back, and her
 * words are there. Drafts live in the query cache, under their own key, so they belong to the
 * member as the cache does: gone when she logs out (here or in another tab) or someone else
 * signs in, kept under an expired session's prompt, never written to storage, and gone with
 * the page. A form forgets its draft once it has been sent.
 */
const DRAFTS = 'draft';

/** The cache key of a draft: one per form and per place ('create-group', 'comment:1:7'). */
export const draftKey = (name: string) => [DRAFTS, name] as const;

/**
 * The draft wrapped, so a kept empty or false value is told from none; `sent` is the request it
 * went with, while that is on its way; `failure`, why that request failed while no form showed
 * it, until a form opened on the draft has said so.
 */
export type Kept<T> = { value: T; sent?: Promise<unknown>; failure?: { reason: unknown } };

/** The draft kept under `name`, if any. */
export function keptDraft<T>(client: QueryClient, name: string): { value: T } | undefined {
  return client.getQueryData<Kept<T>>(draftKey(name));
}

/** Keeps `value` as the draft under `name`, until it is forgotten or the cache is cleared. */
export function keepDraft<T>(client: QueryClient, name: string, value: T): void {
  // a draft has no observer while she is away: it must outlast the cache's 5-minute clean-up
  client.setQueryDefaults([DRAFTS], { gcTime: Infinity });
  // a change made while it is on its way keeps it marked as sent; a failure she has been told of
  // is not told again
  client.setQueryData<Kept<T>>(draftKey(name), (kept) => ({ value, sent: kept?.sent }));
}

/** Drops the draft under `name` (sent, or cancelled). */
export function forgetDraft(client: QueryClient, name: string): void {
  client.removeQueries({ queryKey: draftKey(name), exact: true });
}

/**
 * Whether two drafts hold the same: the same value (a chosen file is kept as it is), or the same
 * plain data (text, numbers, flags, lists of them).
 */
function sameData(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `useState` for a form's values whose last change is kept under `name` until `forget()` (after
 * the form was sent). The form starts from the kept draft, if any, else from `initial`. With
 * `name` null nothing is kept. Only a change the member made is kept: a form opened and left
 * untouched leaves nothing behind (its defaults, such as today's date, are worked out afresh),
 * nor does one whose changes were all undone. A draft is plain data (text, numbers, flags and
 * lists of them) or a chosen file, kept as it is.
 */
export function useKeptDraft<T>(
  name: string | null,
  initial: T | (() => T),
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const client = useQueryClient();
  // the form's own start, to tell a change from a change undone
  const [start] = useState<T>(() =>
    typeof initial === 'function' ? (initial as () => T)() : initial,
  );
  const [value, setValue] = useState<T>(() => {
    const kept = name === null ? undefined : keptDraft<T>(client, name);
    return kept ? kept.value : start;
  });
  const changed = useRef(false);
  const update = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    changed.current = true;
    setValue(next);
  }, []);
  useEffect(() => {
    if (name === null || !changed.current) return;
    // typed and then deleted: nothing is left to keep, and leaving asks nothing
    if (sameData(value, start)) forgetDraft(client, name);
    else keepDraft(client, name, value);
  }, [client, name, start, value]);
  const forget = useCallback(() => {
    changed.current = false;
    if (name !== null) forgetDraft(client, name);
  }, [client, name]);
  return [value, update, forget];
}

/** Whether any draft is kept: closing the page then asks first (`askBeforeLeavingDrafts`). */
export function draftsKept(client: QueryClient): boolean {
  return client.getQueryCache().findAll({ queryKey: [DRAFTS] }).length > 0;
}

/**
 * While a draft is kept, closing the tab or reloading the page asks first (the browser's own
 * 'Leave site?'), since a draft lives in the page's memory only. Without drafts the page has no
 * such listener, so leaving it asks nothing and the browser may keep it for Back. Returns a
 * function that stops watching.
 */
export function askBeforeLeavingDrafts(client: QueryClient, target: Window = window): () => void {
  const cache = client.getQueryCache();
  const ask = (event: BeforeUnloadEvent) => {
    event.preventDefault();
  };
  let asking = false;
  const follow = () => {
    const drafts = draftsKept(client);
    if (drafts === asking) return;
    asking = drafts;
    if (drafts) target.addEventListener('beforeunload', ask);
    else target.removeEventListener('beforeunload', ask);
  };
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed') follow();
  });
  follow();
  return () => {
    unsubscribe();
    target.removeEventListener('beforeunload', ask);
  };
}
