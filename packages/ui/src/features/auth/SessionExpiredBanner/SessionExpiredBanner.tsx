import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import type { SessionExpiredDialogProps } from '../SessionExpiredDialog';
import * as styles from './SessionExpiredBanner.css';
import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TITLE } from '../SessionExpiredDialog/texts';

/**
 * What stands in for the 'Your session has expired' dialog when the dialog's own code could not
 * be loaded: the same words and the same 'Log In' (a popup), in a banner along the bottom of the
 * window, over the page and everything typed into it. Its code is the page's own.
 */
export function SessionExpiredBanner({
  onLogin,
  loggingIn = false,
  error,
}: SessionExpiredDialogProps) {
  return (
    <Banner
      tone="error"
      title={SESSION_EXPIRED_TITLE}
      className={styles.banner}
      action={
        <Button loading={loggingIn} loadingLabel="Logging in..." onClick={onLogin}>
          Log In
        </Button>
      }
    >
      <p>{SESSION_EXPIRED_MESSAGE}</p>
      {error ? <p>{error}</p> : null}
    </Banner>
  );
}
