import { useEffect, useRef, useState } from 'react';
import {
  useMutationState,
  useQueryClient,
  type Mutation,
  type MutationFilters,
  type MutationKey,
} from '@tanstack/react-query';

/** A press's request, as the query cache keeps it. */
type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/**
 * Failures that a showing of their control has said (or was there to say, for a press made on
 * it): not said again.
 */
const told = new WeakSet<AnyMutation>();

/**
 * A press made on an earlier showing of a control, one whose requests carry `mutationKey`: she
 * pressed Make Admin (or Accept on an invite), left for another tab or page before the answer,
 * and came back. While that
 * request is on its way the control is `pending` (busy, so it is not pressed twice); if it
 * failed with no control there to say so, or fails now, its `failure` is said by this showing,
 * once: dismissed (`dismiss()`), or left again, it is not said again. Answered while this
 * showing follows it, `onAnswer` says so. A press made on this showing is the caller's own to
 * follow, and its failure, said by the caller, is not said again by the next showing.
 */
export function useEarlierPress(
  mutationKey: MutationKey,
  onAnswer: () => void = () => undefined,
): {
  pending: boolean;
  /** What the press still on its way was made with (Accept or Decline, say). */
  variables: unknown;
  failure: Error | null;
  dismiss: () => void;
} {
  const client = useQueryClient();
  const filters = { mutationKey, exact: true };
  const seen = useMadeBefore(filters).at(-1);
  const earlier = seen?.mutation;
  const status = seen?.status;

  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });
  // followed from 'pending' here: its answer is said here
  const followed = useRef<AnyMutation | null>(null);
  useEffect(() => {
    if (status === 'pending') followed.current = earlier ?? null;
    else if (status === 'success' && earlier && followed.current === earlier) {
      followed.current = null;
      answer.current();
    }
  }, [earlier, status]);

  // leaving, every failure of this control's presses has been said, here or by the caller
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });
  useEffect(
    () => () => {
      for (const mutation of client.getMutationCache().findAll(filtersRef.current)) {
        if (mutation.state.status === 'error') told.add(mutation);
      }
    },
    [client],
  );

  // the failure this showing says, once it has said it
  const [saying, setSaying] = useState<AnyMutation | null>(null);
  const failed = status === 'error' ? earlier : undefined;
  const shown = failed && (saying === failed || !told.has(failed)) ? failed : undefined;
  useEffect(() => {
    if (!shown || told.has(shown)) return;
    told.add(shown);
    setSaying(shown);
  }, [shown]);
  return {
    pending: status === 'pending',
    variables: status === 'pending' ? earlier?.state.variables : undefined,
    failure: shown ? asError(shown.state.error) : null,
    dismiss: () => setSaying(null),
  };
}

/**
 * The presses under `filters` made before this showing opened (a mutation's id grows with each
 * one made), oldest first, with their status: a new status is a new snapshot, so the showing is
 * drawn again when one is answered.
 */
function useMadeBefore(filters: MutationFilters) {
  const client = useQueryClient();
  const [lastBefore] = useState(() =>
    Math.max(
      -1,
      ...client
        .getMutationCache()
        .findAll(filters)
        .map((mutation) => mutation.mutationId),
    ),
  );
  return useMutationState({
    filters: {
      ...filters,
      predicate: (mutation) =>
        mutation.mutationId <= lastBefore && (filters.predicate?.(mutation) ?? true),
    },
    select: (mutation) => ({ mutation, status: mutation.state.status }),
  });
}

/**
 * Presses under `filters` made before this showing opened and still on their way then, for a
 * press whose control leaves with its answer (a removed member's row goes with the member): the
 * list that stays says it. `onAnswer` is given each press that lands while this is shown, once.
 */
export function useEarlierAnswers(
  filters: MutationFilters,
  onAnswer: (mutation: AnyMutation) => void,
): void {
  const made = useMadeBefore(filters);
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });
  const followed = useRef(new WeakSet<AnyMutation>());
  useEffect(() => {
    for (const { mutation, status } of made) {
      if (status === 'pending') followed.current.add(mutation);
      else if (followed.current.has(mutation)) {
        followed.current.delete(mutation);
        if (status === 'success') answer.current(mutation);
      }
    }
  }, [made]);
}

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));
