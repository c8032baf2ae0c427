import { useEffect, useRef, useState } from 'react';
import type { MonthlyBadgeHistoryEntry } from '@reprally/api-client';
import { newBadgeIds, newBadgeKeys } from './badge-history';
import { useMarkBadgesNotified } from './useMarkBadgesNotified';

type NewOnLoad = { keys: ReadonlySet<string>; ids: readonly number[] };

const none: ReadonlySet<string> = new Set();

/**
 * The badges that were new when the page first loaded its data (as `badgeKey`s). They stay
 * highlighted for the whole visit, even after the server has been told and a refetch says they
 * are seen; badges that turn new on a later refetch wait for the next visit. The server is told
 * once per visit (not again on a refetch, nor by React's StrictMode double effects). While the
 * data shown is a copy from an earlier visit being read again (`settled` false), the visit's
 * first data is the answer: a badge earned since would otherwise be shown without 'New!', and
 * celebrated on the visit after, once seen.
 */
export function useNewBadgesOnLoad(
  months: readonly MonthlyBadgeHistoryEntry[] | undefined,
  settled = true,
): ReadonlySet<string> {
  const [onLoad, setOnLoad] = useState<NewOnLoad | null>(null);
  // adjust state while rendering when the first data arrives (react.dev 'You might not need an effect')
  if (onLoad === null && months !== undefined && settled) {
    setOnLoad({ keys: newBadgeKeys(months), ids: newBadgeIds(months) });
  }

  const { mutate: markNotified } = useMarkBadgesNotified();
  const told = useRef(false);
  useEffect(() => {
    if (told.current || !onLoad || onLoad.ids.length === 0) return;
    told.current = true;
    markNotified(onLoad.ids);
  }, [onLoad, markNotified]);

  return onLoad?.keys ?? none;
}
