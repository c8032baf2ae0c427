import { useEffect, useRef } from 'react';
import { focusIsLost } from './use-removal-focus';

/**
 * For what takes the place of the part of a page she pressed in (a refusal where the form or
 * the group was): with `takeFocus` (that part was on screen), it takes the focus the browser lost
 * with her button, so her next Tab goes on from it rather than from the page's start. Focus she
 * has somewhere else stays there. Give the element the returned ref and `tabIndex={-1}`.
 */
export function useTakeLostFocus<T extends HTMLElement>(takeFocus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (takeFocus && focusIsLost()) ref.current?.focus();
  }, [takeFocus]);
  return ref;
}
