import { useOnline } from '../../../api/online';
import { Banner } from '../../../primitives/Banner';

export const OFFLINE_MESSAGE = 'You are offline';

/**
 * 'You are offline' while the browser has no connection. Nothing is lost meanwhile: a save or
 * post made now waits and goes out once the connection returns.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Banner tone="neutral" title={OFFLINE_MESSAGE}>
      What you save now is sent when the connection returns.
    </Banner>
  );
}
