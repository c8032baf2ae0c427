import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { errorMessage } from '../error-message';
import { serverFieldErrors } from '../field-errors';
import { notProvidedAction, notProvidedActor } from '../not-provided';
import type { AdminFormSpec, FieldErrors } from './admin-form-spec';
import { challengeFormSpec } from './challenge-form';
import { monthlyBadgeFormSpec } from './monthly-badge-form';

/** The delete success banner shows for 3000 ms */
export const DELETE_BANNER_MS = 3000;

export const badgeEvaluationMessages = {
  // while the evaluation runs (a neutral banner)
  running: 'Evaluating badges for all users...',
  // success and failure banners of 'Evaluate All Badges'
  done: (badgesAwarded: number) => `Evaluation complete! ${badgesAwarded} badges awarded.`,
  failed: 'Failed to evaluate badges',
} as const;

/**
 * The server answered that the item is not there (404): someone deleted it meanwhile. Read by
 * shape, as the api client's errors carry their HTTP status.
 */
function isItemGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

export interface AdminFeedback {
  tone: 'success' | 'error' | 'info';
  message: string;
}

export interface AdminFormContext<TValues, TPayload> {
  values: TValues;
  /** Each field's problem: the form's own checks, or the server's message on a refused save. */
  errors: FieldErrors<TValues>;
  /**
   * The failed save the server refused on fields: a new value for each refused save, null
   * otherwise. It stays while the member edits, so focus moves once per refusal.
   */
  refusedSave: unknown;
  /** The id of the card being edited; null when creating (or when the card had none). */
  editingId: number | null;
  /** What went to the server with the last valid submit. */
  submitted: TPayload | null;
  pendingDeleteId: number | null;
  feedback: AdminFeedback | null;
}

export type AdminFormEvent<TItem, TValues> =
  | { type: 'NEW' }
  | { type: 'EDIT'; item: TItem }
  | { type: 'CHANGE'; values: Partial<TValues> }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT' }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  /** Monthly badges only; year and month go along only when both are given. */
  | { type: 'EVALUATE'; year?: number; month?: number }
  | { type: 'DISMISS_FEEDBACK' };

/** The body sent for a create; an update adds the id. The form's spec decides its fields. */
export type AdminItemPayload = object;

export interface EvaluateBadgesRequest {
  year?: number;
  month?: number;
}

/**
 * The admin challenge and monthly badge forms: closed, create,
 * edit (prefilled) and submitting; delete behind a confirmation; badge evaluation; one
 * feedback banner. The spec decides which form it is: fields, checks, texts.
 *
 * An item deleted meanwhile (the server answers 404): deleting it is done, as a success; updating
 * it keeps the server's message and her values in a new item's form, and the list is read again.
 */
export function createAdminFormMachine<
  TItem extends { id?: number | null },
  TValues extends object,
  TPayload extends object,
>(spec: AdminFormSpec<TItem, TValues, TPayload>) {
  type Context = AdminFormContext<TValues, TPayload>;
  type Event = AdminFormEvent<TItem, TValues>;
  const { messages } = spec;
  const fresh = {
    values: spec.defaults,
    errors: {},
    refusedSave: null,
    editingId: null,
    submitted: null,
  } satisfies Partial<Context>;

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
    },
    actors: {
      // the payload type is erased here (TypeScript cannot follow a generic through invoke);
      // the typed machines below and the spec's validate() keep it exact
      createItem: notProvidedActor<unknown, AdminItemPayload>(spec.subject, 'createItem'),
      updateItem: notProvidedActor<unknown, AdminItemPayload & { id: number }>(
        spec.subject,
        'updateItem',
      ),
      deleteItem: notProvidedActor<unknown, { id: number }>(spec.subject, 'deleteItem'),
      evaluateBadges: notProvidedActor<{ badgesAwarded: number }, EvaluateBadgesRequest>(
        spec.subject,
        'evaluateBadges',
      ),
    },
    actions: {
      /** Refetch the cards (after create, update or delete). */
      reloadList: notProvidedAction(spec.subject, 'reloadList'),
      /** Every admin failure also goes to the error-reporting call */
      reportError: notProvidedAction(spec.subject, 'reportError') as (
        _: unknown,
        params: { error: unknown },
      ) => void,
      resetForm: assign(fresh),
      clearFeedback: assign({ feedback: null }),
      succeed: assign((_, params: { message: string }) => ({
        feedback: { tone: 'success' as const, message: params.message },
      })),
      fail: assign((_, params: { error: unknown; fallback: string }) => ({
        feedback: { tone: 'error' as const, message: errorMessage(params.error, params.fallback) },
      })),
      /**
       * A save the server refused on fields shows its messages under those fields and no
       * banner; any other failed save shows the banner.
       */
      failSave: assign((_, params: { error: unknown; fallback: string }) => {
        const errors: FieldErrors<TValues> | null = serverFieldErrors(
          params.error,
          spec.requestFields,
        );
        return errors
          ? { errors, refusedSave: params.error, feedback: null }
          : {
              refusedSave: null,
              feedback: {
                tone: 'error' as const,
                message: errorMessage(params.error, params.fallback),
              },
            };
      }),
      prefill: assign(({ event }) =>
        event.type === 'EDIT'
          ? {
              values: spec.fromItem(event.item),
              errors: {},
              refusedSave: null,
              editingId: event.item.id ?? null,
              submitted: null,
              feedback: null,
            }
          : {},
      ),
      takeChange: assign(({ context, event }) => {
        if (event.type !== 'CHANGE') return {};
        // an edited field loses its error
        const errors = { ...context.errors };
        for (const field of Object.keys(event.values)) delete errors[field as keyof typeof errors];
        return { values: { ...context.values, ...event.values }, errors };
      }),
      takeSubmission: assign(({ context }) => {
        const result = spec.validate(context.values);
        return result.ok
          ? { submitted: result.payload, errors: {}, feedback: null }
          : { submitted: null, errors: result.errors, feedback: null };
      }),
    },
    guards: {
      valuesValid: ({ context }) => spec.validate(context.values).ok,
      missingId: ({ context }) => context.editingId === null,
      itemGone: (_, params: { error: unknown }) => isItemGone(params.error),
      canEvaluate: () => spec.canEvaluate,
    },
    delays: {
      deleteBanner: DELETE_BANNER_MS,
    },
  }).createMachine({
    id: spec.subject === 'challenge' ? 'adminChallengeForm' : 'monthlyBadgeForm',
    context: { ...fresh, pendingDeleteId: null, feedback: null },
    initial: 'closed',
    on: {
      DISMISS_FEEDBACK: { actions: 'clearFeedback' },
    },
    states: {
      closed: {
        initial: 'idle',
        on: {
          NEW: { target: 'create', actions: ['resetForm', 'clearFeedback'] },
          EDIT: { target: 'edit', actions: 'prefill' },
          DELETE: {
            target: 'confirmingDelete',
            actions: [assign({ pendingDeleteId: ({ event }) => event.id }), 'clearFeedback'],
          },
          EVALUATE: { guard: 'canEvaluate', target: 'evaluating' },
        },
        states: {
          idle: {},
          deleteSucceeded: {
            after: { deleteBanner: { target: 'idle', actions: 'clearFeedback' } },
          },
        },
      },
      create: {
        on: {
          CHANGE: { actions: 'takeChange' },
          SUBMIT: [
            { guard: 'valuesValid', target: 'creating', actions: 'takeSubmission' },
            { actions: 'takeSubmission' },
          ],
          CANCEL: { target: 'closed', actions: 'resetForm' },
          EDIT: { target: 'edit', actions: 'prefill' },
        },
      },
      edit: {
        on: {
          CHANGE: { actions: 'takeChange' },
          SUBMIT: [
            {
              guard: 'missingId',
              actions: { type: 'fail', params: { error: null, fallback: messages.idRequired } },
            },
            { guard: 'valuesValid', target: 'updating', actions: 'takeSubmission' },
            { actions: 'takeSubmission' },
          ],
          CANCEL: { target: 'closed', actions: 'resetForm' },
          NEW: { target: 'create', actions: ['resetForm', 'clearFeedback'] },
          EDIT: { actions: 'prefill' },
        },
      },
      creating: {
        invoke: {
          id: 'createItem',
          src: 'createItem',
          input: ({ context }) => context.submitted ?? {},
          onDone: {
            target: 'closed',
            actions: [
              'resetForm',
              { type: 'succeed', params: { message: messages.created } },
              'reloadList',
            ],
          },
          onError: {
            target: 'create',
            actions: [
              {
                type: 'failSave',
                params: ({ event }) => ({ error: event.error, fallback: messages.createFailed }),
              },
              { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      updating: {
        invoke: {
          id: 'updateItem',
          src: 'updateItem',
          input: ({ context }) => ({
            ...(context.submitted ?? {}),
            id: context.editingId as number,
          }),
          onDone: {
            target: 'closed',
            actions: [
              'resetForm',
              { type: 'succeed', params: { message: messages.updated } },
              'reloadList',
            ],
          },
          onError: [
            {
              // the item was deleted meanwhile: the server's message and her values stay, the
              // list is read again so its card goes, and the form becomes a new item's, so
              // 'Create' can save her values as a new item ('Update' has nothing to update)
              guard: { type: 'itemGone', params: ({ event }) => ({ error: event.error }) },
              target: 'create',
              actions: [
                {
                  type: 'failSave',
                  params: ({ event }) => ({ error: event.error, fallback: messages.updateFailed }),
                },
                assign({ editingId: null }),
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
                'reloadList',
              ],
            },
            {
              target: 'edit',
              actions: [
                {
                  type: 'failSave',
                  params: ({ event }) => ({ error: event.error, fallback: messages.updateFailed }),
                },
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      confirmingDelete: {
        on: {
          CONFIRM_DELETE: { target: 'deleting' },
          CANCEL_DELETE: { target: 'closed', actions: assign({ pendingDeleteId: null }) },
        },
      },
      deleting: {
        invoke: {
          id: 'deleteItem',
          src: 'deleteItem',
          input: ({ context }) => ({ id: context.pendingDeleteId as number }),
          onDone: {
            target: 'closed.deleteSucceeded',
            actions: [
              assign({ pendingDeleteId: null }),
              { type: 'succeed', params: { message: messages.deleted } },
              'reloadList',
            ],
          },
          onError: [
            {
              // the item is not there: what she asked for is so, and the delete is done as if
              // it had succeeded (the success banner, the list read again), with nothing to report
              guard: { type: 'itemGone', params: ({ event }) => ({ error: event.error }) },
              target: 'closed.deleteSucceeded',
              actions: [
                assign({ pendingDeleteId: null }),
                { type: 'succeed', params: { message: messages.deleted } },
                'reloadList',
              ],
            },
            {
              target: 'closed',
              actions: [
                assign({ pendingDeleteId: null }),
                {
                  type: 'fail',
                  params: ({ event }) => ({ error: event.error, fallback: messages.deleteFailed }),
                },
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      evaluating: {
        entry: assign({
          feedback: { tone: 'info', message: badgeEvaluationMessages.running },
        }),
        invoke: {
          id: 'evaluateBadges',
          src: 'evaluateBadges',
          input: ({ event }) =>
            event.type === 'EVALUATE' && event.year !== undefined && event.month !== undefined
              ? { year: event.year, month: event.month }
              : {},
          onDone: {
            target: 'closed',
            actions: {
              type: 'succeed',
              params: ({ event }) => ({
                message: badgeEvaluationMessages.done(event.output.badgesAwarded),
              }),
            },
          },
          onError: {
            target: 'closed',
            actions: [
              {
                type: 'fail',
                params: ({ event }) => ({
                  error: event.error,
                  fallback: badgeEvaluationMessages.failed,
                }),
              },
              { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
    },
  });
}

/** /admin/challenges */
export const adminChallengeFormMachine = createAdminFormMachine(challengeFormSpec);
/** /admin/monthly-badges */
export const monthlyBadgeFormMachine = createAdminFormMachine(monthlyBadgeFormSpec);

type AnyAdminFormSnapshot =
  SnapshotFrom<typeof adminChallengeFormMachine> | SnapshotFrom<typeof monthlyBadgeFormMachine>;

/** What the admin screen shows besides the form values and field errors. */
export function selectAdminFormView(
  snapshot: AnyAdminFormSnapshot,
  spec: { messages: { confirmDelete: string } },
) {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  return {
    /** 'New …' and 'Evaluate All Badges' show only while no form is open. */
    formOpen: top === 'create' || top === 'edit' || top === 'creating' || top === 'updating',
    mode:
      top === 'create' || top === 'creating'
        ? ('create' as const)
        : top === 'edit' || top === 'updating'
          ? ('edit' as const)
          : null,
    submitting: top === 'creating' || top === 'updating',
    confirmDelete: top === 'confirmingDelete' ? spec.messages.confirmDelete : null,
    deleting: top === 'deleting',
    evaluating: top === 'evaluating',
    /** A request runs (a save, a delete, an evaluation): the screen's other actions wait. */
    busy: top === 'creating' || top === 'updating' || top === 'deleting' || top === 'evaluating',
    feedback: snapshot.context.feedback,
  };
}
