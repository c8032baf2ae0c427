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

/** Whether the server answered `status`. Read by shape, as the api client's errors carry it. */
function hasStatus(error: unknown, status: number): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && error.status === status
  );
}

/** The server answered that the item is not there (404): someone deleted it meanwhile. */
const isItemGone = (error: unknown) => hasStatus(error, 404);

/**
 * A failed request's banner. A refusal for the Admin role her sign-in does not carry (403) is
 * marked: no change to the form can make it pass, and the screen says why.
 */
function failureFeedback(error: unknown, fallback: string): AdminFeedback {
  return {
    tone: 'error',
    message: errorMessage(error, fallback),
    ...(hasStatus(error, 403) ? { refused: true } : {}),
  };
}

/** Whether two forms' values differ (values are plain fields: text, numbers, booleans). */
function changed(values: object, opened: object): boolean {
  return JSON.stringify(values) !== JSON.stringify(opened);
}

export interface AdminFeedback {
  tone: 'success' | 'error' | 'info';
  message: string;
  /**
   * A failure the server refused for the Admin role her sign-in no longer carries (403): the
   * screen says why and how to log in again, beside the message.
   */
  refused?: boolean;
}

export interface AdminFormContext<TValues, TPayload, TItem = unknown> {
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
  /**
   * The values the form opened with (a new item's defaults, the edited item's): values that
   * differ from them are changes she has not saved.
   */
  openedValues: TValues;
  pendingDeleteId: number | null;
  /** The form left open behind a dialog (a delete's, the discard question), to come back to. */
  formBehind: 'create' | 'edit' | null;
  /** The item whose Edit asked to discard her changes, opened if she agrees. */
  pendingEdit: TItem | null;
  feedback: AdminFeedback | null;
}

export type AdminFormEvent<TItem, TValues> =
  | { type: 'NEW' }
  | { type: 'EDIT'; item: TItem }
  | { type: 'CHANGE'; values: Partial<TValues> }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT' }
  /**
   * A save of this form that she made before leaving the page failed while she was away, with
   * no machine there to see it: the form reopened on her values says so, as a failure seen in
   * place would (the banner, or the server's messages under the fields it refused). It was
   * reported where it failed, and is not reported again.
   */
  | { type: 'SAVE_FAILED'; error: unknown }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  /** Her answer to 'Discard your changes?', asked by another item's Edit. */
  | { type: 'CONFIRM_DISCARD' }
  | { type: 'CANCEL_DISCARD' }
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
 *
 * Nothing she typed is lost unless she says so. A card's Delete pressed while the form is open
 * asks as always, and the form stays behind the question as she left it: after Cancel, a failed
 * delete or the delete of another item she finds it again (the success banner going after 3 s as
 * anywhere); only the delete of the very item she edits closes its form, since that item is gone.
 * Another item's Edit pressed while the form holds changes asks 'Discard your changes?' first;
 * Edit of the item she is already editing leaves her changes as they are.
 */
export function createAdminFormMachine<
  TItem extends { id?: number | null },
  TValues extends object,
  TPayload extends object,
>(spec: AdminFormSpec<TItem, TValues, TPayload>) {
  type Context = AdminFormContext<TValues, TPayload, TItem>;
  type Event = AdminFormEvent<TItem, TValues>;
  const { messages } = spec;
  const fresh = {
    values: spec.defaults,
    errors: {},
    refusedSave: null,
    editingId: null,
    submitted: null,
    openedValues: spec.defaults,
  } satisfies Partial<Context>;

  /** An open form's own banner timer: the delete's success banner goes after 3 s. */
  const formStates = {
    idle: {},
    deleteSucceeded: {
      after: { deleteBanner: { target: 'idle', actions: 'clearDeleteBanner' } },
    },
  } as const;

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
      /** The delete's success banner goes; any other banner shown since stays. */
      clearDeleteBanner: assign(({ context }) =>
        context.feedback?.tone === 'success' && context.feedback.message === messages.deleted
          ? { feedback: null }
          : {},
      ),
      askDelete: assign((_, params: { id: number; formBehind: Context['formBehind'] }) => ({
        pendingDeleteId: params.id,
        formBehind: params.formBehind,
        feedback: null,
      })),
      askDiscard: assign(({ event }, params: { formBehind: Context['formBehind'] }) => ({
        pendingEdit: event.type === 'EDIT' ? event.item : null,
        formBehind: params.formBehind,
      })),
      succeed: assign((_, params: { message: string }) => ({
        feedback: { tone: 'success' as const, message: params.message },
      })),
      fail: assign((_, params: { error: unknown; fallback: string }) => ({
        feedback: failureFeedback(params.error, params.fallback),
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
              feedback: failureFeedback(params.error, params.fallback),
            };
      }),
      prefill: assign(({ context, event }) => {
        const item = event.type === 'EDIT' ? event.item : context.pendingEdit;
        if (!item) return {};
        const values = spec.fromItem(item);
        return {
          values,
          openedValues: values,
          errors: {},
          refusedSave: null,
          editingId: item.id ?? null,
          submitted: null,
          pendingEdit: null,
          formBehind: null,
          feedback: null,
        };
      }),
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
      /** Her values differ from those the form opened with. */
      unsavedChanges: ({ context }) => changed(context.values, context.openedValues),
      /** Edit pressed on the item the form edits, with her changes in it. */
      changesToThisItem: ({ context, event }) =>
        event.type === 'EDIT' &&
        event.item.id != null &&
        event.item.id === context.editingId &&
        changed(context.values, context.openedValues),
      formBehind: ({ context }, params: { form: 'create' | 'edit' }) =>
        context.formBehind === params.form,
      /** The item deleted is the one the form behind the dialog edits. */
      deletedItemEdited: ({ context }) =>
        context.formBehind === 'edit' &&
        context.editingId !== null &&
        context.editingId === context.pendingDeleteId,
      itemGone: (_, params: { error: unknown }) => isItemGone(params.error),
      canEvaluate: () => spec.canEvaluate,
    },
    delays: {
      deleteBanner: DELETE_BANNER_MS,
    },
  }).createMachine({
    id: spec.subject === 'challenge' ? 'adminChallengeForm' : 'monthlyBadgeForm',
    context: {
      ...fresh,
      pendingDeleteId: null,
      formBehind: null,
      pendingEdit: null,
      feedback: null,
    },
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
            actions: {
              type: 'askDelete',
              params: ({ event }) => ({ id: event.id, formBehind: null }),
            },
          },
          EVALUATE: { guard: 'canEvaluate', target: 'evaluating' },
        },
        states: {
          idle: {},
          deleteSucceeded: {
            after: { deleteBanner: { target: 'idle', actions: 'clearDeleteBanner' } },
          },
        },
      },
      create: {
        initial: 'idle',
        on: {
          CHANGE: { actions: 'takeChange' },
          SUBMIT: [
            { guard: 'valuesValid', target: 'creating', actions: 'takeSubmission' },
            { actions: 'takeSubmission' },
          ],
          SAVE_FAILED: {
            actions: {
              type: 'failSave',
              params: ({ event }) => ({ error: event.error, fallback: messages.createFailed }),
            },
          },
          CANCEL: { target: 'closed', actions: 'resetForm' },
          EDIT: [
            {
              guard: 'unsavedChanges',
              target: 'confirmingDiscard',
              actions: { type: 'askDiscard', params: { formBehind: 'create' } },
            },
            { target: 'edit', actions: 'prefill' },
          ],
          DELETE: {
            target: 'confirmingDelete',
            actions: {
              type: 'askDelete',
              params: ({ event }) => ({ id: event.id, formBehind: 'create' }),
            },
          },
        },
        states: formStates,
      },
      edit: {
        initial: 'idle',
        states: formStates,
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
          SAVE_FAILED: {
            actions: {
              type: 'failSave',
              params: ({ event }) => ({ error: event.error, fallback: messages.updateFailed }),
            },
          },
          CANCEL: { target: 'closed', actions: 'resetForm' },
          NEW: { target: 'create', actions: ['resetForm', 'clearFeedback'] },
          EDIT: [
            // her changes to this very item stay; the screen takes her to the form
            { guard: 'changesToThisItem' },
            {
              guard: 'unsavedChanges',
              target: 'confirmingDiscard',
              actions: { type: 'askDiscard', params: { formBehind: 'edit' } },
            },
            { actions: 'prefill' },
          ],
          DELETE: {
            target: 'confirmingDelete',
            actions: {
              type: 'askDelete',
              params: ({ event }) => ({ id: event.id, formBehind: 'edit' }),
            },
          },
        },
      },
      confirmingDiscard: {
        on: {
          CONFIRM_DISCARD: { target: 'edit', actions: 'prefill' },
          CANCEL_DISCARD: { target: 'backToForm', actions: assign({ pendingEdit: null }) },
        },
      },
      /** A dialog over the form closed: the form as she left it, or the closed screen. */
      backToForm: {
        always: [
          { guard: { type: 'formBehind', params: { form: 'create' } }, target: 'create' },
          { guard: { type: 'formBehind', params: { form: 'edit' } }, target: 'edit' },
          { target: 'closed' },
        ],
        exit: assign({ formBehind: null }),
      },
      /** The delete went through: its banner, for 3 s, over the form or the closed screen. */
      deleted: {
        always: [
          // the form edited the item now gone: it closes, nothing is left to update
          { guard: 'deletedItemEdited', target: 'closed.deleteSucceeded', actions: 'resetForm' },
          {
            guard: { type: 'formBehind', params: { form: 'create' } },
            target: 'create.deleteSucceeded',
          },
          {
            guard: { type: 'formBehind', params: { form: 'edit' } },
            target: 'edit.deleteSucceeded',
          },
          { target: 'closed.deleteSucceeded' },
        ],
        exit: assign({ formBehind: null, pendingDeleteId: null }),
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
                // a new item's form: her values are changes to its defaults
                assign({ editingId: null, openedValues: spec.defaults }),
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
          CANCEL_DELETE: { target: 'backToForm', actions: assign({ pendingDeleteId: null }) },
        },
      },
      deleting: {
        invoke: {
          id: 'deleteItem',
          src: 'deleteItem',
          input: ({ context }) => ({ id: context.pendingDeleteId as number }),
          onDone: {
            target: 'deleted',
            actions: [{ type: 'succeed', params: { message: messages.deleted } }, 'reloadList'],
          },
          onError: [
            {
              // the item is not there: what she asked for is so, and the delete is done as if
              // it had succeeded (the success banner, the list read again), with nothing to report
              guard: { type: 'itemGone', params: ({ event }) => ({ error: event.error }) },
              target: 'deleted',
              actions: [{ type: 'succeed', params: { message: messages.deleted } }, 'reloadList'],
            },
            {
              target: 'backToForm',
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
  const { context } = snapshot;
  // a dialog over the open form (a delete's, the discard question) leaves it open behind
  const behind =
    top === 'confirmingDelete' || top === 'deleting' || top === 'confirmingDiscard'
      ? context.formBehind
      : null;
  const mode =
    top === 'create' || top === 'creating' || behind === 'create'
      ? ('create' as const)
      : top === 'edit' || top === 'updating' || behind === 'edit'
        ? ('edit' as const)
        : null;
  return {
    /** 'New …' and 'Evaluate All Badges' show only while no form is open. */
    formOpen: mode !== null,
    mode,
    /** The item the open form edits (null for a new one, or with no form open). */
    editingId: mode === 'edit' ? context.editingId : null,
    /** The open form holds values she has not saved: another item's Edit asks first. */
    unsavedChanges: mode !== null && changed(context.values, context.openedValues),
    /** 'Discard your changes?' is asked, before another item's form opens. */
    confirmDiscard: top === 'confirmingDiscard',
    submitting: top === 'creating' || top === 'updating',
    confirmDelete: top === 'confirmingDelete' ? spec.messages.confirmDelete : null,
    deleting: top === 'deleting',
    evaluating: top === 'evaluating',
    /** A request runs (a save, a delete, an evaluation): the screen's other actions wait. */
    busy: top === 'creating' || top === 'updating' || top === 'deleting' || top === 'evaluating',
    feedback: snapshot.context.feedback,
  };
}
