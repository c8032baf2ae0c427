import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Spinner } from '../../../primitives/Spinner';
import * as styles from './SessionCheck.css';

export const CHECKING_SIGN_IN = 'Checking your sign-in...';

export type SessionCheckProps = {
  /** The screen being opened; the page title already names it. */
  screenTitle?: string;
  /** What is being checked ('Checking permissions...' on admin screens). */
  label?: string;
  /**
   * The screen behind the check names the page itself once its code is there (the admin area's
   * screens): the page-change announcement waits for that name rather than saying a bare title.
   */
  titlePending?: boolean;
};

/** A spinner while the sign-in state is loading. */
export function SessionCheck({
  screenTitle,
  label = CHECKING_SIGN_IN,
  titlePending = false,
}: SessionCheckProps) {
  useDocumentTitle(screenTitle, { pending: titlePending });
  return (
    <div className={styles.centre}>
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
