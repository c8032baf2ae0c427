import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page opened by a link, a press or a redirect starts at its top, as a newly loaded document
 * would: without this, the window kept the last page's scroll position, and a member who pressed
 * a tab at the foot of a long page landed at the foot of the next one. Back and Forward are left
 * to the browser, which puts the window back where it was on that page; a change of the query
 * alone (a tab within the same page) keeps the member where she is.
 */
export function useNewPageStartsAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  // before paint, so the new page is never drawn at the old position
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
}
