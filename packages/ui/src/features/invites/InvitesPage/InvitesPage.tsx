import { useState, type ReactNode } from 'react';
import type { GroupInvite } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { heading } from '../../../primitives/Heading/Heading.css';
import { Link } from '../../../primitives/Link';
import { PageHeader } from '../../../primitives/PageHeader';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { vars } from '../../../theme/vars.css';
import { plainList } from '../../groups/groups.css';
import { usePendingInvites } from '../usePendingInvites';
import { useRespondToInvite } from '../useRespondToInvite';

export const INVITES_TITLE = 'Group Invites';
export const NO_PENDING_INVITES = 'You have no pending group invites';
export const ABOUT_INVITES =
  'Group invites are sent by group admins or owners. When you accept an invite, you are added to the group at once and get access to its challenges, photos and activities.';

/** The day an invite was sent, in en-US ('Nov 3, 2025'). */
const inviteDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export type InviteRowProps = {
  invite: GroupInvite;
  /** Answers the invite; rejects with the reason it failed. */
  onRespond: (accept: boolean) => Promise<unknown>;
  /** Which answer is on its way, if any. */
  pending?: 'accept' | 'decline' | null;
  /** Why the last answer failed. */
  error?: string | null;
  onDismissError?: () => void;
};

/** One pending invite: the group, who invited and when, Accept and Decline, and its own error. */
export function InviteRow({
  invite,
  onRespond,
  pending = null,
  error = null,
  onDismissError,
}: InviteRowProps) {
  const busy = pending !== null;
  return (
    <Card as="article" title={invite.group.name} titleLevel={2} titleSize="md">
      <Stack gap="sm">
        {invite.group.description ? (
          <Text tone="muted" size="sm">
            {invite.group.description}
          </Text>
        ) : null}
        <Text size="sm">
          Invited by{' '}
          <Text as="span" size="sm" weight="semibold">
            {invite.invitedBy.name}
          </Text>{' '}
          on{' '}
          <time dateTime={invite.createdAt.toISOString()}>
            {inviteDate.format(invite.createdAt)}
          </time>
        </Text>
        {error ? <Alert onDismiss={onDismissError}>{error}</Alert> : null}
        <Inline gap="sm">
          <Button
            loading={pending === 'accept'}
            loadingLabel="Accepting..."
            disabled={busy}
            onClick={() => void onRespond(true).catch(() => undefined)}
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            loading={pending === 'decline'}
            loadingLabel="Declining..."
            disabled={busy}
            onClick={() => void onRespond(false).catch(() => undefined)}
          >
            Decline
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/**
 * An invite's place while the invites load, laid out as an invite with a two-line description:
 * each bar sits in a line of the text it stands for, so the cards below move little when the
 * invites come.
 */
function InviteRowPlaceholder() {
  return (
    <Card>
      <div className={heading({ size: 'md' })}>
        <SkeletonShape width="55%" />
      </div>
      <Stack gap="sm">
        <Text as="div" size="sm">
          <SkeletonShape lines={2} />
        </Text>
        <Text as="div" size="sm">
          <SkeletonShape width="65%" />
        </Text>
        <Inline gap="sm">
          <SkeletonShape shape="rect" width="5.5rem" height={vars.size.controlMd} />
          <SkeletonShape shape="rect" width="5.5rem" height={vars.size.controlMd} />
        </Inline>
      </Stack>
    </Card>
  );
}

/** An invite row bound to its own accept/decline request. */
function ConnectedInviteRow({ invite }: { invite: GroupInvite }) {
  const respond = useRespondToInvite(invite.id);
  return (
    <InviteRow
      invite={invite}
      onRespond={(accept) => respond.mutateAsync(accept)}
      pending={respond.isPending ? (respond.variables ? 'accept' : 'decline') : null}
      error={respond.error ? respond.error.message : null}
      onDismissError={() => respond.reset()}
    />
  );
}

export type InvitesPageViewProps = {
  /** The pending invites; undefined while loading. */
  invites?: readonly GroupInvite[];
  /** Why they could not be loaded. */
  error?: string | null;
  /** Renders one invite (default: bound to its accept/decline request). */
  renderInvite?: (invite: GroupInvite) => ReactNode;
};

/**
 * The 'Group Invites' screen: pending invites to accept or decline, what accepting means, and
 * a way back to My Groups.
 */
export function InvitesPageView({
  invites,
  error = null,
  renderInvite = (invite) => <ConnectedInviteRow invite={invite} />,
}: InvitesPageViewProps) {
  useDocumentTitle(INVITES_TITLE);
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="readable" marginX="auto">
      <Link to="/groups" variant="standalone">
        Back to My Groups
      </Link>
      <PageHeader title={INVITES_TITLE} />
      {error ? (
        <Banner
          tone="error"
          open={dismissedError !== error}
          onDismiss={() => setDismissedError(error)}
        >
          {error}
        </Banner>
      ) : null}
      {invites === undefined ? (
        error ? null : (
          <Skeleton label="Loading invites">
            <Stack gap="md">
              {Array.from({ length: 2 }, (_, index) => (
                <InviteRowPlaceholder key={index} />
              ))}
            </Stack>
          </Skeleton>
        )
      ) : invites.length === 0 ? (
        <EmptyState title={NO_PENDING_INVITES} titleLevel={2} />
      ) : (
        <Box as="ul" className={plainList} aria-label="Pending invites" display="grid" gap="md">
          {invites.map((invite) => (
            <li key={invite.id}>{renderInvite(invite)}</li>
          ))}
        </Box>
      )}
      <Card as="section" title="About Group Invites" titleLevel={2} titleSize="md">
        <Text size="sm">{ABOUT_INVITES}</Text>
      </Card>
    </Stack>
  );
}

/** The /invites screen: the member's pending group invites (GET /users/me/group-invites). */
export function InvitesPage() {
  const { data, error } = usePendingInvites();
  return <InvitesPageView invites={data} error={error ? error.message : null} />;
}
