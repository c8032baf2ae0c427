import { useEffect, useState } from 'react';
import { mediaQueries } from './tokens';

/**
 * Whether the window is as wide as the desktop breakpoint (where the top bar and the side
 * navigations show, and the phone's menus do not), read at once and followed as it changes.
 */
export function useDesktopWidth(): boolean {
  const [desktop, setDesktop] = useState(() => window.matchMedia(mediaQueries.desktop).matches);
  useEffect(() => {
    const query = window.matchMedia(mediaQueries.desktop);
    const follow = (event: MediaQueryListEvent) => setDesktop(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return desktop;
}
