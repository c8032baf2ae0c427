import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether the entry before this one in the tab's history is one of the app's own pages.
 *
 * The browser's router numbers each entry it writes in this tab (`history.state.idx`): 0 for the
 * first page of a visit, one more for every page opened from it, the same for a page that
 * replaced another. A visit that began with her sign-in has its first page where the provider
 * sent her back (the sign-in's callback, replaced by the page she asked for), so the entry before
 * it is the provider's, not ours. A router that keeps its history in memory (the stories) has no
 * such number: there, only the visit's first entry (key 'default') has nothing of ours behind it.
 */
export function hasAppPageBehind(locationKey: string, historyState: unknown): boolean {
  const index =
    typeof historyState === 'object' && historyState !== null && 'idx' in historyState
      ? historyState.idx
      : undefined;
  if (typeof index === 'number') return index > 0;
  return locationKey !== 'default';
}

/**
 * A page's own 'Back': the app's previous page when there is one, else the dashboard at '/',
 * never a page outside the app (the identity provider's, another site's).
 */
export function useGoBackInApp(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasAppPageBehind(key, window.history.state)) void navigate(-1);
    else void navigate('/');
  }, [key, navigate]);
}
