import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { removalFocusRing } from './removal-focus.css';

/** The attribute that names an item of a list kept by useRemovalFocus. */
const ITEM_KEY = 'data-removal-key';

const inDialog = (element: Element) =>
  element.closest('[role="dialog"], [role="alertdialog"]') !== null;

/** Focus was lost: the element that held it left the page, and the browser put it on <body>. */
export const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * For a list whose items she can remove (a group's members, an admin's challenges). When the item
 * that last held focus inside the list leaves it, with the button she pressed inside it, focus
 * would fall back to the page, and a keyboard user's next Tab would start again at the header.
 * Instead the item that took its place takes focus; when it was the last item, the one before it;
 * when the list is empty, `fallback` (the empty state's button, say).
 *
 * It covers both orders in which a confirmation dialog and the removal can happen:
 * - the item leaves after the dialog has closed and returned focus into it, or with the dialog
 *   inside it: focus is on <body> when the list renders without it, and is moved at once;
 * - the item leaves while the dialog is still open: focus is in the dialog, and is left there;
 *   the dialog calls `recover` when it closes and finds its opener gone (ConfirmDialog's
 *   `onOpenerGone`).
 *
 * Focus that she has moved elsewhere on the page, with a key or a press outside the list (even
 * on its empty space, which leaves focus on <body>), is never taken. Give `listRef` to the list
 * and spread `removalFocusItem(key)` on each item.
 */
export function useRemovalFocus<Key extends string | number>(
  keys: readonly Key[],
  fallback?: () => HTMLElement | null,
) {
  const listRef = useRef<HTMLElement | null>(null);
  /** The key of the item that last held focus inside the list, as its attribute writes it. */
  const lastFocused = useRef<string | null>(null);
  const shown = useRef<string[]>(keys.map(String));
  /** An item that left while it held focus, and the keys shown before it left. */
  const lost = useRef<{ key: string; before: string[] } | null>(null);
  /** The latest `fallback`, for a recovery the dialog asks for after this render. */
  const fallbackRef = useRef(fallback);

  // listeners for the page's life: the list may mount after them (once loaded), so it is read
  // as each focus moves
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const list = listRef.current;
      const target = event.target as Element;
      const item = target.closest(`[${ITEM_KEY}]`);
      if (list && item && list.contains(item)) lastFocused.current = item.getAttribute(ITEM_KEY);
      // she moved on to something else on the page: an item leaving later is none of her
      // business; a dialog (the confirmation the item opened) is not moving on
      else if (!inDialog(target)) lastFocused.current = null;
    };
    // a press on the page outside the list (on its empty space, on text) moves focus to <body>
    // without a focusin: she has moved on all the same. Read once the press has moved focus, so
    // a press that leaves it where it was (on a scrollbar) changes nothing.
    let pressed: ReturnType<typeof setTimeout> | undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || inDialog(target)) return;
      if (listRef.current?.contains(target)) return;
      clearTimeout(pressed);
      pressed = setTimeout(() => {
        if (focusIsLost()) lastFocused.current = null;
      });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      clearTimeout(pressed);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);

  const recover = useCallback(() => {
    const gone = lost.current;
    if (!gone || !focusIsLost()) return;
    lost.current = null;
    const list = listRef.current;
    const now = shown.current;
    const at = gone.before.indexOf(gone.key);
    // the first item after it that is still shown, else the nearest one before it
    const next =
      gone.before.slice(at + 1).find((key) => now.includes(key)) ??
      gone.before
        .slice(0, Math.max(at, 0))
        .reverse()
        .find((key) => now.includes(key));
    const item =
      next === undefined
        ? null
        : (list?.querySelector<HTMLElement>(`[${ITEM_KEY}="${CSS.escape(next)}"]`) ?? null);
    (item ?? fallbackRef.current?.())?.focus();
  }, []);

  useLayoutEffect(() => {
    fallbackRef.current = fallback;
    const before = shown.current;
    const now = keys.map(String);
    shown.current = now;
    const key = lastFocused.current;
    if (key === null || now.includes(key) || !before.includes(key)) return;
    lastFocused.current = null;
    lost.current = { key, before };
    recover();
  });

  return { listRef, recover };
}

/**
 * What an item of a list kept by useRemovalFocus carries: its key, and the focus it may take from
 * the hook only (tabIndex -1), with a ring that follows a card's corners.
 */
export const removalFocusItem = (key: string | number) => ({
  [ITEM_KEY]: String(key),
  tabIndex: -1,
  className: removalFocusRing,
});
