import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { afterNextPaint } from '../../api/after-paint';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export type DialogProps = {
  /** Every dialog has a visible title; it names the dialog for screen readers. */
  title: ReactNode;
  /** A sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Actions along the bottom (e.g. Cancel and Save buttons). */
  footer?: ReactNode;
  size?: DialogSize;
  /** Name of the close button. */
  closeLabel?: string;
  /**
   * Paint the dialog's frame (title, description, Close) in the frame after the press, and its
   * body in the next: for a body whose first render would hold the press's paint back. Focus
   * moves to the dialog itself once the frame has painted, and to the body's first field once
   * it is there.
   */
  deferBody?: boolean;
  children?: ReactNode;
};

/**
 * A modal dialog (Radix Dialog): focus is trapped inside and returns to the trigger on close;
 * Escape, the close button and a click on the overlay close it. Full-screen on a phone. The
 * overlay covers the whole page and takes every press outside the dialog: the page's own pointer
 * events stay on while it is open (turning them off restyled every element of the page).
 */
export function Dialog({
  title,
  description,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  footer,
  size = 'md',
  closeLabel = 'Close',
  deferBody = false,
  children,
}: DialogProps) {
  // Radix closes a dialog on any press outside its content. Ours keep the page's pointer events
  // on (the overlay takes a press outside instead), so Radix would also count a press in a layer
  // opened above the dialog from elsewhere in the app: only a press on the overlay closes it.
  const overlay = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay ref={overlay} className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.content({ size })}
          // focus leaves a modal dialog only for a layer above it (the prompt to log in again
          // after the session expired): the dialog and what was typed into it stay
          onFocusOutside={(event) => event.preventDefault()}
          // a press in a layer above it (the prompt to log in again, a toast) leaves it open
          onPointerDownOutside={(event) => {
            const target = event.target;
            if (!(target instanceof Node) || !overlay.current?.contains(target)) {
              event.preventDefault();
            }
          }}
          // without a description Radix would warn; undefined tells it there is none on purpose
          {...(description ? {} : { 'aria-describedby': undefined })}
          // a deferred body has no field yet: focus goes to the dialog (not to Close, the only
          // control in the frame) once the frame has painted, and DeferredBody hands it on
          onOpenAutoFocus={deferBody ? focusTheDialog : undefined}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={styles.description}>
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          {children ? (
            deferBody ? (
              <DeferredBody>{children}</DeferredBody>
            ) : (
              <div className={styles.body}>{children}</div>
            )
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* last in the DOM (shown top-right) so opening focuses the content, not Close */}
          <DialogPrimitive.Close className={styles.close} aria-label={closeLabel}>
            <CloseIcon />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

// Focus goes to the dialog once the press's frame has painted, unless the body has taken it
// first: moving it within the press makes the browser style and lay out the new dialog inside
// the press's own task, which holds that frame back. A dialog closed before that frame painted
// (a busy page paints late) takes nothing: focus has gone back to its opener by then.
function focusTheDialog(event: Event) {
  event.preventDefault();
  const dialog = event.target;
  if (!(dialog instanceof HTMLElement)) return;
  afterNextPaint(() => {
    if (stillOpen(dialog) && !dialog.contains(document.activeElement)) {
      dialog.focus({ preventScroll: true });
    }
  });
}

/** Radix marks a closing dialog `data-state="closed"` while it fades out, and then removes it. */
function stillOpen(dialog: HTMLElement): boolean {
  return dialog.isConnected && dialog.dataset.state === 'open';
}

/** The controls that take focus with Tab (links aside: a dialog opens on its first field). */
const tabbable = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * A dialog's body rendered in a transition after the dialog has mounted, so the press that
 * opened it is answered by the frame alone. Once the body is in, focus on the dialog itself, or
 * not yet in it, moves to the body's first control a visitor can reach with Tab; focus she has
 * moved within the dialog meanwhile stays where she put it. A body that comes in while the dialog
 * is already closing takes no focus.
 */
function DeferredBody({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  useLayoutEffect(() => {
    const element = body.current;
    const dialog = element?.parentElement;
    if (!shown || !element || !dialog || !stillOpen(dialog)) return;
    const focused = document.activeElement;
    if (focused !== dialog && dialog.contains(focused)) return;
    // drawn (a hidden control has no boxes), enabled and in the Tab order
    const first = [...element.querySelectorAll<HTMLElement>(tabbable)].find(
      (control) =>
        control.tabIndex >= 0 &&
        !control.matches(':disabled') &&
        control.getClientRects().length > 0,
    );
    first?.focus();
  }, [shown]);
  return (
    <div ref={body} className={styles.body}>
      {shown ? children : null}
    </div>
  );
}

/** Wrap a footer button to make it close the dialog (e.g. Cancel). */
export function DialogClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}

function CloseIcon() {
  return (
    <svg className={styles.closeIcon} viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="m5 5 10 10M15 5 5 15"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}
