import { useRef, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../primitives/Button';
import * as styles from '../../../primitives/ConfirmDialog/ConfirmDialog.css';
import { InlineError } from '../../../primitives/InlineError';
import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TITLE } from './texts';

export type SessionExpiredDialogProps = {
  /** Signs in again without leaving the page (a popup), so the page and its forms stay. */
  onLogin: () => void;
  /** True while the sign-in popup is open. */
  loggingIn?: boolean;
  /** Why the last attempt failed (a closed popup, a timeout). */
  error?: string;
};

/**
 * Over a page whose session ended by itself: the page stays underneath with everything typed
 * into it, and the only way on is to log in again. It cannot be dismissed: behind it, nothing
 * can be saved. It takes focus on 'Log In' as it opens, so that its title and message are read
 * out, and gives focus back to where she was (the field she was typing in) once she is back.
 */
export function SessionExpiredDialog({
  onLogin,
  loggingIn = false,
  error,
}: SessionExpiredDialogProps) {
  const logIn = useRef<HTMLButtonElement>(null);
  // where she was when her session ended: the page stays under the prompt, and so does this
  const [before] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={[styles.content({ size: 'sm' }), styles.panel].join(' ')}
          onEscapeKeyDown={(event) => event.preventDefault()}
          // it has no Cancel, where an alert dialog puts focus by default
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            logIn.current?.focus();
          }}
          // and no trigger, where it would give focus back
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (before instanceof HTMLElement && before.isConnected) before.focus();
          }}
        >
          <div className={styles.header}>
            <AlertDialog.Title className={styles.title}>{SESSION_EXPIRED_TITLE}</AlertDialog.Title>
          </div>
          <AlertDialog.Description className={styles.message}>
            {SESSION_EXPIRED_MESSAGE}
          </AlertDialog.Description>
          {error ? (
            <InlineError id="session-expired-error" className={styles.message} announce>
              {error}
            </InlineError>
          ) : null}
          <div className={styles.footer}>
            <Button ref={logIn} loading={loggingIn} loadingLabel="Logging in..." onClick={onLogin}>
              Log In
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
