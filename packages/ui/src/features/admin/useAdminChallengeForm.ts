import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { Snapshot } from 'xstate';
import type {
  AdminChallenge,
  AdminChallengeCreateRequest,
  AdminChallengeUpdateRequest,
} from '@reprally/api-client';
import {
  adminChallengeFormMachine,
  challengeFormSpec,
  selectAdminFormView,
  type AdminItemPayload,
} from '@reprally/machines';
import { useTimers } from '../../clock/timers';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { adminWrite, reloadAdminLists, shownInList } from './AdminFormCard/kept-admin-form';

/** The name the challenge form is kept under while she is on another page. */
export const CHALLENGE_FORM_DRAFT = 'admin-challenge';

/**
 * What a changed challenge changes: the admin list, the active-challenge total, members'
 * challenges, and the users' completed-challenge counts.
 */
const changedByAChallenge = [
  queryKeys.adminChallenges,
  queryKeys.adminStats,
  queryKeys.challenges,
  queryKeys.adminUsers,
] as const;

export type AdminFormOptions = {
  /** Start the form from a given state instead of 'closed' (stories). */
  startFrom?: Snapshot<unknown>;
};

/**
 * The admin challenge form bound to the api client: create, update and delete call the server,
 * each success reloads the challenge list (and the totals, members' challenges and users' counts
 * it changes), also when she has left the page meanwhile, and forgets her kept form; every
 * failure goes to the error-reporting call; the typed values stay on failure. A challenge deleted
 * meanwhile (404) is read by the machine: its delete is done, as a success, and its update fails
 * with the server's message and reloads the list too.
 */
export function useAdminChallengeForm({ startFrom }: AdminFormOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // a create or update forgets her kept form once saved
  // a failure after she left is reported by the write: her machine has stopped with the page
  const report = (error: unknown) => {
    void client.errors.report(error);
  };
  const saved = { changes: changedByAChallenge, draft: CHALLENGE_FORM_DRAFT, report };
  const shown = shownInList<AdminChallenge>(queryClient, queryKeys.adminChallenges);
  const [machine] = useState(() =>
    adminChallengeFormMachine.provide({
      actors: {
        // the machine erases the payload's type; the challenge spec's validate() built it
        createItem: adminWrite(queryClient, saved, (input: AdminItemPayload) =>
          client.admin.challenges.create(input as AdminChallengeCreateRequest),
        ),
        updateItem: adminWrite(
          queryClient,
          { ...saved, written: shown.updated },
          (input: AdminItemPayload & { id: number }) =>
            client.admin.challenges.update(input as AdminChallengeUpdateRequest),
        ),
        deleteItem: adminWrite(
          queryClient,
          { changes: changedByAChallenge, report, written: shown.deleted },
          (input: { id: number }) => client.admin.challenges.delete(input.id),
        ),
      },
      actions: {
        reloadList: () => reloadAdminLists(queryClient, changedByAChallenge),
        reportError: (_, { error }) => {
          void client.errors.report(error);
        },
      },
    }),
  );
  const timers = useTimers();
  const [snapshot, send] = useMachine(machine, {
    clock: timers,
    ...(startFrom ? { snapshot: startFrom } : {}),
  });
  return {
    snapshot,
    send,
    view: selectAdminFormView(snapshot, challengeFormSpec),
  };
}
