import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { GroupInvite } from '@reprally/api-client';
import { useDocumentTitle } from '../../../app-config/AppConfigContext';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { BackLink } from '../../../primitives/BackLink';
import { Alert } from '../../../primitives/Alert';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { heading } from '../../../primitives/Heading/Heading.css';
import { Link } from '../../../primitives/Link';
import { PageHeader } from '../../../primitives/PageHeader';
import { focusIsLost } from '../../../primitives/RemovalFocus';
import { Skeleton, SkeletonShape } from '../../../primitives/Skeleton';
import { Text } from '../../../primitives/Text';
import { vars } from '../../../theme/vars.css';
import { LoadFailure, useReadRetry } from '../../errors/LoadFailure';
import { plainList } from '../../groups/groups.css';
import { usePendingInvites } from '../usePendingInvites';
import { inviteAnswerKey, useRespondToInvite } from '../useRespondToInvite';
import { useEarlierPress } from '../../../api/earlier-press';
import { isAnsweredElsewhere } from '../invite-answer';
import { MemberName } from '../../../primitives/MemberName';

export const INVITES_TITLE = 'Group Invites';
export const NO_PENDING_INVITES = 'You have no pending group invites';
/** How an answer ended: she joined, she declined, or the invite was no longer there to answer. */
type Outcome = 'joined' | 'declined' | 'gone';

/** What the page says of each outcome: the words before the group's name and after it. */
const outcomeWords: Record<Outcome, readonly [before: string, after: string]> = {
  joined: ['You joined ', '.'],
  declined: ['You declined the invite to ', '.'],
  // the invite she answered had been withdrawn, or answered in another tab, meanwhile
  gone: ['The invite to ', ' is no longer open.'],
};

const outcomeText = (outcome: Outcome) => (group: string) =>
  `${outcomeWords[outcome][0]}${group}${outcomeWords[outcome][1]}`;

/** What the page says once an invite is answered. */
export const joinedText = outcomeText('joined');
export const declinedText = outcomeText('declined');
/** Said when the invite she answered had been withdrawn, or answered in another tab, meanwhile. */
export const noLongerOpenText = outcomeText('gone');

/**
 * The outcome as said on the page: the group's name in its own direction, so a name in Arabic or
 * Hebrew reads from the right, as on its card, and cannot turn the sentence around it.
 */
function OutcomeSentence({ outcome, group }: { outcome: Outcome; group: string }) {
  const [before, after] = outcomeWords[outcome];
  return (
    <>
      {before}
      <bdi>{group}</bdi>
      {after}
    </>
  );
}
export const OPEN_GROUP = 'Open group';

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
  // every invite has its Accept and Decline: each is described by its group's name, so a list of
  // the page's buttons tells them apart
  const groupNameId = useId();
  return (
    <Card
      as="article"
      title={invite.group.name}
      titleId={groupNameId}
      titleLevel={2}
      titleSize="md"
      titleDir="auto"
    >
      <Stack gap="sm">
        {invite.group.description ? (
          <Text tone="muted" size="sm" dir="auto">
            {invite.group.description}
          </Text>
        ) : null}
        <Text size="sm">
          Invited by{' '}
          {/* set apart for the text direction: a name cannot turn the date after it around */}
          <Text as="span" size="sm" weight="semibold" dir="auto">
            <MemberName name={invite.invitedBy.name} />
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
            aria-describedby={groupNameId}
            onClick={() => void onRespond(true).catch(() => undefined)}
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            loading={pending === 'decline'}
            loadingLabel="Declining..."
            disabled={busy}
            aria-describedby={groupNameId}
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
function ConnectedInviteRow({
  invite,
  onAnswered,
}: {
  invite: GroupInvite;
  /**
   * Told once the answer is in, or once the server says the invite is no longer there: how it
   * ended, and whether focus was in the row (or lost with it).
   */
  onAnswered: (outcome: Outcome, focusWasInRow: boolean) => void;
}) {
  const respond = useRespondToInvite(invite.id, invite.group.id);
  // an answer she gave before leaving the page and coming back: followed here, and its failure
  // said here, once (an answer that lands takes the invite off the list)
  const earlier = useEarlierPress(inviteAnswerKey(invite.id));
  // Accept (true) or Decline (false), while one is on its way
  const answering = respond.isPending
    ? respond.variables
    : earlier.pending
      ? (earlier.variables as boolean)
      : undefined;
  const row = useRef<HTMLDivElement>(null);
  // the row may already be gone, and its focused button with it: focus is then on <body>
  const focusWasInRow = () =>
    focusIsLost() || (row.current?.contains(document.activeElement) ?? false);
  const answer = async (accept: boolean) => {
    try {
      await respond.mutateAsync(accept);
    } catch (error) {
      // the list is read again and the row leaves, its failure with it: the page says why
      if (isAnsweredElsewhere(error)) onAnswered('gone', focusWasInRow());
      throw error;
    }
    onAnswered(accept ? 'joined' : 'declined', focusWasInRow());
  };
  return (
    <div ref={row}>
      <InviteRow
        invite={invite}
        onRespond={answer}
        pending={answering === undefined ? null : answering ? 'accept' : 'decline'}
        // an invite no longer there leaves the list, and the page says so: its row does not first
        // announce the server's refusal
        error={
          respond.error && isAnsweredElsewhere(respond.error)
            ? null
            : ((respond.error ?? earlier.failure)?.message ?? null)
        }
        onDismissError={() => {
          respond.reset();
          earlier.dismiss();
        }}
      />
    </div>
  );
}

/** The last invite she answered on this page. */
type Answered = { invite: GroupInvite; outcome: Outcome; takeFocus: boolean };

/**
 * What answering an invite says, and where focus goes. The answered invite leaves the list, and
 * with it the button she pressed; focus then moves to this message (which names the group, and
 * offers a way into a group she joined, or says the invite was no longer open), so a keyboard or
 * screen reader user is not dropped at the top of the page. Focus she had moved elsewhere while
 * the answer was on its way stays there.
 */
function useAnswered(invites: readonly GroupInvite[] | undefined) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const message = useRef<HTMLDivElement>(null);
  const focusedFor = useRef<Answered | null>(null);
  const stillListed = invites?.some((invite) => invite.id === answered?.invite.id) ?? false;
  useEffect(() => {
    if (!answered?.takeFocus || stillListed || focusedFor.current === answered) return;
    focusedFor.current = answered;
    message.current?.focus();
  }, [answered, stillListed]);
  return { answered: stillListed ? null : answered, setAnswered, message };
}

export type InvitesPageViewProps = {
  /** The pending invites; undefined while loading. */
  invites?: readonly GroupInvite[];
  /** Why they could not be loaded. */
  error?: string | null;
  /** Asks for them again after a failed load ('Try Again' in the failure's banner). */
  onTryAgain?: () => void;
  /** They are being asked for again: 'Try Again' is busy. */
  asking?: boolean;
  /** Which failure this is: a new one is said again. */
  attempt?: number;
  /** Renders one invite (default: bound to its accept/decline request, saying what it did). */
  renderInvite?: (invite: GroupInvite) => ReactNode;
};

/**
 * The 'Group Invites' screen: pending invites to accept or decline, what accepting means, and
 * a way back to My Groups.
 */
export function InvitesPageView({
  invites,
  error = null,
  renderInvite,
  onTryAgain,
  asking = false,
  attempt = 0,
}: InvitesPageViewProps) {
  useDocumentTitle(INVITES_TITLE);
  const { answered, setAnswered, message } = useAnswered(invites);
  const render =
    renderInvite ??
    ((invite: GroupInvite) => (
      <ConnectedInviteRow
        invite={invite}
        onAnswered={(outcome, takeFocus) => setAnswered({ invite, outcome, takeFocus })}
      />
    ));
  return (
    <Stack gap="lg" minWidth={0} width="full" maxWidth="readable" marginX="auto">
      <BackLink to="/groups">Back to My Groups</BackLink>
      <PageHeader title={INVITES_TITLE} />
      {error ? (
        // dismissed, the failure stays as quiet text above 'Try Again'; a new failure is said
        // again, and the focus stays on 'Try Again'
        <LoadFailure
          message={error}
          attempt={attempt}
          asking={asking}
          dismissible
          onTryAgain={onTryAgain}
        />
      ) : null}
      {answered ? (
        <Banner
          // a new answer is a new message, even after the last one was dismissed
          key={answered.invite.id}
          ref={message}
          tabIndex={-1}
          tone={answered.outcome === 'gone' ? 'neutral' : 'success'}
          onDismiss={() => setAnswered(null)}
          action={
            answered.outcome === 'joined' && answered.invite.group.id !== null ? (
              <Link to={`/groups/${answered.invite.group.id}`} variant="standalone">
                {OPEN_GROUP}
              </Link>
            ) : undefined
          }
        >
          <OutcomeSentence outcome={answered.outcome} group={answered.invite.group.name} />
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
        // a page with nothing to list says so in a card, where its invites would stand
        <Card>
          <EmptyState title={NO_PENDING_INVITES} titleLevel={2} />
        </Card>
      ) : (
        <Box as="ul" className={plainList} aria-label="Pending invites" display="grid" gap="md">
          {invites.map((invite) => (
            <li key={invite.id}>{render(invite)}</li>
          ))}
        </Box>
      )}
      {/* Under the list, whose length is not known until it comes: the box comes with it, rather
          than standing under the placeholders and moving when the invites take their place. */}
      {invites !== undefined || error ? (
        <Card as="section" title="About Group Invites" titleLevel={2} titleSize="md">
          <Text size="sm">{ABOUT_INVITES}</Text>
        </Card>
      ) : null}
    </Stack>
  );
}

/**
 * The /invites screen: the member's pending group invites (GET /users/me/group-invites). A failed
 * load can be asked for again. A failure to read them again is said over the invites read before,
 * which stay: an invite that came since may be missing from them (or 'You have no pending group
 * invites' no longer true), so the page does not pass them off as current.
 */
export function InvitesPage() {
  const invites = usePendingInvites();
  const { failure, retry } = useReadRetry(invites, undefined, { failureOverData: true });
  return <InvitesPageView invites={invites.data} error={failure} {...retry} />;
}
