import { useEffect, useState } from 'react';
import { mediaQueries } from './tokens';

/** Whether the window matches `query`, read at once and followed as it changes. */
function useMediaMatch(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const follow = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

/**
 * Whether the window is as wide as the desktop breakpoint (where the top bar and the side
 * navigations show, and the phone's menus do not), read at once and followed as it changes.
 */
export function useDesktopWidth(): boolean {
  return useMediaMatch(mediaQueries.desktop);
}

/**
 * Whether the window is as wide as the tablet breakpoint (where a page header's title and its
 * actions share a row), read at once and followed as it changes.
 */
export function useTabletWidth(): boolean {
  return useMediaMatch(mediaQueries.tablet);
}
