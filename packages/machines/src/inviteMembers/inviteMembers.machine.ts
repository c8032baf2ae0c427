import { assign, enqueueActions, setup } from 'xstate';
import type { ActorRefFrom, PromiseActorLogic, SnapshotFrom } from 'xstate';
import { errorMessage } from '../error-message';
import { serverConflictMessage, serverFieldErrors } from '../field-errors';
import { notProvidedActor } from '../not-provided';
import { isInvitableEmail, searchableQuery } from './invite-input';
import type { InviteCandidate, InviteUserRequest } from './inviteRow.machine';
import { inviteRowMachine } from './inviteRow.machine';
import { inviteMembersMessages, noUsersFoundMessage, noUsersFoundParts } from './messages';

/** Typing pauses this long before the search goes out. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

export type InviteRowRef = ActorRefFrom<typeof inviteRowMachine>;

/** The e-mail invite's body field, as the request spells it, to the e-mail field. */
const inviteByEmailFields: Readonly<Record<string, 'email'>> = { email: 'email' };

/** An address as the invites compare it: trimmed, in lower case. */
const emailKey = (email: string) => email.trim().toLowerCase();

/** She invited `user` earlier: by a press on their row, or by e-mail to their address. */
function invitedBefore(
  context: Pick<InviteMembersContext, 'invitedEarlier' | 'invitedEmails'>,
  user: InviteCandidate,
): boolean {
  return (
    context.invitedEarlier.includes(String(user.id)) ||
    (user.email !== '' && context.invitedEmails.includes(emailKey(user.email)))
  );
}

export interface InviteMembersContext {
  groupId: string | number;
  /** Whom she invited to the group earlier, in a dialog since closed: their rows say 'Invited'. */
  invitedEarlier: string[];
  /**
   * The addresses she invited by e-mail, earlier or here, in lower case: a result with one of
   * them is someone she invited, and says 'Invited'.
   */
  invitedEmails: string[];
  /** The search field, as typed. */
  query: string;
  /** The trimmed text the shown results (or 'No users found') belong to. */
  searchedQuery: string;
  results: InviteCandidate[];
  searchError: string | null;
  /** One invite actor per user ever shown, kept across searches so 'Invited' stays. */
  rows: Record<string, InviteRowRef>;
  email: string;
  /** Under the e-mail field: why the address was not sent, or why the invite failed. */
  emailError: string | null;
  /**
   * The failed invite the server refused the address with: a new value for each refused
   * invite, null otherwise. It stays while the member types, so focus moves once per refusal.
   */
  emailRefusal: unknown;
  /** The address the last e-mail invite went to. */
  invitedEmail: string | null;
}

export type InviteMembersEvent =
  | { type: 'QUERY_CHANGED'; query: string }
  /** Search now (Enter or the Search button), skipping the debounce. */
  | { type: 'SEARCH' }
  | { type: 'RETRY_SEARCH' }
  /** Invite, or retry after a failure, for one result row. */
  | { type: 'INVITE'; userId: string | number }
  | { type: 'EMAIL_CHANGED'; email: string }
  | { type: 'SEND_EMAIL_INVITE' };

/**
 * What the e-mail field says of a failed invite: an address the server refused, or found already
 * in the group or already invited (409), shows the server's message (`emailRefusal` moves focus
 * to the field); any other failure, the failure itself.
 */
function emailInviteFailure(
  error: unknown,
): Pick<InviteMembersContext, 'emailError' | 'emailRefusal'> {
  const refused =
    serverFieldErrors(error, inviteByEmailFields)?.email ??
    serverConflictMessage(error) ??
    undefined;
  return refused === undefined
    ? {
        emailError: errorMessage(error, inviteMembersMessages.emailInviteFailed),
        emailRefusal: null,
      }
    : { emailError: refused, emailRefusal: error };
}

/**
 * The group's invite dialog: a debounced user search whose result rows
 * invite independently, beside an invite by e-mail.
 */
export const inviteMembersMachine = setup({
  types: {
    input: {} as {
      groupId: string | number;
      invitedEarlier?: ReadonlyArray<string | number>;
      /** The addresses she invited by e-mail earlier, in a dialog since closed. */
      invitedEmailsEarlier?: ReadonlyArray<string>;
      /** An address she typed earlier and has not sent: the e-mail field starts with it. */
      email?: string;
      /**
       * Why her invite to that address failed after she had closed the dialog (its machine had
       * stopped, and no one was told): the field opens saying so.
       */
      emailFailure?: unknown;
    },
    context: {} as InviteMembersContext,
    events: {} as InviteMembersEvent,
  },
  actors: {
    /** GET /users/search?q= */
    searchUsers: notProvidedActor<InviteCandidate[], { query: string }>(
      'inviteMembers',
      'searchUsers',
    ),
    /** POST /groups/{id}/invite-by-email with {email} */
    inviteByEmail: notProvidedActor<unknown, { groupId: string | number; email: string }>(
      'inviteMembers',
      'inviteByEmail',
    ),
    /** Each result row; provide its inviteUser with `provideInviteMembers` below. */
    inviteRow: inviteRowMachine,
  },
  actions: {
    /** Each of `users` with a row whom she invited before (by row or address) says 'Invited'. */
    markInvitedRows: enqueueActions(
      ({ context, enqueue }, { users }: { users: readonly InviteCandidate[] }) => {
        for (const user of users) {
          const row = context.rows[String(user.id)];
          if (row && invitedBefore(context, user)) enqueue.sendTo(row, { type: 'INVITED' });
        }
      },
    ),
  },
  guards: {
    querySearchable: ({ context }) => searchableQuery(context.query) !== null,
    hasResults: (_, params: { results: InviteCandidate[] }) => params.results.length > 0,
    emailIsInvitable: ({ context }) => isInvitableEmail(context.email),
    knownRow: ({ context, event }) =>
      event.type === 'INVITE' && context.rows[String(event.userId)] !== undefined,
  },
  delays: {
    searchDebounce: USER_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'inviteMembers',
  type: 'parallel',
  context: ({ input }) => ({
    groupId: input.groupId,
    invitedEarlier: (input.invitedEarlier ?? []).map(String),
    invitedEmails: (input.invitedEmailsEarlier ?? []).map(emailKey),
    query: '',
    searchedQuery: '',
    results: [],
    searchError: null,
    rows: {},
    email: input.email ?? '',
    ...(input.emailFailure === undefined
      ? { emailError: null, emailRefusal: null }
      : emailInviteFailure(input.emailFailure)),
    invitedEmail: null,
  }),
  on: {
    INVITE: {
      guard: 'knownRow',
      actions: enqueueActions(({ context, event, enqueue }) => {
        const row = context.rows[String(event.userId)];
        if (row) enqueue.sendTo(row, { type: 'INVITE' });
      }),
    },
  },
  states: {
    search: {
      initial: 'idle',
      on: {
        // a new query supersedes the pending or running search
        QUERY_CHANGED: [
          {
            guard: ({ event }) => searchableQuery(event.query) !== null,
            // without reenter: re-entering the region would restart the e-mail region too
            target: '.debouncing',
            actions: assign({ query: ({ event }) => event.query }),
          },
          {
            target: '.idle',
            actions: assign({
              query: ({ event }) => event.query,
              searchedQuery: '',
              results: [],
              searchError: null,
            }),
          },
        ],
        SEARCH: { guard: 'querySearchable', target: '.searching' },
      },
      states: {
        idle: {},
        debouncing: {
          after: { searchDebounce: 'searching' },
        },
        searching: {
          entry: assign({
            searchedQuery: ({ context }) => searchableQuery(context.query) ?? '',
            searchError: null,
          }),
          invoke: {
            id: 'searchUsers',
            src: 'searchUsers',
            input: ({ context }) => ({ query: context.searchedQuery }),
            onDone: [
              {
                guard: {
                  type: 'hasResults',
                  params: ({ event }) => ({ results: event.output }),
                },
                target: 'results',
                actions: [
                  assign(({ context, event, spawn }) => {
                    const rows = { ...context.rows };
                    for (const user of event.output) {
                      const key = String(user.id);
                      rows[key] ??= spawn('inviteRow', {
                        id: `invite-${key}`,
                        input: { groupId: context.groupId, user },
                      });
                    }
                    return { results: event.output, rows };
                  }),
                  // someone she invited earlier is shown as invited, not offered again
                  { type: 'markInvitedRows', params: ({ event }) => ({ users: event.output }) },
                ],
              },
              { target: 'empty', actions: assign({ results: [] }) },
            ],
            onError: {
              target: 'error',
              actions: assign({
                results: [],
                searchError: ({ event }) =>
                  errorMessage(event.error, inviteMembersMessages.searchFailed),
              }),
            },
          },
        },
        results: {},
        empty: {},
        error: {
          on: { RETRY_SEARCH: 'searching' },
        },
      },
    },
    email: {
      initial: 'editing',
      on: {
        EMAIL_CHANGED: {
          target: '.editing',
          actions: assign({ email: ({ event }) => event.email, emailError: null }),
        },
        SEND_EMAIL_INVITE: [
          { guard: 'emailIsInvitable', target: '.sending' },
          {
            target: '.editing',
            actions: assign({ emailError: inviteMembersMessages.invalidEmail }),
          },
        ],
      },
      states: {
        editing: {},
        sending: {
          entry: assign({ emailError: null, emailRefusal: null }),
          on: {
            // the field is locked while the invite is on its way: no cancel, no second send
            EMAIL_CHANGED: { description: 'ignored while sending' },
            SEND_EMAIL_INVITE: { description: 'ignored while sending' },
          },
          invoke: {
            id: 'inviteByEmail',
            src: 'inviteByEmail',
            input: ({ context }) => ({ groupId: context.groupId, email: context.email.trim() }),
            onDone: {
              target: 'sent',
              actions: [
                assign(({ context }) => {
                  const key = emailKey(context.email);
                  return {
                    invitedEmail: context.email.trim(),
                    invitedEmails: context.invitedEmails.includes(key)
                      ? context.invitedEmails
                      : [...context.invitedEmails, key],
                    email: '',
                  };
                }),
                // a result with that address is someone she has now invited
                { type: 'markInvitedRows', params: ({ context }) => ({ users: context.results }) },
              ],
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => emailInviteFailure(event.error)),
            },
          },
        },
        sent: {},
        failed: {},
      },
    },
  },
});

export type InviteMembersSnapshot = SnapshotFrom<typeof inviteMembersMachine>;

/** The search area's one state, with the empty text built from the searched query. */
export function selectUserSearchView(snapshot: InviteMembersSnapshot) {
  const { searchedQuery, results, searchError } = snapshot.context;
  if (snapshot.matches({ search: 'debouncing' }) || snapshot.matches({ search: 'searching' })) {
    return { status: 'searching' as const, results: [], message: null };
  }
  if (snapshot.matches({ search: 'results' })) {
    return { status: 'results' as const, results, message: null };
  }
  if (snapshot.matches({ search: 'empty' })) {
    return {
      status: 'empty' as const,
      results: [],
      message: noUsersFoundMessage(searchedQuery),
      parts: noUsersFoundParts(searchedQuery),
    };
  }
  if (snapshot.matches({ search: 'error' })) {
    return { status: 'error' as const, results: [], message: searchError };
  }
  return { status: 'idle' as const, results: [], message: null };
}

/** The dialog with its three calls supplied; each result row gets `inviteUser`. */
export function provideInviteMembers(actors: {
  searchUsers: PromiseActorLogic<InviteCandidate[], { query: string }>;
  inviteUser: PromiseActorLogic<unknown, InviteUserRequest>;
  inviteByEmail: PromiseActorLogic<unknown, { groupId: string | number; email: string }>;
}) {
  return inviteMembersMachine.provide({
    actors: {
      searchUsers: actors.searchUsers,
      inviteByEmail: actors.inviteByEmail,
      inviteRow: inviteRowMachine.provide({ actors: { inviteUser: actors.inviteUser } }),
    },
  });
}
