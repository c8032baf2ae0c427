import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type {
  MonthlyBadge,
  MonthlyBadgeCreateRequest,
  MonthlyBadgeUpdateRequest,
} from '@reprally/api-client';
import {
  monthlyBadgeFormMachine,
  monthlyBadgeFormSpec,
  selectAdminFormView,
  type AdminItemPayload,
  type EvaluateBadgesRequest,
} from '@reprally/machines';
import { useTimers } from '../../clock/timers';
import { useApiClient } from '../../api/ApiClientProvider';
import { forgetDraft, keepDraft, keptDraft } from '../../api/kept-draft';
import { draftSent, followLeftPress, keptFailure, sendFromMachine } from '../../api/sent-press';
import { queryKeys } from '../../api/query-keys';
import { readAgain } from '../../api/read-again';
import { useClock } from '../../clock/ClockProvider';
import type { AdminFormOptions } from './useAdminChallengeForm';
import { adminWrite, reloadAdminLists, shownInList } from './AdminFormCard/kept-admin-form';
import { serverMonthAt, type EvaluationFields } from './AdminMonthlyBadgesPage/evaluation-period';

/** The name the monthly badge form is kept under while she is on another page. */
export const MONTHLY_BADGE_FORM_DRAFT = 'admin-monthly-badge';

/** The name the evaluation's Year and Month are kept under while she is on another page. */
export const EVALUATION_PERIOD_DRAFT = 'admin-badge-evaluation';

/** What a changed badge changes: the list, whose key also holds the totals, and members' badges. */
const changedByABadge = [queryKeys.adminMonthlyBadges, queryKeys.monthlyBadges] as const;

/** The Year and Month of an evaluation of the current month: none given. */
const noPeriod: EvaluationFields = { year: '', month: '' };

/** An evaluation sent from a page she has left: still on its way, or failed with no page there. */
const evaluationLeft = (queryClient: QueryClient) =>
  draftSent(queryClient, EVALUATION_PERIOD_DRAFT) ||
  keptFailure(queryClient, EVALUATION_PERIOD_DRAFT) !== undefined;

/** Failures already reported when they happened, with no page there: not reported again. */
const reported = new WeakSet<object>();
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

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
  // kept in the cache for the whole session (cleared on sign-out), so it survives navigation.
  // Nothing reads it from the server: a refetch (everything is invalidated when she signs in
  // again) keeps what it holds
  const lastEvaluation = useQuery<LastEvaluation | null>({
    queryKey: queryKeys.adminBadgeEvaluation,
    queryFn: () =>
      queryClient.getQueryData<LastEvaluation | null>(queryKeys.adminBadgeEvaluation) ?? null,
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
  const shown = shownInList<MonthlyBadge>(queryClient, queryKeys.adminMonthlyBadges);
  const [machine] = useState(() =>
    monthlyBadgeFormMachine.provide({
      actors: {
        // the machine erases the payload's type; the monthly badge spec's validate() built it
        createItem: adminWrite(queryClient, saved, (input: AdminItemPayload) =>
          client.admin.monthlyBadges.create(input as MonthlyBadgeCreateRequest),
        ),
        updateItem: adminWrite(
          queryClient,
          { ...saved, written: shown.updated },
          (input: AdminItemPayload & { id: number }) =>
            client.admin.monthlyBadges.update(input as MonthlyBadgeUpdateRequest),
        ),
        deleteItem: adminWrite(
          queryClient,
          { changes: changedByABadge, report, written: shown.deleted },
          (input: { id: number }) => client.admin.monthlyBadges.delete(input.id),
        ),
        evaluateBadges: fromPromise<{ badgesAwarded: number }, EvaluateBadgesRequest>(
          async ({ input, signal }) => {
            // an evaluation she started before she left the page and came back: followed to
            // its answer, never sent a second time
            if (evaluationLeft(queryClient)) {
              const left = await followLeftPress<EvaluationFields>(
                queryClient,
                EVALUATION_PERIOD_DRAFT,
                signal,
              );
              if (left?.failure) {
                // her Year and Month stay for another try, as when she stays for a failure
                if (left.value.year !== '' || left.value.month !== '') {
                  keepDraft(queryClient, EVALUATION_PERIOD_DRAFT, left.value);
                }
                // reported when it failed, with no page there
                if (isObject(left.failure.reason)) reported.add(left.failure.reason);
                throw left.failure.reason;
              }
              const last = queryClient.getQueryData<LastEvaluation | null>(
                queryKeys.adminBadgeEvaluation,
              );
              return { badgesAwarded: last?.badgesAwarded ?? 0 };
            }
            // marked as sent on her Year and Month (empty for the current month), so the page
            // she comes back to follows it; offline, it waits for the connection
            const typed = keptDraft<EvaluationFields>(queryClient, EVALUATION_PERIOD_DRAFT);
            keepDraft(queryClient, EVALUATION_PERIOD_DRAFT, typed?.value ?? noPeriod);
            try {
              return await sendFromMachine(
                queryClient,
                [EVALUATION_PERIOD_DRAFT],
                signal,
                () =>
                  client.admin.monthlyBadges.evaluateAll(input).then((result) => {
                    // no month given is the server's current one: named as such
                    const period =
                      input.year !== undefined && input.month !== undefined
                        ? { year: input.year, month: input.month }
                        : serverMonthAt(clock.now());
                    const last: LastEvaluation = {
                      ...period,
                      badgesAwarded: result.badgesAwarded,
                    };
                    queryClient.setQueryData(queryKeys.adminBadgeEvaluation, last);
                    for (const queryKey of [
                      queryKeys.adminMonthlyBadgeStats,
                      queryKeys.monthlyBadges,
                    ]) {
                      void readAgain(queryClient, { queryKey });
                    }
                    return result;
                  }),
                report,
              );
            } catch (error) {
              // the page says a failure it is there for; empty fields are nothing to keep
              if (!typed && !keptFailure(queryClient, EVALUATION_PERIOD_DRAFT)) {
                forgetDraft(queryClient, EVALUATION_PERIOD_DRAFT);
              }
              throw error;
            }
          },
        ),
      },
      actions: {
        reloadList: () => reloadAdminLists(queryClient, changedByABadge),
        reportError: (_, { error }) => {
          if (isObject(error) && reported.has(error)) return;
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
  // back on the page while an evaluation she started is on its way, or after it failed unseen:
  // the page follows it as if she had stayed ('Evaluating...', then its answer or its failure)
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current) return;
    followed.current = true;
    if (evaluationLeft(queryClient)) send({ type: 'EVALUATE' });
  }, [queryClient, send]);
  return {
    snapshot,
    send,
    view: selectAdminFormView(snapshot, monthlyBadgeFormSpec),
    lastEvaluation,
  };
}
