import { errorMessage } from '@reprally/machines';
import { Stack } from '../../../layout/Stack';
import { Banner } from '../../../primitives/Banner';
import { Text } from '../../../primitives/Text';
import { LoadFailure } from '../../errors/LoadFailure';
import { ADMIN_FORBIDDEN_MESSAGE, ADMIN_FORBIDDEN_TITLE, isForbidden } from '../admin-errors';
import type { AdminLoadRetry } from '../useAdminLoadRetry';

export type AdminErrorProps = {
  /**
   * The failure: an ApiError ('Failed to fetch admin stats: 500') or anything thrown; a string is
   * the message itself (a failure being asked for again).
   */
  error: unknown;
  /** Said when the failure carries no message. */
  fallback: string;
  /**
   * Makes the box dismissible (the users list); without it the box stays. A refusal (403) stays
   * all the same: it is the page's answer, and nothing else on the page says why it is empty.
   */
  onDismiss?: () => void;
  /** A failed load that can be asked for again: 'Try Again' under the box. */
  retry?: AdminLoadRetry;
};

/**
 * The admin area's red error box: the failure's message ('Failed to fetch admin stats: 500'),
 * with 'Try Again' under it for a load that can be asked for again (`LoadFailure`; dismissed, the
 * failure stays as quiet text above the button). When the server answers 403 (the sign-in lost
 * the Admin role), the message comes with a plain explanation of why the admin area is closed,
 * nothing to try again and nothing to dismiss, on every admin page alike: dismissed, it would
 * leave a page without its data and without a word of why.
 */
export function AdminError({ error, fallback, onDismiss, retry }: AdminErrorProps) {
  const message = typeof error === 'string' ? error : errorMessage(error, fallback);
  if (isForbidden(error)) {
    return (
      <Banner tone="error" title={ADMIN_FORBIDDEN_TITLE}>
        <Stack gap="xs">
          <Text>{message}</Text>
          <Text>{ADMIN_FORBIDDEN_MESSAGE}</Text>
        </Stack>
      </Banner>
    );
  }
  if (retry) {
    return (
      <LoadFailure
        message={message}
        attempt={retry.attempt}
        asking={retry.asking}
        dismissible={onDismiss !== undefined}
        onTryAgain={retry.onTryAgain}
      />
    );
  }
  return (
    <Banner tone="error" onDismiss={onDismiss}>
      {message}
    </Banner>
  );
}
