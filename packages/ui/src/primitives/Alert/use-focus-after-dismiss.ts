import { useCallback, type Ref, type RefCallback } from 'react';
import { focusIsLost } from '../RemovalFocus';

/** What Tab may reach (each is checked again: enabled, shown, not taken out of the order). */
const TABBABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';

/** The parts of a page a message belongs to, nearest first: its form, its section, the page. */
const SCOPES =
  'form, fieldset, section, article, aside, header, footer, nav, dialog, [role="dialog"], [role="alertdialog"], [role="region"], [role="group"], main, [role="main"]';

const canTakeFocus = (element: HTMLElement) =>
  element.isConnected &&
  element.tabIndex >= 0 &&
  !element.matches(':disabled') &&
  element.closest('[inert], [aria-hidden="true"]') === null &&
  element.getClientRects().length > 0 &&
  getComputedStyle(element).visibility !== 'hidden';

/**
 * The controls focus may go to when `message` leaves with it, in order of preference: in the
 * nearest part of the page around the message (its form, its section; then the next one out, up
 * to the whole page), the first control after the message, else the last one before it. Read
 * while the message is still in the page; each is checked again once it has gone.
 */
function controlsAround(message: HTMLElement): HTMLElement[] {
  const scopes: Element[] = [];
  let scope = message.parentElement?.closest(SCOPES);
  while (scope) {
    scopes.push(scope);
    scope = scope.parentElement?.closest(SCOPES);
  }
  scopes.push(document.body);
  return scopes.flatMap((scope) => {
    const controls = Array.from(scope.querySelectorAll<HTMLElement>(TABBABLE)).filter(
      (control) => !message.contains(control),
    );
    const after = controls.filter(
      (control) => message.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const before = controls.filter(
      (control) => message.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING,
    );
    return [...after, ...before.reverse()];
  });
}

/** The page's main heading takes focus, from script only, when no control is left to take it. */
function focusMainHeading(main: Element | null) {
  const heading = (main?.isConnected ? main : document).querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/** Hands `element` to the caller's `ref`; returns what hands it back when the element goes. */
function attach<T>(ref: Ref<T> | undefined, element: T): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(element);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = element;
    return () => {
      ref.current = null;
    };
  }
  return () => undefined;
}

/**
 * For a dismissible message (an Alert, a Banner): when it leaves the page while focus is in it
 * (on its Dismiss, or on the message itself when it took focus as it appeared), focus would fall
 * to the document, and a keyboard user's next Tab would start again at the top. Instead it moves
 * to the control nearest after the message in its form or section, else the one before it, else
 * the page's main heading. Focus something else has already placed (the screen's own handling)
 * is left where it is. Returns the ref for the message's root, passing it on to `ref`.
 */
export function useFocusAfterDismiss<T extends HTMLElement>(
  ref: Ref<T> | undefined,
): RefCallback<T> {
  return useCallback(
    (message: T | null) => {
      if (!message) return;
      const detach = attach(ref, message);
      return () => {
        detach();
        if (!message.contains(document.activeElement)) return;
        // the message is still in the page while it leaves: the places around it are read now,
        // and focus is moved once it has gone, if nothing else has taken it meanwhile
        const controls = controlsAround(message);
        const main = message.closest('main, [role="main"]');
        queueMicrotask(() => {
          if (message.isConnected || !focusIsLost()) return;
          const control = controls.find(canTakeFocus);
          if (control) control.focus();
          else focusMainHeading(main);
        });
      };
    },
    [ref],
  );
}
