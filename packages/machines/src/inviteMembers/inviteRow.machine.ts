import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { errorMessage } from '../error-message';
import { notProvidedActor } from '../not-provided';
import { inviteMembersMessages } from './messages';

/** User search result */
export interface InviteCandidate {
  id: string | number;
  name: string;
  email: string;
  profilePhotoUrl?: string | null;
}

export interface InviteUserRequest {
  groupId: string | number;
  userId: string | number;
}

export interface InviteRowContext {
  groupId: string | number;
  user: InviteCandidate;
  error: string | null;
  /** Invited by a press in this dialog (not earlier): worth saying once it is done. */
  sentHere: boolean;
}

/**
 * One search result's Invite button: Invite → Sending... → Invited, or back to
 * Invite with its error; pressing Invite again retries. Each row is its own actor, so
 * inviting one member never blocks another. A person she invited earlier (in a dialog since
 * closed) starts as Invited.
 */
export const inviteRowMachine = setup({
  types: {
    input: {} as { groupId: string | number; user: InviteCandidate },
    context: {} as InviteRowContext,
    events: {} as { type: 'INVITE' } | { type: 'INVITED' },
  },
  actors: {
    /** POST /groups/{id}/invites with {userId} */
    inviteUser: notProvidedActor<unknown, InviteUserRequest>('inviteRow', 'inviteUser'),
  },
}).createMachine({
  id: 'inviteRow',
  context: ({ input }) => ({
    groupId: input.groupId,
    user: input.user,
    error: null,
    sentHere: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        INVITE: 'sending',
        INVITED: { target: 'invited', description: 'she invited this person earlier' },
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        id: 'inviteUser',
        src: 'inviteUser',
        input: ({ context }) => ({ groupId: context.groupId, userId: context.user.id }),
        onDone: { target: 'invited', actions: assign({ sentHere: true }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorMessage(event.error, inviteMembersMessages.inviteFailed),
          }),
        },
      },
    },
    invited: {},
    failed: {
      on: { INVITE: 'sending' },
    },
  },
});

export type InviteRowSnapshot = SnapshotFrom<typeof inviteRowMachine>;

/** Whether the row has just been invited by her press, to say so to a screen reader. */
export function selectInvitedHere(snapshot: InviteRowSnapshot): boolean {
  return snapshot.matches('invited') && snapshot.context.sentHere;
}

/** The row's button: its label, whether it can be pressed, and the error to show beside it. */
export function selectInviteRowView(snapshot: InviteRowSnapshot) {
  if (snapshot.matches('sending')) {
    return { label: inviteMembersMessages.sending, disabled: true, error: null };
  }
  if (snapshot.matches('invited')) {
    return { label: inviteMembersMessages.invited, disabled: true, error: null };
  }
  return { label: inviteMembersMessages.invite, disabled: false, error: snapshot.context.error };
}
