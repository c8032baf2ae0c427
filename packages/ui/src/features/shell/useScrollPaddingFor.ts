import { useCallback } from 'react';
import { scrollPaddingGap } from './scroll-padding.css';

type Edge = 'top' | 'bottom';
const property = { top: 'scrollPaddingTop', bottom: 'scrollPaddingBottom' } as const;

/**
 * For a bar that stays on screen over the page (the sticky header, the phone's bottom tab bar):
 * keeps the window's scroll padding on that edge as tall as the bar, plus a small gap, while the
 * bar stays over the page (the header in a short window scrolls away with it, and covers nothing). The
 * browser then scrolls a control that gets focus (Tab, Shift+Tab, a field's error) clear of the
 * bar instead of leaving it under it, and does the same for anything scrolled into view. Without
 * it, the last link of the dashboard sat fully under the tab bar when a keyboard reached it.
 *
 * The bar's height is measured, not written down: the header's navigation wraps onto a second
 * row on narrower desktops, and a bar that is not displayed (the tab bar on a desktop) measures
 * 0 and leaves the page's own padding on that edge (the same gap, so a control focused at the
 * window's edge keeps its whole focus ring). The padding is set on the root element itself, a
 * property nothing inherits, so a change restyles only the root. Returns the ref for the bar's
 * element.
 */
export function useScrollPaddingFor(edge: Edge) {
  return useCallback(
    (bar: HTMLElement) => {
      const root = document.documentElement.style;
      // a bar that scrolls away with the page (the header in a short window) covers nothing
      const keepClear = () => {
        const { position } = getComputedStyle(bar);
        const over = position === 'sticky' || position === 'fixed';
        const height = bar.getBoundingClientRect().height;
        root[property[edge]] = over && height > 0 ? `calc(${height}px + ${scrollPaddingGap})` : '';
      };
      const observer = new ResizeObserver(keepClear);
      observer.observe(bar);
      // the window's height alone can change whether the bar stays over the page
      window.addEventListener('resize', keepClear);
      return () => {
        observer.disconnect();
        window.removeEventListener('resize', keepClear);
        root[property[edge]] = '';
      };
    },
    [edge],
  );
}
