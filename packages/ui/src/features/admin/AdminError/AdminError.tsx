import { errorMessage } from '@reprally/machines';
import { Stack } from '../../../layout/Stack';
import { Banner } from '../../../primitives/Banner';
import { Text } from '../../../primitives/Text';
import { ADMIN_FORBIDDEN_MESSAGE, ADMIN_FORBIDDEN_TITLE, isForbidden } from '../admin-errors';

export type AdminErrorProps = {
  /** The failure: an ApiError ('Failed to fetch admin stats: 500') or anything thrown. */
  error: unknown;
  /** Said when the failure carries no message. */
  fallback: string;
  /** Makes the box dismissible (the users list); without it the box stays. */
  onDismiss?: () => void;
};

/**
 * The admin area's red error box: the failure's message ('Failed to fetch admin stats: 500').
 * When the server answers 403 (the sign-in lost the Admin role), the message comes with a plain
 * explanation of why the admin area is closed.
 */
export function AdminError({ error, fallback, onDismiss }: AdminErrorProps) {
  return isForbidden(error) ? (
    <Banner tone="error" title={ADMIN_FORBIDDEN_TITLE} onDismiss={onDismiss}>
      <Stack gap="xs">
        <Text>{errorMessage(error, fallback)}</Text>
        <Text>{ADMIN_FORBIDDEN_MESSAGE}</Text>
      </Stack>
    </Banner>
  ) : (
    <Banner tone="error" onDismiss={onDismiss}>
      {errorMessage(error, fallback)}
    </Banner>
  );
}
