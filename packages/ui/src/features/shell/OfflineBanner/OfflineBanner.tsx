import { useOnline } from '../../../api/online';
import { Box } from '../../../layout/Box';
import { Banner } from '../../../primitives/Banner';

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
    <Box marginBottom="lg">
      <Banner tone="neutral" title={OFFLINE_MESSAGE}>
        What you save now is sent when the connection returns.
      </Banner>
    </Box>
  );
}
