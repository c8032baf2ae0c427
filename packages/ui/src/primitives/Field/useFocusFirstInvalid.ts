import { useCallback, useEffect, useState, type RefObject } from 'react';
import { announceErrorOf } from './announce-error';

/**
 * After a refused submit, focus lands on the first invalid control inside `container`, so a
 * keyboard or screen reader member is taken to what to fix and hears its message. When that
 * control already has focus (she pressed Enter in it), focus cannot move there, and no focus
 * event would read the message: it is said in the field's polite live region instead. A control
 * that takes focus is not also announced, so the message is heard once.
 *
 * `refusal` is the refusal itself: a new value for each refused submit (the failed save's error
 * object, or a counter of refused submits), null while there is none. It must not change while
 * the member types, or focus would jump away from the field being edited.
 */
export function useFocusFirstInvalid(
  container: RefObject<HTMLElement | null>,
  refusal: unknown,
): void {
  useEffect(() => {
    if (refusal === null || refusal === undefined || refusal === false) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    if (first.contains(document.activeElement)) announceErrorOf(first);
    else first.focus();
  }, [container, refusal]);
}

/**
 * The same for a form's own checks: returns what to call when they stop a submit, and focus then
 * lands on the first field they marked invalid, as after the server's refusal. Each stopped
 * submit moves focus again (or says the message again), also when the message is the same as the
 * last one.
 */
export function useFocusFirstInvalidOnCheck(container: RefObject<HTMLElement | null>): () => void {
  const [stopped, setStopped] = useState(0);
  useFocusFirstInvalid(container, stopped === 0 ? null : stopped);
  return useCallback(() => setStopped((count) => count + 1), []);
}
