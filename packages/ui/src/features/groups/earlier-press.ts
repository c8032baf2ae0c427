import { useEffect, useRef, useState } from 'react';
import { useMutationState, useQueryClient, type MutationKey } from '@tanstack/react-query';

/** Failures of earlier presses that a control has said already: not said again. */
const told = new Set<number>();

/**
 * A press made on an earlier showing of a control, one whose requests carry `mutationKey`: she
 * pressed Make Admin, left for another tab or page before the answer, and came back. While that
 * request is on its way the control is `pending` (busy, so it is not pressed twice); if it
 * failed with no control there to say so, or fails now, its `failure` is said by this showing,
 * once: dismissed (`dismiss()`), or left again, it is not said again. Answered while this
 * showing follows it, `onAnswer` says so. A press made on this showing is the caller's own to
 * follow.
 */
export function useEarlierPress(
  mutationKey: MutationKey,
  onAnswer: () => void,
): {
  pending: boolean;
  failure: Error | null;
  dismiss: () => void;
} {
  const client = useQueryClient();
  // the presses made before this showing opened (a mutation's id grows with each one made)
  const [lastBefore] = useState(() =>
    Math.max(
      -1,
      ...client
        .getMutationCache()
        .findAll({ mutationKey, exact: true })
        .map((mutation) => mutation.mutationId),
    ),
  );
  const earlier = useMutationState({
    filters: {
      mutationKey,
      exact: true,
      predicate: (mutation) => mutation.mutationId <= lastBefore,
    },
    select: (mutation) => ({
      id: mutation.mutationId,
      status: mutation.state.status,
      error: mutation.state.error,
    }),
  }).at(-1);
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });
  // followed from 'pending' here: its answer is said here
  const followed = useRef<number | null>(null);
  useEffect(() => {
    if (earlier?.status === 'pending') followed.current = earlier.id;
    else if (earlier?.status === 'success' && followed.current === earlier.id) {
      followed.current = null;
      answer.current();
    }
  }, [earlier?.id, earlier?.status]);
  // the failure this showing says, once it has said it
  const [saying, setSaying] = useState<number | null>(null);
  const failed = earlier?.status === 'error' ? earlier : undefined;
  const shown = failed && (saying === failed.id || !told.has(failed.id)) ? failed : undefined;
  useEffect(() => {
    if (!shown || told.has(shown.id)) return;
    told.add(shown.id);
    setSaying(shown.id);
  }, [shown]);
  return {
    pending: earlier?.status === 'pending',
    failure: shown ? asError(shown.error) : null,
    dismiss: () => setSaying(null),
  };
}

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));
