import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Spinner } from '../../../primitives/Spinner';
import * as styles from './SessionCheck.css';

export const CHECKING_SIGN_IN = 'Checking your sign-in...';

export type SessionCheckProps = {
  /** The screen being opened; the page title already names it. */
  screenTitle?: string;
  /** What is being checked ('Checking permissions...' on admin screens). */
  label?: string;
};

/** A spinner while the sign-in state is loading. */
export function SessionCheck({ screenTitle, label = CHECKING_SIGN_IN }: SessionCheckProps) {
  useDocumentTitle(screenTitle);
  return (
    <div className={styles.centre}>
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
