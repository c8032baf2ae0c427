import { useCallback, useEffect, useRef } from 'react';

/**
 * For tabs kept in the address, one history entry per tab she picks: a click selects a tab twice
 * (on the press, then on focus), and the second must not push the same entry again. Returns
 * `isNewTab(value)`, true only for a tab other than the one last asked for (or shown, after the
 * browser's Back or Forward changed it).
 */
export function useNewTabCheck(tab: string): (value: string) => boolean {
  const shownTab = useRef(tab);
  useEffect(() => {
    shownTab.current = tab;
  }, [tab]);
  return useCallback((value: string) => {
    if (value === shownTab.current) return false;
    shownTab.current = value;
    return true;
  }, []);
}
