import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { draftKey, forgetDraft, type Kept } from './kept-draft';
import { onceOnline } from './online';

// A form's press that outlives the form: its request, marked on the drafts it sends, and what
// follows its answer. Apart from kept-draft.ts, which the app's frame loads for its 'Leave
// site?' check, so that only the screens with such forms load this.

/**
 * Sends what the drafts under `names` hold: `request` is on its way with them, and they are
 * marked with it. Answered, they are forgotten, whether or not the form is still there (what
 * she typed went with what it made); failed, they stay, no longer marked. A form opened on them
 * before the answer (she left and came back) takes the same request up (`useSentPress`) rather
 * than offering her words for a second press. A failure no one was shown (`shown()` is false
 * then: she had left the form) stays with the drafts, for the form she comes back to to say
 * (`keptFailure`). Returns `request`.
 */
export function sendKeptDrafts<R>(
  client: QueryClient,
  names: readonly string[],
  request: Promise<R>,
  shown: () => boolean,
): Promise<R> {
  const mark = (sent: Promise<unknown> | undefined, failure?: { reason: unknown }) => {
    for (const name of names) {
      const kept = client.getQueryData<Kept<unknown>>(draftKey(name));
      if (kept) {
        client.setQueryData<Kept<unknown>>(draftKey(name), {
          value: kept.value,
          sent,
          ...(failure ? { failure } : {}),
        });
      }
    }
  };
  mark(request);
  return request.then(
    (result) => {
      for (const name of names) forgetDraft(client, name);
      return result;
    },
    (reason: unknown) => {
      mark(undefined, shown() ? undefined : { reason });
      throw reason;
    },
  );
}

/**
 * A form machine's request that outlives the machine, which stops with its page or dialog while
 * the request goes on. `request` is made once online: while offline it waits, and if the
 * machine stops first it is never made (nothing failed; her form comes back as she left it).
 * Made, it sends what the drafts under `names` hold (`sendKeptDrafts`): answered, they go with
 * what it made, whether or not the machine is there. Failed after the machine stopped, the
 * failure is given to `report` (the machine that reports failures is gone) and stays with the
 * drafts, for the form she comes back to to say. `signal` is the machine's actor's.
 */
export function sendFromMachine<R>(
  client: QueryClient,
  names: readonly string[],
  signal: AbortSignal,
  request: () => Promise<R>,
  report?: (error: unknown) => void,
): Promise<R> {
  let made = false;
  const sent = onceOnline(() => {
    made = true;
    return request();
  }, signal);
  // the machine is there to show the failure, or nothing was made
  const seen = () => !signal.aborted || !made;
  return sendKeptDrafts(client, names, sent, seen).catch((error: unknown) => {
    if (!seen()) report?.(error);
    throw error;
  });
}

/** The request the draft under `name` was sent with, while it is still on its way. */
function sentWith(client: QueryClient, name: string): Promise<unknown> | undefined {
  return client.getQueryData<Kept<unknown>>(draftKey(name))?.sent;
}

/** Whether the draft under `name` was sent, and the request it went with is still on its way. */
export function draftSent(client: QueryClient, name: string): boolean {
  return sentWith(client, name) !== undefined;
}

/** Why the request the draft under `name` went with failed while no form showed it, if so. */
export function keptFailure(client: QueryClient, name: string): { reason: unknown } | undefined {
  return client.getQueryData<Kept<unknown>>(draftKey(name))?.failure;
}

/**
 * A press she made on the draft under `name` and left before its answer, for the form she comes
 * back to: waits for that answer if it is still on its way, then forgets the draft and gives
 * what it held, with why its request failed if no form said so. Undefined when nothing is kept,
 * or when the form following it has gone too (`signal`, its machine's): the draft and its
 * failure then stay for the next form.
 */
export async function followLeftPress<T>(
  client: QueryClient,
  name: string,
  signal?: AbortSignal,
): Promise<{ value: T; failure?: { reason: unknown } } | undefined> {
  const kept = client.getQueryData<Kept<T>>(draftKey(name));
  if (!kept) return undefined;
  await kept.sent?.catch(() => undefined);
  if (signal?.aborted) return undefined;
  const failure = keptFailure(client, name);
  forgetDraft(client, name);
  return failure ? { value: kept.value, failure } : { value: kept.value };
}

/** The failure kept with the drafts under `names` has been shown: it is not told again. */
export function failureTold(client: QueryClient, names: readonly string[]): void {
  for (const name of names) {
    const kept = client.getQueryData<Kept<unknown>>(draftKey(name));
    if (kept?.failure) {
      client.setQueryData<Kept<unknown>>(draftKey(name), { value: kept.value, sent: kept.sent });
    }
  }
}

/**
 * A form's press that outlives the form. `send(start)` makes the request (`start()`) and sends
 * what the drafts under `names` hold with it (`sendKeptDrafts`); once it is answered, runs
 * `onAnswer` with the answer if the form is still shown (opening what it made); once she has gone
 * elsewhere, she stays there. One press makes one request: while one is on its way, `send`
 * makes none and returns null, however fast the second press comes (before the busy button has
 * been drawn). A form opened while an earlier press of hers is still on its way (she pressed,
 * left and came back) follows that press as if she had never left: `pending` until its answer,
 * then `onAnswer`, or its `failure` to show. One opened after that press failed unseen shows its
 * `failure` at once. `clear()` drops that failure (dismissed, or a new press).
 */
export function useSentPress<R>(
  names: readonly string[],
  onAnswer: (result: R) => void,
): {
  pending: boolean;
  failure: Error | null;
  clear: () => void;
  send: (start: () => Promise<R>) => Promise<R> | null;
} {
  const client = useQueryClient();
  // set as a press sends and cleared at its answer, before any re-render: a second press in
  // between makes no second request
  const sending = useRef(false);
  const stillShown = useStillShown();
  const [first] = names;
  // read once, as the form opens
  const [earlier] = useState(() => (first === undefined ? undefined : sentWith(client, first)));
  const [failedAway] = useState(() =>
    first === undefined ? undefined : keptFailure(client, first),
  );
  const [followed, setFollowed] = useState<{ failure: Error | null } | null>(() =>
    earlier ? { failure: null } : failedAway ? { failure: asError(failedAway.reason) } : null,
  );
  const told = useRef(names);
  useEffect(() => {
    if (failedAway) failureTold(client, told.current);
  }, [client, failedAway]);
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });
  const following = useRef(false);
  const pending = followed !== null && followed.failure === null;
  useEffect(() => {
    if (earlier === undefined || following.current) return;
    following.current = true;
    earlier.then(
      (result) => {
        setFollowed(null);
        if (stillShown()) answer.current(result as R);
      },
      (reason: unknown) => {
        setFollowed({ failure: asError(reason) });
        if (stillShown()) failureTold(client, told.current);
      },
    );
  }, [client, earlier, stillShown]);
  return {
    pending,
    failure: followed?.failure ?? null,
    clear: () => setFollowed(null),
    send: (start) => {
      if (sending.current || pending) return null;
      sending.current = true;
      setFollowed(null);
      let request: Promise<R>;
      try {
        request = start();
      } catch (reason) {
        request = Promise.reject(asError(reason));
      }
      return sendKeptDrafts(client, names, request, stillShown)
        .finally(() => {
          sending.current = false;
        })
        .then((result) => {
          if (stillShown()) answer.current(result);
          return result;
        });
    },
  };
}

/**
 * `useSentPress` for a form that sends through a TanStack Query mutation. The form shows one
 * state: the mutation's own while this form's press is on its way or has failed, else that of a
 * press she made before she left and came back. `send(variables)` does not reject: a failure
 * shows through `failure`, until `dismiss()` or the next press.
 */
export function useSentMutation<R, V>(
  mutation: {
    mutateAsync: (variables: V) => Promise<R>;
    isPending: boolean;
    error: Error | null;
    reset: () => void;
  },
  names: readonly string[],
  onAnswer: (result: R) => void,
): { pending: boolean; failure: Error | null; dismiss: () => void; send: (variables: V) => void } {
  const press = useSentPress<R>(names, onAnswer);
  return {
    pending: mutation.isPending || press.pending,
    failure: mutation.error ?? press.failure,
    dismiss: () => {
      mutation.reset();
      press.clear();
    },
    send: (variables) => {
      press.send(() => mutation.mutateAsync(variables))?.catch(() => undefined);
    },
  };
}

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));

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
