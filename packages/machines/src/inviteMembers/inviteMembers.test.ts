import { createActor, SimulatedClock, waitFor } from 'xstate';
import { controlledActor, flushPromises } from '../testing/deferred';
import { checkPathCoverage, transitionTable } from '../testing/path-coverage';
import { describe, expect, it } from 'vitest';
import type { InviteMembersSnapshot } from './inviteMembers.machine';
import {
  inviteMembersMachine,
  provideInviteMembers,
  selectUserSearchView,
} from './inviteMembers.machine';
import type { InviteCandidate, InviteUserRequest } from './inviteRow.machine';
import { inviteRowMachine, selectInviteRowView, selectInvitedHere } from './inviteRow.machine';

const ana: InviteCandidate = { id: 7, name: 'Ana', email: 'ana@example.com' };
const ben: InviteCandidate = { id: 'u-8', name: 'Ben', email: 'ben@example.com' };

function startDialog(invitedEarlier?: Array<string | number>, invitedEmailsEarlier?: string[]) {
  const clock = new SimulatedClock();
  const searchUsers = controlledActor<InviteCandidate[], { query: string }>();
  const inviteUser = controlledActor<unknown, InviteUserRequest>();
  const inviteByEmail = controlledActor<unknown, { groupId: string | number; email: string }>();
  const actor = createActor(
    provideInviteMembers({
      searchUsers: searchUsers.logic,
      inviteUser: inviteUser.logic,
      inviteByEmail: inviteByEmail.logic,
    }),
    { input: { groupId: 12, invitedEarlier, invitedEmailsEarlier }, clock },
  ).start();
  const row = (id: string | number) => {
    const ref = actor.getSnapshot().context.rows[String(id)];
    if (!ref) throw new Error(`no row for ${id}`);
    return selectInviteRowView(ref.getSnapshot());
  };
  return { actor, clock, searchUsers, inviteUser, inviteByEmail, row };
}

async function withResults(
  results: InviteCandidate[] = [ana, ben],
  invitedEarlier?: Array<string | number>,
) {
  const dialog = startDialog(invitedEarlier);
  dialog.actor.send({ type: 'QUERY_CHANGED', query: 'a' });
  dialog.actor.send({ type: 'SEARCH' });
  dialog.searchUsers.last().answer.resolve(results);
  await waitFor(dialog.actor, (s) => !s.matches({ search: 'searching' }));
  return dialog;
}

describe('inviteMembers: user search', () => {
  it('does not search blank text', () => {
    const { actor, clock, searchUsers } = startDialog();
    actor.send({ type: 'QUERY_CHANGED', query: '   ' });
    actor.send({ type: 'SEARCH' });
    clock.increment(1000);
    expect(searchUsers.calls).toHaveLength(0);
    expect(selectUserSearchView(actor.getSnapshot()).status).toBe('idle');
  });

  it('waits for a 300 ms pause in typing, then searches the trimmed text once', () => {
    const { actor, clock, searchUsers } = startDialog();
    actor.send({ type: 'QUERY_CHANGED', query: 'a' });
    clock.increment(200);
    actor.send({ type: 'QUERY_CHANGED', query: 'an' });
    clock.increment(200);
    actor.send({ type: 'QUERY_CHANGED', query: ' ana ' });
    clock.increment(299);
    expect(searchUsers.calls).toHaveLength(0);
    expect(selectUserSearchView(actor.getSnapshot()).status).toBe('searching');
    clock.increment(1);
    expect(searchUsers.calls.map((call) => call.input)).toEqual([{ query: 'ana' }]);
  });

  it('searches at once on Search, skipping the pause', () => {
    const { actor, searchUsers } = startDialog();
    actor.send({ type: 'QUERY_CHANGED', query: 'ben' });
    actor.send({ type: 'SEARCH' });
    expect(searchUsers.last().input).toEqual({ query: 'ben' });
  });

  it('leaves an e-mail invite on its way alone while the search field changes', () => {
    const { actor, inviteByEmail } = startDialog();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ana@example.com' });
    actor.send({ type: 'SEND_EMAIL_INVITE' });
    actor.send({ type: 'QUERY_CHANGED', query: 'ben' });
    actor.send({ type: 'SEARCH' });
    expect(actor.getSnapshot().matches({ email: 'sending' })).toBe(true);
    expect(inviteByEmail.last().signal.aborted).toBe(false);
  });

  it('restarts a running search on Search', () => {
    const { actor, searchUsers } = startDialog();
    actor.send({ type: 'QUERY_CHANGED', query: 'an' });
    actor.send({ type: 'SEARCH' });
    actor.send({ type: 'SEARCH' });
    expect(searchUsers.calls).toHaveLength(2);
    expect(searchUsers.calls[0]?.signal.aborted).toBe(true);
  });

  it('drops a search superseded by new typing', async () => {
    const { actor, clock, searchUsers } = startDialog();
    actor.send({ type: 'QUERY_CHANGED', query: 'an' });
    actor.send({ type: 'SEARCH' });
    const first = searchUsers.last();
    actor.send({ type: 'QUERY_CHANGED', query: 'ben' });
    expect(first.signal.aborted).toBe(true);
    first.answer.resolve([ana]);
    await flushPromises();
    expect(actor.getSnapshot().context.results).toEqual([]);
    clock.increment(300);
    expect(searchUsers.last().input).toEqual({ query: 'ben' });
  });

  it('lists results, each with its own Invite button', async () => {
    const { actor, row } = await withResults();
    expect(selectUserSearchView(actor.getSnapshot())).toEqual({
      status: 'results',
      results: [ana, ben],
      message: null,
    });
    expect(row(7)).toEqual({ label: 'Invite', disabled: false, error: null });
    expect(row('u-8').label).toBe('Invite');
  });

  it('says "No users found matching" with the query kept as typed text', async () => {
    const { actor, searchUsers } = startDialog();
    actor.send({ type: 'QUERY_CHANGED', query: ' <img src=x onerror=alert(1)> ' });
    actor.send({ type: 'SEARCH' });
    searchUsers.last().answer.resolve([]);
    await waitFor(actor, (s) => s.matches({ search: 'empty' }));
    expect(selectUserSearchView(actor.getSnapshot()).message).toBe(
      'No users found matching "<img src=x onerror=alert(1)>"',
    );
  });

  it('shows a failed search and tries again on request', async () => {
    const { actor, searchUsers } = startDialog();
    actor.send({ type: 'QUERY_CHANGED', query: 'ana' });
    actor.send({ type: 'SEARCH' });
    searchUsers.last().answer.reject(new Error('Failed to search users: 500'));
    await waitFor(actor, (s) => s.matches({ search: 'error' }));
    expect(selectUserSearchView(actor.getSnapshot())).toMatchObject({
      status: 'error',
      message: 'Failed to search users: 500',
    });
    actor.send({ type: 'RETRY_SEARCH' });
    expect(searchUsers.calls).toHaveLength(2);
    expect(selectUserSearchView(actor.getSnapshot()).status).toBe('searching');
  });

  it('clears the results when the field is emptied', async () => {
    const { actor } = await withResults();
    actor.send({ type: 'QUERY_CHANGED', query: '' });
    expect(selectUserSearchView(actor.getSnapshot())).toMatchObject({
      status: 'idle',
      results: [],
    });
  });
});

describe('inviteMembers: inviting a result', () => {
  it('moves Invite → Sending... → Invited, each row on its own', async () => {
    const { actor, inviteUser, row } = await withResults();
    actor.send({ type: 'INVITE', userId: 7 });
    actor.send({ type: 'INVITE', userId: 'u-8' });
    expect(row(7)).toEqual({ label: 'Sending...', disabled: true, error: null });
    expect(row('u-8').label).toBe('Sending...');
    expect(inviteUser.calls.map((call) => call.input)).toEqual([
      { groupId: 12, userId: 7 },
      { groupId: 12, userId: 'u-8' },
    ]);

    inviteUser.calls[1]?.answer.resolve(undefined);
    await flushPromises();
    expect(row('u-8')).toEqual({ label: 'Invited', disabled: true, error: null });
    expect(row(7).label).toBe('Sending...');
  });

  it('shows whom she invited earlier as Invited, and sends nothing for them', async () => {
    const { actor, inviteUser, row } = await withResults([ana, ben], ['u-8']);
    expect(row('u-8')).toEqual({ label: 'Invited', disabled: true, error: null });
    expect(row(7)).toEqual({ label: 'Invite', disabled: false, error: null });
    actor.send({ type: 'INVITE', userId: 'u-8' });
    expect(inviteUser.calls).toHaveLength(0);
    // invited earlier, not by a press here: nothing to announce; a press here, once done
    const invitedHere = (id: string | number) => {
      const ref = actor.getSnapshot().context.rows[String(id)];
      return ref ? selectInvitedHere(ref.getSnapshot()) : null;
    };
    expect(invitedHere('u-8')).toBe(false);
    actor.send({ type: 'INVITE', userId: 7 });
    expect(invitedHere(7)).toBe(false);
    inviteUser.last().answer.resolve(undefined);
    await flushPromises();
    expect(invitedHere(7)).toBe(true);
  });

  it('shows a failed invite with its error, and Invite retries it', async () => {
    const { actor, inviteUser, row } = await withResults();
    actor.send({ type: 'INVITE', userId: 7 });
    inviteUser.last().answer.reject(new Error('Failed to invite user: 409'));
    await flushPromises();
    expect(row(7)).toEqual({
      label: 'Invite',
      disabled: false,
      error: 'Failed to invite user: 409',
    });

    actor.send({ type: 'INVITE', userId: 7 });
    expect(row(7)).toEqual({ label: 'Sending...', disabled: true, error: null });
    inviteUser.last().answer.resolve(undefined);
    await flushPromises();
    expect(row(7).label).toBe('Invited');
  });

  it("falls back to 'Failed to invite user' for an error without a message", async () => {
    const { actor, inviteUser, row } = await withResults();
    actor.send({ type: 'INVITE', userId: 7 });
    inviteUser.last().answer.reject({ status: 500 });
    await flushPromises();
    expect(row(7).error).toBe('Failed to invite user');
  });

  it('keeps a member shown as Invited in a later search', async () => {
    const { actor, inviteUser, searchUsers, row } = await withResults();
    actor.send({ type: 'INVITE', userId: 7 });
    inviteUser.last().answer.resolve(undefined);
    await flushPromises();
    actor.send({ type: 'QUERY_CHANGED', query: 'an' });
    actor.send({ type: 'SEARCH' });
    searchUsers.last().answer.resolve([ana]);
    await waitFor(actor, (s) => s.matches({ search: 'results' }));
    expect(row(7).label).toBe('Invited');
  });

  it('ignores an invite for someone not in the results', async () => {
    const { actor, inviteUser } = await withResults();
    actor.send({ type: 'INVITE', userId: 999 });
    expect(inviteUser.calls).toHaveLength(0);
  });
});

describe('inviteMembers: invite by e-mail', () => {
  it('starts with an address typed earlier and not sent, and sends it as it stands', () => {
    const inviteByEmail = controlledActor<unknown, { groupId: string | number; email: string }>();
    const actor = createActor(
      provideInviteMembers({
        searchUsers: controlledActor<InviteCandidate[], { query: string }>().logic,
        inviteUser: controlledActor<unknown, InviteUserRequest>().logic,
        inviteByEmail: inviteByEmail.logic,
      }),
      { input: { groupId: 12, email: 'ana@example.com' } },
    ).start();
    expect(actor.getSnapshot().context.email).toBe('ana@example.com');
    actor.send({ type: 'SEND_EMAIL_INVITE' });
    expect(inviteByEmail.calls.map((call) => call.input)).toEqual([
      { groupId: 12, email: 'ana@example.com' },
    ]);
  });

  it('starts saying why an invite to that address failed after the dialog had closed', () => {
    const start = (emailFailure: unknown) =>
      createActor(
        provideInviteMembers({
          searchUsers: controlledActor<InviteCandidate[], { query: string }>().logic,
          inviteUser: controlledActor<unknown, InviteUserRequest>().logic,
          inviteByEmail: controlledActor<unknown, { groupId: string | number; email: string }>()
            .logic,
        }),
        { input: { groupId: 12, email: 'noor@example.com', emailFailure } },
      ).start();
    const failed = start(new Error('Failed to send email invite: 500'));
    expect(failed.getSnapshot().context).toMatchObject({
      email: 'noor@example.com',
      emailError: 'Failed to send email invite: 500',
      emailRefusal: null,
    });
    // typing clears it, as after a failure seen in place
    failed.send({ type: 'EMAIL_CHANGED', email: 'noor@example.org' });
    expect(failed.getSnapshot().context.emailError).toBeNull();

    const conflict = Object.assign(new Error('Failed to send email invite: 409'), {
      status: 409,
      body: { message: 'That person already has a pending invite to this group' },
    });
    expect(start(conflict).getSnapshot().context).toMatchObject({
      emailError: 'That person already has a pending invite to this group',
      emailRefusal: conflict,
    });
  });

  it.each(['', '   ', 'ana.example.com'])(
    "refuses %j with 'Please enter a valid email address' and sends nothing",
    (email) => {
      const { actor, inviteByEmail } = startDialog();
      actor.send({ type: 'EMAIL_CHANGED', email });
      actor.send({ type: 'SEND_EMAIL_INVITE' });
      expect(actor.getSnapshot().context.emailError).toBe('Please enter a valid email address');
      expect(inviteByEmail.calls).toHaveLength(0);
      actor.send({ type: 'EMAIL_CHANGED', email: 'a' });
      expect(actor.getSnapshot().context.emailError).toBeNull();
    },
  );

  it('sends the trimmed address, then reports it sent and clears the field', async () => {
    const { actor, inviteByEmail } = startDialog();
    actor.send({ type: 'EMAIL_CHANGED', email: ' ana@example.com ' });
    actor.send({ type: 'SEND_EMAIL_INVITE' });
    expect(actor.getSnapshot().matches({ email: 'sending' })).toBe(true);
    actor.send({ type: 'SEND_EMAIL_INVITE' });
    expect(inviteByEmail.calls.map((call) => call.input)).toEqual([
      { groupId: 12, email: 'ana@example.com' },
    ]);
    inviteByEmail.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ email: 'sent' }));
    expect(actor.getSnapshot().context).toMatchObject({
      invitedEmail: 'ana@example.com',
      email: '',
    });
  });

  it.each([
    [new Error('Failed to send email invite: 500'), 'Failed to send email invite: 500'],
    ['not an error', 'Failed to send email invite'],
  ])('shows a failed e-mail invite (%o) and keeps the address', async (error, message) => {
    const { actor, inviteByEmail } = startDialog();
    actor.send({ type: 'EMAIL_CHANGED', email: 'ana@example.com' });
    actor.send({ type: 'SEND_EMAIL_INVITE' });
    inviteByEmail.last().answer.reject(error);
    await waitFor(actor, (s) => s.matches({ email: 'failed' }));
    expect(actor.getSnapshot().context).toMatchObject({
      emailError: message,
      email: 'ana@example.com',
    });
  });

  describe('an address the server refused', () => {
    /** A failure as the api client throws it for a 400 naming request fields. */
    const refused = (fieldErrors: Record<string, string>) =>
      Object.assign(new Error('Failed to send email invite: 400'), { fieldErrors });

    it('shows the server’s message under the field, keeps the address, and typing clears it', async () => {
      const { actor, inviteByEmail } = startDialog();
      actor.send({ type: 'EMAIL_CHANGED', email: 'ana@example' });
      actor.send({ type: 'SEND_EMAIL_INVITE' });
      const error = refused({ email: 'This e-mail domain does not accept mail' });
      inviteByEmail.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches({ email: 'failed' }));
      expect(actor.getSnapshot().context).toMatchObject({
        emailError: 'This e-mail domain does not accept mail',
        emailRefusal: error,
        email: 'ana@example',
      });

      actor.send({ type: 'EMAIL_CHANGED', email: 'ana@example.com' });
      expect(actor.getSnapshot().context).toMatchObject({
        emailError: null,
        emailRefusal: error,
      });
      actor.send({ type: 'SEND_EMAIL_INVITE' });
      expect(actor.getSnapshot().context.emailRefusal).toBeNull();
      const again = refused({ email: 'Ana is already a member of this group' });
      inviteByEmail.last().answer.reject(again);
      await waitFor(actor, (s) => s.matches({ email: 'failed' }));
      expect(actor.getSnapshot().context).toMatchObject({
        emailError: 'Ana is already a member of this group',
        emailRefusal: again,
      });
    });

    it('someone already in the group or already invited (409) shows the server’s reason under the field', async () => {
      const { actor, inviteByEmail } = startDialog();
      actor.send({ type: 'EMAIL_CHANGED', email: 'noor@example.com' });
      actor.send({ type: 'SEND_EMAIL_INVITE' });
      const conflict = Object.assign(new Error('Failed to send email invite: 409'), {
        status: 409,
        body: { message: 'That person already has a pending invite to this group' },
      });
      inviteByEmail.last().answer.reject(conflict);
      await waitFor(actor, (s) => s.matches({ email: 'failed' }));
      expect(actor.getSnapshot().context).toMatchObject({
        emailError: 'That person already has a pending invite to this group',
        emailRefusal: conflict,
        email: 'noor@example.com',
      });
    });

    it('a 409 without a reason, or another status with one, shows the failure as before', async () => {
      for (const [status, body] of [
        [409, {}],
        [500, { message: 'Database unavailable' }],
      ] as const) {
        const { actor, inviteByEmail } = startDialog();
        actor.send({ type: 'EMAIL_CHANGED', email: 'noor@example.com' });
        actor.send({ type: 'SEND_EMAIL_INVITE' });
        inviteByEmail
          .last()
          .answer.reject(
            Object.assign(new Error(`Failed to send email invite: ${status}`), { status, body }),
          );
        await waitFor(actor, (s) => s.matches({ email: 'failed' }));
        expect(actor.getSnapshot().context).toMatchObject({
          emailError: `Failed to send email invite: ${status}`,
          emailRefusal: null,
        });
      }
    });

    it.each([
      ['names another field', { groupId: 'Unknown group' }],
      ['names no field', {}],
    ])('a refusal that %s shows the failure as before', async (_, fieldErrors) => {
      const { actor, inviteByEmail } = startDialog();
      actor.send({ type: 'EMAIL_CHANGED', email: 'ana@example.com' });
      actor.send({ type: 'SEND_EMAIL_INVITE' });
      inviteByEmail.last().answer.reject(refused(fieldErrors));
      await waitFor(actor, (s) => s.matches({ email: 'failed' }));
      expect(actor.getSnapshot().context).toMatchObject({
        emailError: 'Failed to send email invite: 400',
        emailRefusal: null,
        email: 'ana@example.com',
      });
    });
  });
});

describe('inviteMembers: someone invited by e-mail', () => {
  it('shows a result with an address she invited as Invited, at once and in a later search', async () => {
    const { actor, inviteByEmail, searchUsers, row } = await withResults([ana, ben]);
    actor.send({ type: 'EMAIL_CHANGED', email: ' Ben@Example.com ' });
    actor.send({ type: 'SEND_EMAIL_INVITE' });
    expect(row('u-8').label).toBe('Invite');
    inviteByEmail.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ email: 'sent' }));
    expect(row('u-8')).toEqual({ label: 'Invited', disabled: true, error: null });
    expect(row(7).label).toBe('Invite');

    // searched again, the row is still hers invited
    actor.send({ type: 'QUERY_CHANGED', query: 'ben' });
    actor.send({ type: 'SEARCH' });
    searchUsers.last().answer.resolve([ben]);
    await waitFor(actor, (s) => s.matches({ search: 'results' }));
    expect(row('u-8').label).toBe('Invited');
  });

  it('shows whom she invited by e-mail in a dialog since closed as Invited', async () => {
    const dialog = startDialog(undefined, ['ana@example.com']);
    dialog.actor.send({ type: 'QUERY_CHANGED', query: 'a' });
    dialog.actor.send({ type: 'SEARCH' });
    dialog.searchUsers.last().answer.resolve([ana, ben]);
    await waitFor(dialog.actor, (s) => s.matches({ search: 'results' }));
    expect(dialog.row(7).label).toBe('Invited');
    expect(dialog.row('u-8').label).toBe('Invite');
  });

  it('does not take a failed e-mail invite for one', async () => {
    const { actor, inviteByEmail, row } = await withResults([ana, ben]);
    actor.send({ type: 'EMAIL_CHANGED', email: 'ben@example.com' });
    actor.send({ type: 'SEND_EMAIL_INVITE' });
    inviteByEmail.last().answer.reject(new Error('Failed to send invite: 500'));
    await waitFor(actor, (s) => s.matches({ email: 'failed' }));
    expect(row('u-8').label).toBe('Invite');
  });
});

// replays every shortest path on a live actor: seconds on a busy 2-core machine
describe('inviteMembers paths (xstate/graph)', { timeout: 30_000 }, () => {
  it('has the dialog flow: search, Invite → Sending... → Invited, e-mail invite', () => {
    expect(transitionTable(inviteMembersMachine)).toEqual([
      '(root) --INVITE [knownRow]--> (stays)',
      'email --EMAIL_CHANGED--> email.editing',
      'email --SEND_EMAIL_INVITE#1 [emailIsInvitable]--> email.sending',
      'email --SEND_EMAIL_INVITE#2--> email.editing',
      'email.sending --EMAIL_CHANGED--> (stays)',
      'email.sending --SEND_EMAIL_INVITE--> (stays)',
      'email.sending --done:inviteByEmail--> email.sent',
      'email.sending --error:inviteByEmail--> email.failed',
      'search --QUERY_CHANGED#1 [inline guard]--> search.debouncing',
      'search --QUERY_CHANGED#2--> search.idle',
      'search --SEARCH [querySearchable]--> search.searching',
      'search.debouncing --after searchDebounce--> search.searching',
      'search.error --RETRY_SEARCH--> search.searching',
      'search.searching --done:searchUsers#1 [hasResults]--> search.results',
      'search.searching --done:searchUsers#2--> search.empty',
      'search.searching --error:searchUsers--> search.error',
    ]);
  });

  it('reaches every state and takes every transition, each path ending in checks', () => {
    const typedSearch = (s: InviteMembersSnapshot) => s.context.query.trim();
    const report = checkPathCoverage({
      machine: inviteMembersMachine,
      input: { groupId: 12 },
      events: {
        QUERY_CHANGED: () => [
          { type: 'QUERY_CHANGED', query: ' ana ' },
          { type: 'QUERY_CHANGED', query: ' ' },
        ],
        INVITE: () => [
          { type: 'INVITE', userId: 7 },
          { type: 'INVITE', userId: 999 },
        ],
        EMAIL_CHANGED: () => [
          { type: 'EMAIL_CHANGED', email: 'ben@example.com' },
          { type: 'EMAIL_CHANGED', email: 'ben' },
        ],
        'xstate.done.actor.searchUsers': () => [
          { type: 'xstate.done.actor.searchUsers', output: [ana] },
          { type: 'xstate.done.actor.searchUsers', output: [] },
        ],
        'xstate.error.actor.searchUsers': () => [
          {
            type: 'xstate.error.actor.searchUsers',
            error: new Error('Failed to search users: 500'),
          },
        ],
        'xstate.error.actor.inviteByEmail': () => [
          { type: 'xstate.error.actor.inviteByEmail', error: 'offline' },
        ],
      },
      states: {
        'search.idle': (s) => {
          expect(selectUserSearchView(s)).toEqual({ status: 'idle', results: [], message: null });
          expect(typedSearch(s)).toBe('');
        },
        'search.debouncing': (s) => {
          expect(selectUserSearchView(s).status).toBe('searching');
          expect(typedSearch(s)).toBe('ana');
        },
        'search.searching': (s) => expect(s.context.searchedQuery).toBe('ana'),
        'search.results': (s) => {
          expect(selectUserSearchView(s).results).toEqual([ana]);
          expect(Object.keys(s.context.rows)).toEqual(['7']);
        },
        'search.empty': (s) =>
          expect(selectUserSearchView(s).message).toBe('No users found matching "ana"'),
        'search.error': (s) =>
          expect(selectUserSearchView(s).message).toBe('Failed to search users: 500'),
        'email.editing': (s, { events }) => {
          const lastSend = events.findLast(
            (e) => e.type === 'SEND_EMAIL_INVITE' || e.type === 'EMAIL_CHANGED',
          );
          if (lastSend?.type === 'SEND_EMAIL_INVITE') {
            expect(s.context.emailError).toBe('Please enter a valid email address');
          } else {
            expect(s.context.emailError).toBeNull();
          }
        },
        'email.sending': (s) => expect(s.context.email).toBe('ben@example.com'),
        'email.sent': (s) =>
          expect(s.context).toMatchObject({ invitedEmail: 'ben@example.com', email: '' }),
        'email.failed': (s) =>
          expect(s.context).toMatchObject({
            email: 'ben@example.com',
            emailError: 'Failed to send email invite',
          }),
      },
    });
    expect(report.stateNodes).toBe(12);
  });

  it('has the row flow Invite → Sending... → Invited, with retry after a failure', () => {
    expect(transitionTable(inviteRowMachine)).toEqual([
      'failed --INVITE--> sending',
      'idle --INVITE--> sending',
      'idle --INVITED--> invited',
      'sending --done:inviteUser--> invited',
      'sending --error:inviteUser--> failed',
    ]);
    checkPathCoverage({
      machine: inviteRowMachine,
      input: { groupId: 12, user: ana },
      events: {
        'xstate.error.actor.inviteUser': () => [
          { type: 'xstate.error.actor.inviteUser', error: new Error('Failed to invite user: 409') },
        ],
      },
      states: {
        idle: (s) =>
          expect(selectInviteRowView(s)).toEqual({ label: 'Invite', disabled: false, error: null }),
        sending: (s) =>
          expect(selectInviteRowView(s)).toEqual({
            label: 'Sending...',
            disabled: true,
            error: null,
          }),
        invited: (s) =>
          expect(selectInviteRowView(s)).toEqual({ label: 'Invited', disabled: true, error: null }),
        failed: (s) =>
          expect(selectInviteRowView(s)).toEqual({
            label: 'Invite',
            disabled: false,
            error: 'Failed to invite user: 409',
          }),
      },
    });
  });
});
