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
 * went with, while that is on its way.
 */
type Kept<T> = { value: T; sent?: Promise<unknown> };

/** The draft kept under `name`, if any. */
export function keptDraft<T>(client: QueryClient, name: string): { value: T } | undefined {
  return client.getQueryData<Kept<T>>(draftKey(name));
}

/** Keeps `value` as the draft under `name`, until it is forgotten or the cache is cleared. */
export function keepDraft<T>(client: QueryClient, name: string, value: T): void {
  // a draft has no observer while she is away: it must outlast the cache's 5-minute clean-up
  client.setQueryDefaults([DRAFTS], { gcTime: Infinity });
  // a change made while it is on its way keeps it marked as sent
  client.setQueryData<Kept<T>>(draftKey(name), (kept) => ({ value, sent: kept?.sent }));
}

/**
 * Sends what the drafts under `names` hold: `request` is on its way with them, and they are
 * marked with it. Answered, they are forgotten, whether or not the form is still there (what
 * she typed went with what it made); failed, they stay, no longer marked. A form opened on them
 * before the answer (she left and came back) takes the same request up (`useSentPress`) rather
 * than offering her words for a second press. Returns `request`.
 */
export function sendKeptDrafts<R>(
  client: QueryClient,
  names: readonly string[],
  request: Promise<R>,
): Promise<R> {
  const mark = (sent: Promise<unknown> | undefined) => {
    for (const name of names) {
      const kept = client.getQueryData<Kept<unknown>>(draftKey(name));
      if (kept) client.setQueryData<Kept<unknown>>(draftKey(name), { value: kept.value, sent });
    }
  };
  mark(request);
  return request.then(
    (result) => {
      for (const name of names) forgetDraft(client, name);
      return result;
    },
    (reason: unknown) => {
      mark(undefined);
      throw reason;
    },
  );
}

/** Whether the draft under `name` was sent, and the request it went with is still on its way. */
export function draftSent(client: QueryClient, name: string): boolean {
  return client.getQueryData<Kept<unknown>>(draftKey(name))?.sent !== undefined;
}

/**
 * A form's press that outlives the form. `send(request)` sends what the drafts under `names`
 * hold (`sendKeptDrafts`) and, once it is answered, runs `onAnswer` with the answer if the form
 * is still shown (opening what it made); once she has gone elsewhere, she stays there. A form
 * opened while an earlier press of hers is still on its way (she pressed, left and came back)
 * follows that press as if she had never left: `pending` until its answer, then `onAnswer`, or
 * its `failure` to show; `clear()` drops that failure (dismissed, or a new press).
 */
export function useSentPress<R>(
  names: readonly string[],
  onAnswer: (result: R) => void,
): {
  pending: boolean;
  failure: Error | null;
  clear: () => void;
  send: (request: Promise<R>) => Promise<R>;
} {
  const client = useQueryClient();
  const stillShown = useStillShown();
  const [first] = names;
  // read once, as the form opens
  const [earlier] = useState(() =>
    first === undefined ? undefined : client.getQueryData<Kept<unknown>>(draftKey(first))?.sent,
  );
  const [followed, setFollowed] = useState<{ failure: Error | null } | null>(() =>
    earlier ? { failure: null } : null,
  );
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });
  const following = useRef(false);
  useEffect(() => {
    if (earlier === undefined || following.current) return;
    following.current = true;
    earlier.then(
      (result) => {
        setFollowed(null);
        if (stillShown()) answer.current(result as R);
      },
      (reason: unknown) =>
        setFollowed({ failure: reason instanceof Error ? reason : new Error(String(reason)) }),
    );
  }, [earlier, stillShown]);
  return {
    pending: followed !== null && followed.failure === null,
    failure: followed?.failure ?? null,
    clear: () => setFollowed(null),
    send: (request) => {
      setFollowed(null);
      return sendKeptDrafts(client, names, request).then((result) => {
        if (stillShown()) answer.current(result);
        return result;
      });
    },
  };
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

/**
 * Whether the form is still on screen, for what follows its answer: a form she sent and then
 * left forgets its draft all the same (the item is made), but opening what it made happens only
 * while she is still on the form. Once she has gone elsewhere in the app, she stays there.
 */
export function useStillShown(): () => boolean {
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(() => shown.current, []);
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
    const drafts = cache.findAll({ queryKey: [DRAFTS] }).length > 0;
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
