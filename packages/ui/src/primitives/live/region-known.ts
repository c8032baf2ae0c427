import { useEffect, useState } from 'react';

/**
 * How long a live region waits between arriving and speaking. A screen reader hears a change only
 * in a region it already knows, and it learns of a region some time after the region is added:
 * a region that arrives with its words already in it is, with many screen readers, never read.
 */
export const REGION_KNOWN_MS = 150;

/**
 * Whether the words of a live region that has just arrived may be heard yet: false for its first
 * moments when `waits` (the region's words are kept from assistive technology meanwhile), then
 * true, so they arrive as a change to a region the screen reader already knows and are read out.
 * Nothing changes on screen. With `waits` false the words are heard at once; each time `waits`
 * turns true again (a region shown again) they wait again.
 */
export function useHeardAfterArrival(waits: boolean): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (!waits) return;
    const timer = setTimeout(() => setArrived(true), REGION_KNOWN_MS);
    return () => {
      clearTimeout(timer);
      // gone (or no longer waiting): when it comes back, it arrives again
      setArrived(false);
    };
  }, [waits]);
  return !waits || arrived;
}
