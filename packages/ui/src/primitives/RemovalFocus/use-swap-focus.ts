import { useCallback, useEffect, useRef } from 'react';
import { focusIsLost } from './use-removal-focus';

/**
 * Focus across a summary and its form that replace each other, where the pressed button leaves
 * with its view: pressing the summary's Edit (call `willOpen` as it is pressed) moves focus into
 * the form once it shows (`focusForm`); when the form gives way to the summary again (Cancel, a
 * save that landed) and focus went with it, focus returns to Edit (`editRef`). Focus she moved
 * elsewhere meanwhile stays there, and a form that shows without her pressing Edit (the first
 * appearance, a goal not set yet) takes none.
 */
export function useSwapFocus(formShown: boolean, focusForm: () => void) {
  const editRef = useRef<HTMLButtonElement>(null);
  const opening = useRef(false);
  const shown = useRef(formShown);
  const focusFormNow = useRef(focusForm);
  focusFormNow.current = focusForm;
  useEffect(() => {
    if (shown.current === formShown) return;
    shown.current = formShown;
    if (formShown && opening.current) focusFormNow.current();
    if (!formShown && focusIsLost()) editRef.current?.focus();
    opening.current = false;
  }, [formShown]);
  const willOpen = useCallback(() => {
    opening.current = true;
  }, []);
  return { editRef, willOpen };
}
