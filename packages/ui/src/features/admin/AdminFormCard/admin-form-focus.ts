import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { AdminFeedback } from '@reprally/machines';
import { focusInView, focusIsLost } from '../../../primitives/RemovalFocus';

/**
 * The control an admin item's form was opened from, as it is when the form closes: a card's
 * Edit stays the same element, while 'New Challenge' leaves the page with the form open and is a
 * new element when it comes back, so it is followed through its ref.
 */
export type AdminFormOpener = RefObject<HTMLElement | null>;

/**
 * Where focus goes around an admin screen's form (a challenge, a monthly badge), which opens at
 * the top of the screen, far above a card's Edit on a long list:
 *
 * - Opening it (call `opened` with the control pressed, then send 'New' or 'Edit') moves focus to
 *   its first field, with the form in the window: `opening` is a new value for each opening, for
 *   the form's `takeFocus`. A form reopened from a kept draft does not take focus.
 * - Closing it (Cancel, a save that went through) returns focus to the control that opened it,
 *   or to the screen's 'New ...' button (`newButton`) when that control is gone. A create that
 *   went through returns it to 'New ...' in any case: the list read again holds the new item, so
 *   the empty list's 'Create Your First ...' that may have opened the form goes with it. Focus
 *   she moved elsewhere meanwhile stays there.
 * - A failure banner appearing while the form is open takes focus, and with it the window, so
 *   she sees what went wrong; the banner is `banner`. A banner she finds on arriving stays as it is.
 *   Such a banner is not live (`bannerTakesFocus`): focus reads it once, where a live role would
 *   have read it twice.
 */
export function useAdminFormFocus({
  formOpen,
  mode = null,
  submitting = false,
  feedback,
}: {
  formOpen: boolean;
  /** The open form's: 'create' for a new item. */
  mode?: 'create' | 'edit' | null;
  /** Its save is on its way. */
  submitting?: boolean;
  feedback: AdminFeedback | null;
}) {
  const newButton = useRef<HTMLButtonElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const opener = useRef<AdminFormOpener | null>(null);
  const [opening, setOpening] = useState(0);

  const opened = useCallback((from: AdminFormOpener) => {
    opener.current = from;
    setOpening((count) => count + 1);
  }, []);

  const wasOpen = useRef(formOpen);
  // a create on its way closes the form only when it went through
  const wasCreating = useRef(false);
  useEffect(() => {
    const closed = wasOpen.current && !formOpen;
    const created = closed && wasCreating.current;
    wasOpen.current = formOpen;
    wasCreating.current = submitting && mode === 'create';
    if (!closed) return;
    const from = opener.current?.current;
    opener.current = null;
    // the form left with the control that had focus: the browser put it on <body>
    if (!focusIsLost()) return;
    const back = from?.isConnected ? from : null;
    (created ? (newButton.current ?? back) : (back ?? newButton.current))?.focus();
  }, [formOpen, mode, submitting]);

  const shownFeedback = useRef(feedback);
  useEffect(() => {
    if (shownFeedback.current === feedback) return;
    shownFeedback.current = feedback;
    if (formOpen && feedback?.tone === 'error' && banner.current) focusInView(banner.current);
  }, [feedback, formOpen]);

  // the banner found on arriving keeps its live role: it is not focused, and the page is new
  const arrived = useRef(feedback);
  const bannerTakesFocus = formOpen && feedback?.tone === 'error' && feedback !== arrived.current;
  return { opening, opened, newButton, banner, bannerTakesFocus };
}
