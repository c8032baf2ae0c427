import { useId, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import {
  isInvitableEmail,
  selectInviteRowView,
  selectInvitedHere,
  type InviteCandidate,
  type InviteRowRef,
} from '@reprally/machines';
import { Box } from '../../../layout/Box';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Avatar } from '../../../primitives/Avatar';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { useFocusFirstInvalid, useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { Heading } from '../../../primitives/Heading';
import { InlineError } from '../../../primitives/InlineError';
import { Text } from '../../../primitives/Text';
import { TextField } from '../../../primitives/TextField';
import { plainList } from '../../groups/groups.css';
import { displayablePhotoUrl } from '../../profile/photo-url';
import { Tag } from '../../../primitives/Tag';
import { useGroup } from '../../groups/useGroup';
import { useInviteMembers } from '../useInviteMembers';
import { usersFoundText } from '../../../format/count';
import { visuallyHidden } from '../../../theme/visually-hidden.css';
import { TRY_AGAIN } from '../../errors/LoadFailure';
import { hasMemberName, MemberName, NO_NAME_TEXT } from '../../../primitives/MemberName';

/** In place of Invite, for someone who is in the group already. */
export const MEMBER_TAG = 'Member';

/** What a search that found people says to a screen reader: '1 user found', '3 users found'. */
export const usersFoundMessage = usersFoundText;

/**
 * One search result: who, and its own Invite → Sending... → Invited button and error; a member
 * of the group already has 'Member' in its place.
 */
function CandidateRow({
  user,
  rowRef,
  isMember,
  onInvite,
}: {
  user: InviteCandidate;
  rowRef: InviteRowRef | undefined;
  isMember: boolean;
  onInvite: () => void;
}) {
  const errorId = useId();
  const view = useSelector(rowRef, (snapshot) =>
    snapshot ? selectInviteRowView(snapshot) : null,
  ) ?? { label: 'Invite', disabled: true, error: null };
  const invitedHere = useSelector(rowRef, (snapshot) =>
    snapshot ? selectInvitedHere(snapshot) : false,
  );
  // a member with no name is told apart by her address in the button's name
  const who = hasMemberName(user.name) ? user.name : user.email || NO_NAME_TEXT;
  return (
    <Stack gap="xs">
      <Inline gap="sm" justify="space-between" wrap={false}>
        <Inline gap="sm" wrap={false} minWidth={0}>
          {/* the name is written beside it: the picture adds nothing to read */}
          <Avatar
            name={user.name}
            src={displayablePhotoUrl(user.profilePhotoUrl ?? null)}
            size="sm"
            decorative
          />
          <Stack gap="none" minWidth={0}>
            <Text size="sm" weight="semibold" maxLines={1}>
              <MemberName name={user.name} />
            </Text>
            {user.email ? (
              <Text size="xs" tone="muted" maxLines={1}>
                {user.email}
              </Text>
            ) : null}
          </Stack>
        </Inline>
        {isMember ? (
          <Tag size="sm">{MEMBER_TAG}</Tag>
        ) : (
          <Button
            size="sm"
            variant={view.label === 'Invite' ? 'primary' : 'secondary'}
            loading={view.label === 'Sending...'}
            disabled={view.disabled}
            aria-label={`${view.label} ${who}`}
            aria-describedby={view.error ? errorId : undefined}
            onClick={onInvite}
          >
            {view.label}
          </Button>
        )}
      </Inline>
      {view.error && !isMember ? (
        <InlineError id={errorId} announce>
          {view.error}
        </InlineError>
      ) : null}
      {/*
        The button she pressed only changes its name, which a screen reader may not read again:
        this polite region, in the row from the start, says the invite went.
      */}
      <p role="status" className={visuallyHidden}>
        {invitedHere ? `${view.label} ${who}` : null}
      </p>
    </Stack>
  );
}

export type InviteMembersProps = {
  /** The group members are invited to. */
  groupId: number;
  /** Level of the two section headings in the page outline (default 3, under a dialog's title). */
  headingLevel?: 2 | 3;
};

/**
 * Invite people to a group: search members (trimmed, non-empty, sent after a pause in typing
 * or at once on Enter) and invite each result on its own row, or invite anyone by e-mail.
 * Used by the group page's invite dialog and the settings' Invite Users tab.
 */
export function InviteMembers({ groupId, headingLevel = 3 }: InviteMembersProps) {
  const { snapshot, send, search } = useInviteMembers(groupId);
  // the group as the page has it (the dialog and the settings sit on the group's own screens)
  const members = new Set(useGroup(groupId).data?.members.map((member) => member.userId));
  const { query, rows, email, emailError, emailRefusal, invitedEmail } = snapshot.context;
  const emailSending = snapshot.matches({ email: 'sending' });
  const emailSent = snapshot.matches({ email: 'sent' });
  const searchHeadingId = useId();
  const emailHeadingId = useId();
  // an address the server refused takes focus to the field with its message
  const emailFormRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(emailFormRef, emailRefusal);
  // so does an address the form's own check stops, and an invite that failed otherwise (its
  // reason shows under the field): focus goes there, or, already there, the reason is said
  const emailStopped = useFocusFirstInvalidOnCheck(emailFormRef);
  const emailFailed = snapshot.matches({ email: 'failed' });
  const [failedBefore, setFailedBefore] = useState(emailFailed);
  if (emailFailed !== failedBefore) {
    setFailedBefore(emailFailed);
    if (emailFailed && emailRefusal === null) emailStopped();
  }
  const searchFieldRef = useRef<HTMLInputElement>(null);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SEARCH' });
  };
  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (!emailSending && !isInvitableEmail(email)) emailStopped();
    send({ type: 'SEND_EMAIL_INVITE' });
  };
  // the failure and its button give way to the new search: focus goes to the search field,
  // above what the search says and finds, rather than to the page's start
  const retrySearch = () => {
    searchFieldRef.current?.focus();
    send({ type: 'RETRY_SEARCH' });
  };

  return (
    <Stack gap="lg">
      <Stack as="section" gap="sm" aria-labelledby={searchHeadingId}>
        <Heading level={headingLevel} size="sm" id={searchHeadingId}>
          Search users
        </Heading>
        <form role="search" noValidate onSubmit={submitSearch}>
          <Inline gap="sm" align="flex-end" wrap={false}>
            <Box flexGrow={1} minWidth={0}>
              <TextField
                ref={searchFieldRef}
                type="search"
                label="Name or e-mail"
                autoComplete="off"
                value={query}
                onChange={(event) => send({ type: 'QUERY_CHANGED', query: event.target.value })}
              />
            </Box>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Inline>
        </form>
        {/*
          One polite region, on the page before any search, says each search's outcome as it
          settles: 'Searching...', then how many were found or that none were. The count is for
          screen readers only; the list below it shows the same to the eye. A status (polite by
          its role) rather than an aria-live region: a dialog or menu opened over the page hides
          it with the page.
        */}
        <div role="status">
          {search.status === 'searching' ? (
            <Text size="sm" tone="muted">
              Searching...
            </Text>
          ) : null}
          {search.status === 'empty' ? (
            // where the results would stand, drawn as every 'nothing here yet' is
            <EmptyState
              size="compact"
              title={
                <>
                  {/* the query in its own direction: an override left open in it stays inside */}
                  {search.parts.before}
                  <bdi>{search.parts.query}</bdi>
                  {search.parts.after}
                </>
              }
            />
          ) : null}
          {search.status === 'results' ? (
            <span className={visuallyHidden}>{usersFoundMessage(search.results.length)}</span>
          ) : null}
        </div>
        {search.status === 'error' ? (
          <Alert>
            <Inline gap="sm" justify="space-between">
              <span>{search.message}</span>
              <Button size="sm" variant="secondary" onClick={retrySearch}>
                {TRY_AGAIN}
              </Button>
            </Inline>
          </Alert>
        ) : null}
        {search.status === 'results' ? (
          <Stack as="ul" gap="sm" className={plainList} aria-label="Search results">
            {search.results.map((user) => (
              <li key={user.id}>
                <CandidateRow
                  user={user}
                  rowRef={rows[String(user.id)]}
                  isMember={members.has(String(user.id))}
                  onInvite={() => send({ type: 'INVITE', userId: user.id })}
                />
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby={emailHeadingId}>
        <Heading level={headingLevel} size="sm" id={emailHeadingId}>
          Invite by e-mail
        </Heading>
        {emailSent && invitedEmail ? (
          <Banner tone="success">Invite sent to {invitedEmail}</Banner>
        ) : null}
        <form ref={emailFormRef} noValidate onSubmit={submitEmail}>
          <Stack gap="sm">
            <TextField
              type="email"
              label="E-mail address"
              autoComplete="off"
              value={email}
              readOnly={emailSending}
              error={emailError ?? undefined}
              onChange={(event) => send({ type: 'EMAIL_CHANGED', email: event.target.value })}
            />
            <Inline>
              <Button type="submit" loading={emailSending} loadingLabel="Sending...">
                Send Invite
              </Button>
            </Inline>
          </Stack>
        </form>
      </Stack>
    </Stack>
  );
}
