import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** What the shell's live region says, and a count that makes each saying a new one. */
export type PageAnnouncement = { text: string; count: number };

/**
 * The name of the page a navigation opened, for the shell's polite live region. A browser
 * announces a new document when it loads one; a page the app renders in place of another is
 * silent, and a screen reader user who pressed a link heard nothing of where it led. Each change
 * of the address's path (a link, a press, a redirect, Back or Forward) says the new page's title,
 * which its screen has set by the time the new page is committed: the router renders the new
 * page in a transition, so the screen and this effect land in one commit, the screen's first. The
 * first page of a visit is not announced: the browser has just read it out. A change of the query
 * alone (a tab within a page) is not a new page.
 */
export function useNewPageAnnouncement(): PageAnnouncement {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState<PageAnnouncement>({ text: '', count: 0 });
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setAnnouncement((last) => ({ text: document.title, count: last.count + 1 }));
  }, [pathname]);
  return announcement;
}
