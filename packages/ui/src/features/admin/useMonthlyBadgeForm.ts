import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { MonthlyBadgeCreateRequest, MonthlyBadgeUpdateRequest } from '@reprally/api-client';
import {
  monthlyBadgeFormMachine,
  monthlyBadgeFormSpec,
  selectAdminFormView,
  type AdminItemPayload,
  type EvaluateBadgesRequest,
} from '@reprally/machines';
import { useApiClient } from '../../api/ApiClientProvider';
import { forgetDraft } from '../../api/kept-draft';
import { onceOnline } from '../../api/online';
import { queryKeys } from '../../api/query-keys';
import { useClock } from '../../clock/ClockProvider';
import type { AdminFormOptions } from './useAdminChallengeForm';
import { adminWrite, reloadAdminLists } from './AdminFormCard/kept-admin-form';
import { serverMonthAt } from './AdminMonthlyBadgesPage/evaluation-period';

/** The name the monthly badge form is kept under while she is on another page. */
export const MONTHLY_BADGE_FORM_DRAFT = 'admin-monthly-badge';

/** The name the evaluation's Year and Month are kept under while she is on another page. */
export const EVALUATION_PERIOD_DRAFT = 'admin-badge-evaluation';

/** What a changed badge changes: the list, whose key also holds the totals, and members' badges. */
const changedByABadge = [queryKeys.adminMonthlyBadges, queryKeys.monthlyBadges] as const;

/** The last 'Evaluate All Badges' of this session: how many were awarded, for which month. */
export type LastEvaluation = { badgesAwarded: number; year: number; month: number };

/**
 * The monthly badge form bound to the api client: create, update, delete and 'Evaluate All
 * Badges'. Changes reload the badge list and its totals (also when she has left the page
 * meanwhile, forgetting her kept form); an evaluation changes the awards, so the totals and
 * members' monthly badges, and forgets the Year and Month kept for it; every failure goes to
 * the error-reporting call. A badge
 * deleted meanwhile (404) is read by the machine: its delete is done, as a success, and its
 * update fails with the server's message and reloads the list too.
 */
export function useMonthlyBadgeForm({ startFrom }: AdminFormOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const clock = useClock();
  // kept in the cache for the whole session (cleared on sign-out), so it survives navigation
  const lastEvaluation = useQuery<LastEvaluation | null>({
    queryKey: queryKeys.adminBadgeEvaluation,
    queryFn: () => null,
    initialData: null,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
  // a create or update forgets her kept form once saved
  // a failure after she left is reported by the write: her machine has stopped with the page
  const report = (error: unknown) => {
    void client.errors.report(error);
  };
  const saved = { changes: changedByABadge, draft: MONTHLY_BADGE_FORM_DRAFT, report };
  const [machine] = useState(() =>
    monthlyBadgeFormMachine.provide({
      actors: {
        // the machine erases the payload's type; the monthly badge spec's validate() built it
        createItem: adminWrite(queryClient, saved, (input: AdminItemPayload) =>
          client.admin.monthlyBadges.create(input as MonthlyBadgeCreateRequest),
        ),
        updateItem: adminWrite(queryClient, saved, (input: AdminItemPayload & { id: number }) =>
          client.admin.monthlyBadges.update(input as MonthlyBadgeUpdateRequest),
        ),
        deleteItem: adminWrite(
          queryClient,
          { changes: changedByABadge, report },
          (input: { id: number }) => client.admin.monthlyBadges.delete(input.id),
        ),
        evaluateBadges: fromPromise<{ badgesAwarded: number }, EvaluateBadgesRequest>(
          async ({ input, signal }) => {
            const result = await onceOnline(
              () => client.admin.monthlyBadges.evaluateAll(input),
              signal,
            );
            // no month given is the server's current one: named as such
            const period =
              input.year !== undefined && input.month !== undefined
                ? { year: input.year, month: input.month }
                : serverMonthAt(clock.now());
            const last: LastEvaluation = { ...period, badgesAwarded: result.badgesAwarded };
            queryClient.setQueryData(queryKeys.adminBadgeEvaluation, last);
            // evaluated: the Year and Month she typed for it are sent, and start empty next time
            forgetDraft(queryClient, EVALUATION_PERIOD_DRAFT);
            for (const queryKey of [queryKeys.adminMonthlyBadgeStats, queryKeys.monthlyBadges]) {
              void queryClient.invalidateQueries({ queryKey });
            }
            return result;
          },
        ),
      },
      actions: {
        reloadList: () => reloadAdminLists(queryClient, changedByABadge),
        reportError: (_, { error }) => {
          void client.errors.report(error);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, startFrom ? { snapshot: startFrom } : undefined);
  return {
    snapshot,
    send,
    view: selectAdminFormView(snapshot, monthlyBadgeFormSpec),
    lastEvaluation,
  };
}
