import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@reprally/machines';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Banner, type BannerProps } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { PageHeader } from '../../../primitives/PageHeader';
import { Text } from '../../../primitives/Text';
import { LogOutButton } from '../../auth/LogOutButton';
import { LoadFailure } from '../../errors/LoadFailure';
import { ADMIN_FORBIDDEN_MESSAGE, ADMIN_FORBIDDEN_TITLE, isForbidden } from '../admin-errors';
import type { AdminLoadRetry } from '../useAdminLoadRetry';
import { adminPageTitle } from '../admin-nav';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';

/** The refusal's way out to her own pages, which her sign-in still opens. */
export const BACK_TO_MY_DASHBOARD = 'Back to My Dashboard';

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
 * nothing to try again and nothing to dismiss, on every admin page alike (dismissed, it would
 * leave a page without its data and without a word of why), and under it her way back to her
 * dashboard and 'Log Out'.
 */
export function AdminError({ error, fallback, onDismiss, retry }: AdminErrorProps) {
  const message = typeof error === 'string' ? error : errorMessage(error, fallback);
  if (isForbidden(error)) return <AdminRefusal message={message} />;
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

export type AdminRefusalProps = Pick<BannerProps, 'ref' | 'tabIndex' | 'live' | 'onDismiss'> & {
  /** The refused request's own message ('Failed to create challenge: 403'). */
  message: string;
};

/**
 * A refusal for a lost Admin role: why, and the two ways on, under it and within reach, so she
 * does not have to look for them in the frame: her own dashboard, which her sign-in still opens,
 * and 'Log Out', to log in again with an admin account as the explanation says. A refused page
 * shows it alone; a refused save, delete or evaluation shows it as its banner, over the form she
 * keeps (the banner props are then the feedback banner's: focus, live, Dismiss).
 */
export function AdminRefusal({ message, ...banner }: AdminRefusalProps) {
  return (
    <Stack gap="sm">
      <Banner tone="error" title={ADMIN_FORBIDDEN_TITLE} {...banner}>
        <Stack gap="xs">
          <Text>{message}</Text>
          <Text>{ADMIN_FORBIDDEN_MESSAGE}</Text>
        </Stack>
      </Banner>
      <AdminWaysOn />
    </Stack>
  );
}

/** Her ways on from a closed admin area: her own dashboard, and 'Log Out' to sign in again. */
function AdminWaysOn() {
  return (
    <Inline gap="sm">
      <Button asChild variant="secondary" size="sm">
        <RouterLink to="/">{BACK_TO_MY_DASHBOARD}</RouterLink>
      </Button>
      <LogOutButton />
    </Inline>
  );
}

/** Why the admin area stays closed when her roles could not be read, and what she can do. */
export const ADMIN_UNVERIFIED_MESSAGE =
  'The roles your sign-in carries could not be read, so the admin area stays closed. This has been reported; your own pages work as before.';

export type AdminUnverifiedPageProps = {
  /** The admin screen's heading ('Manage Users'). */
  title: string;
  /** The failed check's message ('Failed to verify admin privileges'). */
  message: string;
};

/**
 * An admin screen opened by someone whose roles could not be read: its heading, the failure and
 * why the area stays closed, and her ways on. She may well be an admin whose sign-in came back
 * malformed, so she is told, rather than sent to her dashboard as a member without the role is.
 */
export function AdminUnverifiedPage({ title, message }: AdminUnverifiedPageProps) {
  useDocumentTitle(adminPageTitle(title));
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <Stack gap="sm">
        <Banner tone="error" title={message}>
          <Text>{ADMIN_UNVERIFIED_MESSAGE}</Text>
        </Banner>
        <AdminWaysOn />
      </Stack>
    </Stack>
  );
}

export type AdminRefusedPageProps = {
  /** The admin screen's heading ('Manage Users'). */
  title: ReactNode;
  /** The refusal (a 403). */
  error: unknown;
  /** Said when the refusal carries no message. */
  fallback: string;
};

/**
 * An admin screen the server refused (403): its heading and the refusal alone. None of the admin
 * area's content (actions, forms, notes) shows under it: none of it is hers to use any more.
 */
export function AdminRefusedPage({ title, error, fallback }: AdminRefusedPageProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <AdminError error={error} fallback={fallback} />
    </Stack>
  );
}
