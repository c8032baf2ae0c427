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
 * can be saved.
 */
export function SessionExpiredDialog({
  onLogin,
  loggingIn = false,
  error,
}: SessionExpiredDialogProps) {
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={[styles.content({ size: 'sm' }), styles.panel].join(' ')}
          onEscapeKeyDown={(event) => event.preventDefault()}
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
            <Button loading={loggingIn} loadingLabel="Logging in..." onClick={onLogin}>
              Log In
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
