import { useOnline } from '../../../api/online';
import { Banner } from '../../../primitives/Banner';
import * as styles from './OfflineBanner.css';

export const OFFLINE_MESSAGE = 'You are offline';

/**
 * 'You are offline' while the browser has no connection. Nothing is lost meanwhile: a save or
 * post made now waits and goes out once the connection returns. It stands above the page with
 * the same gap as the page's own parts keep between them.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    // a class of its own, not the layout primitives: the shell is in the page's first script,
    // which carries none of their style tables
    <div className={styles.offline}>
      <Banner tone="neutral" title={OFFLINE_MESSAGE}>
        What you save now is sent when the connection returns.
      </Banner>
    </div>
  );
}
