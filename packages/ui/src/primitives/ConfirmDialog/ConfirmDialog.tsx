import { useId, useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../Button/Button';
import { InlineError } from '../InlineError/InlineError';
import * as styles from './ConfirmDialog.css';

export const confirmDialogTones = ['neutral', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export type ConfirmDialogProps = {
  /** The question, e.g. 'Delete challenge?'. */
  title: ReactNode;
  /** The sentence the member confirms, e.g. 'Are you sure you want to delete this challenge?'. */
  message: ReactNode;
  /**
   * The element that opens the dialog. Focus returns on close to whatever had it when the dialog
   * opened: the trigger, or the button of a dialog opened from outside (`open`); unless the page
   * placed focus elsewhere itself as the dialog closed.
   */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Runs on confirm. If it returns a promise the dialog shows a busy confirm button and stays
   * open until it settles; it closes on success and stays open on failure (the caller shows why).
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Label of the confirm button while busy, e.g. 'Deleting...'. */
  confirmingLabel?: string;
  /** 'danger' for destructive actions: a red confirm button. */
  tone?: ConfirmDialogTone;
  /** Busy from outside (e.g. a mutation's isPending): the confirm button refuses more presses. */
  confirming?: boolean;
  /**
   * Runs when the dialog closes and the element that opened it has left the page (the row it
   * removed, with its button), so focus has nowhere to return: the caller moves it somewhere
   * sensible (useRemovalFocus's `recover`). Without it, focus would fall back to the page.
   */
  onOpenerGone?: () => void;
  /**
   * Why the last confirm failed, said inside the dialog (the page behind it is hidden from
   * screen readers and covered while it is open); the caller clears it when it no longer holds.
   */
  error?: ReactNode;
};

/**
 * The accessible replacement for the browser's confirm box, on Radix AlertDialog:
 * focus starts on Cancel, Escape cancels, and a busy confirm cannot be pressed twice.
 */
export function ConfirmDialog({
  title,
  message,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmingLabel,
  tone = 'neutral',
  confirming = false,
  onOpenerGone,
  error = null,
}: ConfirmDialogProps) {
  const errorId = useId();
  /** What had focus when the dialog opened: where focus returns when it closes. */
  const opener = useRef<Element | null>(null);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? uncontrolledOpen;
  const busy = confirming || pending;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    // a confirmation in flight cannot be dismissed halfway
    if (!next && busy) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const handleConfirm = async () => {
    if (busy) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // the caller reports the failure; the dialog stays so the member can retry or cancel
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={[styles.content({ size: 'sm' }), styles.panel].join(' ')}
          aria-busy={busy || undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const to = opener.current;
            // focus the page itself placed as the dialog closed (the form a confirmed choice
            // opened) stays there; only focus left with the dialog goes back
            const active = document.activeElement;
            if (active instanceof HTMLElement && active !== document.body && active.isConnected) {
              event.preventDefault();
            } else if (to && !to.isConnected) {
              event.preventDefault();
              onOpenerGone?.();
            } else if (!trigger && to instanceof HTMLElement) {
              // opened from outside (no trigger of its own): Radix would return focus to its
              // trigger only, and drop it on the page; it goes back to what opened it instead
              event.preventDefault();
              to.focus();
            }
          }}
        >
          <div className={styles.header}>
            <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          </div>
          <AlertDialog.Description className={styles.message}>{message}</AlertDialog.Description>
          {error ? (
            <div className={styles.error}>
              <InlineError id={errorId} announce>
                {error}
              </InlineError>
            </div>
          ) : null}
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              loadingLabel={confirmingLabel}
              onClick={() => void handleConfirm()}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
