import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isTitlePending, onTitleSettled } from '../../../app-config/title-pending';

/** What the shell's live region says, and a count that makes each saying a new one. */
export type PageAnnouncement = { text: string; count: number };

/**
 * How long a new page named by what it reads may take to name itself before its generic title
 * ('Group | RepRally') is said instead: silence after a press is kept short.
 */
export const TITLE_WAIT_MS = 1500;

/**
 * The name of the page a navigation opened, for the shell's polite live region. A browser
 * announces a new document when it loads one; a page the app renders in place of another is
 * silent, and a screen reader user who pressed a link heard nothing of where it led. Each change
 * of the address's path (a link, a press, a redirect, Back or Forward) says the new page's title,
 * which its screen has set by the time the new page is committed: the router renders the new
 * page in a transition, so the screen and this effect land in one commit, the screen's first. A
 * page named by what it reads (a group's name) says its title is pending until the read answers;
 * the saying waits for it, for at most `TITLE_WAIT_MS`. The first page of a visit is not
 * announced: the browser has just read it out. A change of the query alone (a tab within a page)
 * is not a new page.
 */
export function useNewPageAnnouncement(): PageAnnouncement {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState<PageAnnouncement>({ text: '', count: 0 });
  // the visit's first page, and whether she has left it since (then every page is said, the
  // first one too when she comes back to it)
  const first = useRef(pathname);
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current && pathname === first.current) return;
    navigated.current = true;
    const say = () => setAnnouncement((last) => ({ text: document.title, count: last.count + 1 }));
    if (!isTitlePending()) {
      say();
      return;
    }
    let waiting = true;
    const stopWaiting = () => {
      waiting = false;
      stopListening();
      window.clearTimeout(timer);
    };
    const sayOnce = () => {
      if (!waiting) return;
      stopWaiting();
      say();
    };
    // read once the commit that settled the title is over: the page sets its name in it too
    const stopListening = onTitleSettled(() => queueMicrotask(() => isTitlePending() || sayOnce()));
    const timer = window.setTimeout(sayOnce, TITLE_WAIT_MS);
    return stopWaiting;
  }, [pathname]);
  return announcement;
}
