import { assign, not, setup } from 'xstate';
import { serverFieldErrors } from '../field-errors';
import { notProvidedActor } from '../not-provided';
import { goalProgress, goalTargetProblem, parseGoalTarget } from './goal-target';
import { monthlyGoalMessages } from './messages';

export interface MonthlyGoalInput {
  year: number;
  /** 1–12 */
  month: number;
}

/**
 * What `loadGoal` returns: the month the server counts workouts in (its current month, which can
 * differ from the member's own calendar for hours around a month's turn), that month's goal (null
 * when unset) and its workout count. The goal is then shown and saved for that month.
 */
export interface MonthlyGoalData extends MonthlyGoalInput {
  targetWorkouts: number | null;
  workoutCount: number;
  /**
   * A save of hers that failed while no card showed it (she pressed Save and left the page
   * before the answer): the goal she typed, and why it failed. The card opens on it as after a
   * failed save in place: her value in the input or the edit form, and the failure said.
   */
  unsentSave?: { draft: string; error: unknown };
}

/** POST /monthly-goals carries targetWorkouts, year and month. */
export interface SaveGoalRequest {
  targetWorkouts: number;
  year: number;
  month: number;
}

/** The goal request's field the member types; year and month are not the member's to fix. */
const saveGoalFields: Readonly<Record<string, 'goal'>> = { targetWorkouts: 'goal' };

export interface MonthlyGoalContext {
  year: number;
  month: number;
  targetWorkouts: number | null;
  workoutCount: number;
  /** The goal input's text, as typed. */
  draft: string;
  /**
   * Why the typed goal was not saved on the last Save: not a whole number, below 1, or the
   * server's message when it refused the goal.
   */
  problem: string | null;
  error: string | null;
  /**
   * The failed save the server refused the goal with: a new value for each refused save, null
   * otherwise. It stays while the member types, so focus moves once per refusal.
   */
  refusedSave: unknown;
  /**
   * The month the server's latest workout count belongs to, when it is not the card's: the
   * month has turned while the card was open, and the card reads the new month's goal as soon
   * as nothing is being typed or saved.
   */
  turnedTo: MonthlyGoalInput | null;
}

export type MonthlyGoalEvent =
  | { type: 'DRAFT_CHANGED'; value: string }
  | { type: 'SAVE' }
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  /**
   * The server's workout count changed (a workout was logged), or its month did (the month
   * turned while the card was open): the count and the month it belongs to.
   */
  | { type: 'WORKOUT_COUNT_CHANGED'; workoutCount: number; year: number; month: number };

/**
 * Monthly goal card: loading → unset (input, min 1) → saving → set
 * (progress; reached when count ≥ target) → editing → saving.
 */
export const monthlyGoalMachine = setup({
  types: {
    input: {} as MonthlyGoalInput,
    context: {} as MonthlyGoalContext,
    events: {} as MonthlyGoalEvent,
  },
  actors: {
    loadGoal: notProvidedActor<MonthlyGoalData, MonthlyGoalInput>('monthlyGoal', 'loadGoal'),
    saveGoal: notProvidedActor<unknown, SaveGoalRequest>('monthlyGoal', 'saveGoal'),
  },
  guards: {
    draftIsValid: ({ context }) => parseGoalTarget(context.draft) !== null,
    hasGoal: ({ context }) => context.targetWorkouts !== null,
    goalReached: ({ context }) =>
      context.targetWorkouts !== null &&
      goalProgress(context.targetWorkouts, context.workoutCount).reached,
    goalNotReached: not('goalReached'),
    countIsThisMonths: ({ context, event }) =>
      event.type === 'WORKOUT_COUNT_CHANGED' &&
      event.year === context.year &&
      event.month === context.month,
    monthTurned: ({ context }) =>
      context.turnedTo !== null &&
      (context.turnedTo.year !== context.year || context.turnedTo.month !== context.month),
  },
  actions: {
    takeDraft: assign({
      draft: ({ event }) => (event.type === 'DRAFT_CHANGED' ? event.value : ''),
      problem: null,
      error: null,
    }),
    draftFromGoal: assign({
      draft: ({ context }) =>
        context.targetWorkouts === null ? '' : String(context.targetWorkouts),
      problem: null,
      error: null,
      refusedSave: null,
    }),
    /**
     * The loaded month, its goal and its count; with a save that failed while no card showed it,
     * the value she typed for it (the failure is said by `showSaveError`).
     */
    takeLoaded: assign((_, loaded: MonthlyGoalData) => ({
      year: loaded.year,
      month: loaded.month,
      targetWorkouts: loaded.targetWorkouts,
      workoutCount: loaded.workoutCount,
      error: null,
      ...(loaded.unsentSave ? { draft: loaded.unsentSave.draft } : {}),
    })),
    showDraftProblem: assign({
      problem: ({ context }) => goalTargetProblem(context.draft),
      error: null,
    }),
    takeWorkoutCount: assign({
      workoutCount: ({ context, event }) =>
        event.type === 'WORKOUT_COUNT_CHANGED' ? event.workoutCount : context.workoutCount,
      turnedTo: null,
    }),
    forgetWhatWasSaid: assign({ problem: null, error: null, refusedSave: null }),
    /** Another month's count is not compared with this month's goal: that month is read. */
    noteMonthTurned: assign({
      turnedTo: ({ context, event }) =>
        event.type === 'WORKOUT_COUNT_CHANGED'
          ? { year: event.year, month: event.month }
          : context.turnedTo,
    }),
    /**
     * A goal the server refused shows its message under the goal input; any other failure shows
     * the card's failure message.
     */
    showSaveError: assign((_, params: { error: unknown }) => {
      const problem = serverFieldErrors(params.error, saveGoalFields)?.goal;
      return problem === undefined
        ? { error: monthlyGoalMessages.saveFailed, refusedSave: null }
        : { problem, error: null, refusedSave: params.error };
    }),
  },
}).createMachine({
  id: 'monthlyGoal',
  context: ({ input }) => ({
    year: input.year,
    month: input.month,
    targetWorkouts: null,
    workoutCount: 0,
    draft: '',
    problem: null,
    error: null,
    refusedSave: null,
    turnedTo: null,
  }),
  initial: 'loading',
  on: {
    WORKOUT_COUNT_CHANGED: [
      { guard: 'countIsThisMonths', actions: 'takeWorkoutCount' },
      { actions: 'noteMonthTurned' },
    ],
  },
  states: {
    loading: {
      invoke: {
        id: 'loadGoal',
        src: 'loadGoal',
        input: ({ context }) => ({ year: context.year, month: context.month }),
        onDone: [
          {
            guard: ({ event }) =>
              event.output.unsentSave !== undefined && event.output.targetWorkouts !== null,
            target: 'editing',
            actions: [
              { type: 'takeLoaded', params: ({ event }) => event.output },
              {
                type: 'showSaveError',
                params: ({ event }) => ({ error: event.output.unsentSave?.error }),
              },
            ],
          },
          {
            guard: ({ event }) => event.output.unsentSave !== undefined,
            target: 'unset',
            actions: [
              { type: 'takeLoaded', params: ({ event }) => event.output },
              {
                type: 'showSaveError',
                params: ({ event }) => ({ error: event.output.unsentSave?.error }),
              },
            ],
          },
          {
            guard: ({ event }) => event.output.targetWorkouts !== null,
            target: 'set',
            actions: { type: 'takeLoaded', params: ({ event }) => event.output },
          },
          {
            target: 'unset',
            actions: { type: 'takeLoaded', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ error: monthlyGoalMessages.loadFailed }),
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
    unset: {
      // the month turned: its goal is read (what she typed stays in the input, what was said
      // about last month's goal goes)
      always: { guard: 'monthTurned', target: 'loading', actions: 'forgetWhatWasSaid' },
      on: {
        DRAFT_CHANGED: { actions: 'takeDraft' },
        // only an integer above 0 is saved; anything else saves nothing and says why
        SAVE: [{ guard: 'draftIsValid', target: 'saving' }, { actions: 'showDraftProblem' }],
      },
    },
    saving: {
      invoke: {
        id: 'saveGoal',
        src: 'saveGoal',
        input: ({ context }) => ({
          targetWorkouts: parseGoalTarget(context.draft) ?? 0,
          year: context.year,
          month: context.month,
        }),
        onDone: {
          target: 'set',
          actions: assign({
            targetWorkouts: ({ context }) => parseGoalTarget(context.draft),
            error: null,
            refusedSave: null,
          }),
        },
        onError: [
          {
            guard: 'hasGoal',
            target: 'editing',
            actions: { type: 'showSaveError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'unset',
            actions: { type: 'showSaveError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    set: {
      initial: 'inProgress',
      // the month turned: last month's goal is not this month's, so this month's is read
      always: { guard: 'monthTurned', target: 'loading', actions: 'forgetWhatWasSaid' },
      on: {
        EDIT: { target: 'editing', actions: 'draftFromGoal' },
      },
      states: {
        inProgress: {
          always: { guard: 'goalReached', target: 'reached' },
        },
        // The congratulation shows while the count is at least the target
        reached: {
          always: { guard: 'goalNotReached', target: 'inProgress' },
        },
      },
    },
    editing: {
      on: {
        DRAFT_CHANGED: { actions: 'takeDraft' },
        SAVE: [{ guard: 'draftIsValid', target: 'saving' }, { actions: 'showDraftProblem' }],
        CANCEL: { target: 'set', actions: 'draftFromGoal' },
      },
    },
  },
});

export function selectGoalProgress(context: MonthlyGoalContext) {
  return context.targetWorkouts === null
    ? null
    : goalProgress(context.targetWorkouts, context.workoutCount);
}
