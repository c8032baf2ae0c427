import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
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
   * waits on the dialog itself and goes to the body's first field once it is there.
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
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.content({ size })}
          // focus leaves a modal dialog only for a layer above it (the prompt to log in again
          // after the session expired): the dialog and what was typed into it stay
          onFocusOutside={(event) => event.preventDefault()}
          // without a description Radix would warn; undefined tells it there is none on purpose
          {...(description ? {} : { 'aria-describedby': undefined })}
          // a deferred body has no field yet: focus waits on the dialog (not on Close, the only
          // control in the frame) and DeferredBody hands it on
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

function focusTheDialog(event: Event) {
  event.preventDefault();
  if (event.target instanceof HTMLElement) event.target.focus({ preventScroll: true });
}

/** The controls that take focus with Tab (links aside: a dialog opens on its first field). */
const tabbable = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * A dialog's body rendered in a transition after the dialog has mounted, so the press that
 * opened it is answered by the frame alone. Once the body is in, focus still on the dialog
 * itself moves to the body's first control a visitor can reach with Tab; focus she has moved
 * meanwhile stays where she put it.
 */
function DeferredBody({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  useLayoutEffect(() => {
    const element = body.current;
    if (!shown || !element || document.activeElement !== element.parentElement) return;
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
