import type { AnyEventObject } from 'xstate';
import { createActor, waitFor } from 'xstate';
import { controlledActor, flushPromises } from '../testing/deferred';
import { checkPathCoverage, transitionTable } from '../testing/path-coverage';
import { describe, expect, it } from 'vitest';
import type { MonthlyGoalData, SaveGoalRequest } from './monthlyGoal.machine';
import { goalTargetProblem } from './goal-target';
import { monthlyGoalMachine, selectGoalProgress } from './monthlyGoal.machine';

const november = { year: 2026, month: 11 };

function startGoal() {
  const loadGoal = controlledActor<MonthlyGoalData, typeof november>();
  const saveGoal = controlledActor<unknown, SaveGoalRequest>();
  const actor = createActor(
    monthlyGoalMachine.provide({ actors: { loadGoal: loadGoal.logic, saveGoal: saveGoal.logic } }),
    { input: november },
  ).start();
  return { actor, loadGoal, saveGoal };
}

describe('monthlyGoal', () => {
  it('loads the current month and shows the input when no goal is set', async () => {
    const { actor, loadGoal } = startGoal();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadGoal.last().input).toEqual(november);

    loadGoal.last().answer.resolve({ ...november, targetWorkouts: null, workoutCount: 3 });
    await waitFor(actor, (s) => s.matches('unset'));
    expect(actor.getSnapshot().context).toMatchObject({ targetWorkouts: null, workoutCount: 3 });
  });

  it("takes the month the server counts in, and saves the goal for it, when the member's calendar has turned already", async () => {
    const { actor, loadGoal, saveGoal } = startGoal();
    // her clock says November; the server is still in October
    loadGoal
      .last()
      .answer.resolve({ year: 2026, month: 10, targetWorkouts: null, workoutCount: 24 });
    await waitFor(actor, (s) => s.matches('unset'));
    expect(actor.getSnapshot().context).toMatchObject({ year: 2026, month: 10, workoutCount: 24 });
    actor.send({ type: 'DRAFT_CHANGED', value: '20' });
    actor.send({ type: 'SAVE' });
    expect(saveGoal.last().input).toEqual({ targetWorkouts: 20, year: 2026, month: 10 });
  });

  it('saves only an integer above 0, with year and month, then shows progress', async () => {
    const { actor, loadGoal, saveGoal } = startGoal();
    loadGoal.last().answer.resolve({ ...november, targetWorkouts: null, workoutCount: 3 });
    await waitFor(actor, (s) => s.matches('unset'));

    for (const [value, problem] of [
      ['0', 'The goal must be at least 1 workout'],
      ['-1', 'The goal must be at least 1 workout'],
      ['2.5', 'The goal must be a whole number'],
      ['ten', 'The goal must be a whole number'],
      ['', 'The goal must be a whole number'],
    ] as const) {
      actor.send({ type: 'DRAFT_CHANGED', value });
      expect(actor.getSnapshot().context.problem).toBeNull();
      actor.send({ type: 'SAVE' });
      expect(actor.getSnapshot().value).toBe('unset');
      expect(actor.getSnapshot().context).toMatchObject({ draft: value, problem });
    }
    expect(saveGoal.calls).toHaveLength(0);

    actor.send({ type: 'DRAFT_CHANGED', value: '12' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saveGoal.last().input).toEqual({ targetWorkouts: 12, year: 2026, month: 11 });

    saveGoal.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches('set'));
    expect(actor.getSnapshot().matches({ set: 'inProgress' })).toBe(true);
    expect(selectGoalProgress(actor.getSnapshot().context)).toMatchObject({
      target: 12,
      workoutCount: 3,
      remaining: 9,
      reached: false,
    });
  });

  it('congratulates once the month’s workouts reach the target, and not after the goal is raised', async () => {
    const { actor, loadGoal, saveGoal } = startGoal();
    loadGoal.last().answer.resolve({ ...november, targetWorkouts: 4, workoutCount: 3 });
    await waitFor(actor, (s) => s.matches('set'));
    expect(actor.getSnapshot().matches({ set: 'inProgress' })).toBe(true);

    actor.send({ type: 'WORKOUT_COUNT_CHANGED', workoutCount: 4, ...november });
    expect(actor.getSnapshot().matches({ set: 'reached' })).toBe(true);

    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.draft).toBe('4');
    actor.send({ type: 'DRAFT_CHANGED', value: '8' });
    actor.send({ type: 'SAVE' });
    saveGoal.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches('set'));
    expect(actor.getSnapshot().matches({ set: 'inProgress' })).toBe(true);
  });

  it('reads the new month’s goal when the month turns while the card is open, not comparing its count with last month’s goal', async () => {
    const { actor, loadGoal } = startGoal();
    loadGoal.last().answer.resolve({ ...november, targetWorkouts: 16, workoutCount: 16 });
    await waitFor(actor, (s) => s.matches({ set: 'reached' }));

    // the ranking read again after midnight UTC on November 30 is December's
    actor.send({ type: 'WORKOUT_COUNT_CHANGED', workoutCount: 0, year: 2026, month: 12 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.workoutCount).toBe(16);
    loadGoal
      .last()
      .answer.resolve({ year: 2026, month: 12, targetWorkouts: null, workoutCount: 0 });
    await waitFor(actor, (s) => s.matches('unset'));
    expect(actor.getSnapshot().context).toMatchObject({ year: 2026, month: 12, workoutCount: 0 });
    expect(loadGoal.calls).toHaveLength(2);
  });

  it('reads the new month only once she is done: not while she edits or saves', async () => {
    const { actor, loadGoal, saveGoal } = startGoal();
    loadGoal.last().answer.resolve({ ...november, targetWorkouts: 10, workoutCount: 4 });
    await waitFor(actor, (s) => s.matches('set'));
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'WORKOUT_COUNT_CHANGED', workoutCount: 0, year: 2026, month: 12 });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'DRAFT_CHANGED', value: '12' });
    actor.send({ type: 'SAVE' });
    // the goal she typed on November's card is saved for November
    expect(saveGoal.last().input).toEqual({ targetWorkouts: 12, ...november });
    saveGoal.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches('loading'));
    expect(loadGoal.calls).toHaveLength(2);
  });

  it('keeps what she typed in the input when the month turns before she saved', async () => {
    const { actor, loadGoal } = startGoal();
    loadGoal.last().answer.resolve({ ...november, targetWorkouts: null, workoutCount: 4 });
    await waitFor(actor, (s) => s.matches('unset'));
    actor.send({ type: 'DRAFT_CHANGED', value: '20' });
    actor.send({ type: 'WORKOUT_COUNT_CHANGED', workoutCount: 0, year: 2026, month: 12 });
    loadGoal
      .last()
      .answer.resolve({ year: 2026, month: 12, targetWorkouts: null, workoutCount: 0 });
    await waitFor(actor, (s) => s.matches('unset'));
    expect(actor.getSnapshot().context).toMatchObject({ draft: '20', month: 12 });
  });

  it('opens on a save that failed while no card showed it: her value, and the failure said', async () => {
    const unsentSave = { draft: '12', error: new Error('Failed to set monthly goal: 500') };
    const first = startGoal();
    first.loadGoal
      .last()
      .answer.resolve({ ...november, targetWorkouts: null, workoutCount: 3, unsentSave });
    await waitFor(first.actor, (s) => s.matches('unset'));
    expect(first.actor.getSnapshot().context).toMatchObject({
      draft: '12',
      error: 'Failed to save goal',
    });

    // an edit of a goal she had: the edit form, with the goal still hers
    const second = startGoal();
    second.loadGoal
      .last()
      .answer.resolve({ ...november, targetWorkouts: 10, workoutCount: 3, unsentSave });
    await waitFor(second.actor, (s) => s.matches('editing'));
    expect(second.actor.getSnapshot().context).toMatchObject({
      targetWorkouts: 10,
      draft: '12',
      error: 'Failed to save goal',
    });
    second.actor.send({ type: 'CANCEL' });
    expect(second.actor.getSnapshot().context).toMatchObject({ draft: '10', error: null });
  });

  it('says "Failed to load goal data" and retries on request', async () => {
    const { actor, loadGoal } = startGoal();
    loadGoal.last().answer.reject(new Error('Failed to fetch monthly goal: 500'));
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('Failed to load goal data');

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadGoal.calls).toHaveLength(2);
  });

  it('says "Failed to save goal" and keeps the typed value, in the input or the edit form', async () => {
    const { actor, loadGoal, saveGoal } = startGoal();
    loadGoal.last().answer.resolve({ ...november, targetWorkouts: null, workoutCount: 0 });
    await waitFor(actor, (s) => s.matches('unset'));
    actor.send({ type: 'DRAFT_CHANGED', value: '10' });
    actor.send({ type: 'SAVE' });
    saveGoal.last().answer.reject(new Error('Failed to set monthly goal: 503'));
    await waitFor(actor, (s) => s.matches('unset'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Failed to save goal',
      draft: '10',
    });

    actor.send({ type: 'SAVE' });
    saveGoal.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches('set'));
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'DRAFT_CHANGED', value: '15' });
    actor.send({ type: 'SAVE' });
    saveGoal.last().answer.reject(new Error('offline'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Failed to save goal',
      draft: '15',
      targetWorkouts: 10,
    });

    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toMatchObject({ draft: '10', error: null });
  });

  describe('a goal the server refused shows its message under the goal input', () => {
    /** A failure as the api client throws it for a 400 naming request fields. */
    const refused = (fieldErrors: Record<string, string>) =>
      Object.assign(new Error('Failed to set monthly goal: 400'), { fieldErrors });

    it('in the input: the message as the input’s problem, no failure message, cleared on typing', async () => {
      const { actor, loadGoal, saveGoal } = startGoal();
      loadGoal.last().answer.resolve({ ...november, targetWorkouts: null, workoutCount: 0 });
      await waitFor(actor, (s) => s.matches('unset'));
      actor.send({ type: 'DRAFT_CHANGED', value: '500' });
      actor.send({ type: 'SAVE' });
      const error = refused({
        targetWorkouts: 'The goal can be at most 100 workouts',
        year: 'Goals can only be set for the current year',
      });
      saveGoal.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches('unset'));
      expect(actor.getSnapshot().context).toMatchObject({
        draft: '500',
        problem: 'The goal can be at most 100 workouts',
        error: null,
        refusedSave: error,
      });

      actor.send({ type: 'DRAFT_CHANGED', value: '50' });
      expect(actor.getSnapshot().context).toMatchObject({
        problem: null,
        error: null,
        refusedSave: error,
      });
      actor.send({ type: 'SAVE' });
      saveGoal.last().answer.resolve(undefined);
      await waitFor(actor, (s) => s.matches('set'));
      expect(actor.getSnapshot().context).toMatchObject({ targetWorkouts: 50, refusedSave: null });
    });

    it('in the edit form: the same, and Cancel drops it', async () => {
      const { actor, loadGoal, saveGoal } = startGoal();
      loadGoal.last().answer.resolve({ ...november, targetWorkouts: 10, workoutCount: 0 });
      await waitFor(actor, (s) => s.matches('set'));
      actor.send({ type: 'EDIT' });
      actor.send({ type: 'DRAFT_CHANGED', value: '500' });
      actor.send({ type: 'SAVE' });
      const error = refused({ targetWorkouts: 'The goal can be at most 100 workouts' });
      saveGoal.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches('editing'));
      expect(actor.getSnapshot().context).toMatchObject({
        draft: '500',
        problem: 'The goal can be at most 100 workouts',
        error: null,
        refusedSave: error,
      });
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().context).toMatchObject({
        draft: '10',
        problem: null,
        refusedSave: null,
      });
    });

    it.each([
      ['names only what the member does not type', { month: 'Month must be between 1 and 12' }],
      ['names nothing', {}],
    ])('a refusal that %s says "Failed to save goal"', async (_, fieldErrors) => {
      const { actor, loadGoal, saveGoal } = startGoal();
      loadGoal.last().answer.resolve({ ...november, targetWorkouts: null, workoutCount: 0 });
      await waitFor(actor, (s) => s.matches('unset'));
      actor.send({ type: 'DRAFT_CHANGED', value: '12' });
      actor.send({ type: 'SAVE' });
      saveGoal.last().answer.reject(refused(fieldErrors));
      await waitFor(actor, (s) => s.matches('unset'));
      expect(actor.getSnapshot().context).toMatchObject({
        draft: '12',
        problem: null,
        error: 'Failed to save goal',
        refusedSave: null,
      });
    });
  });
});

/** A load's save that failed while no card showed it, if the event is such a load. */
function unsentSaveOf(event: AnyEventObject | undefined): { draft: string } | undefined {
  if (event?.type !== 'xstate.done.actor.loadGoal') return undefined;
  return (event.output as MonthlyGoalData).unsentSave as { draft: string } | undefined;
}

/** A save failed: here, or while no card showed it (said by the card that loads next). */
const failedSave = (event: AnyEventObject | undefined) =>
  event?.type === 'xstate.error.actor.saveGoal' || unsentSaveOf(event) !== undefined;

/** What moved the flow last: a new workout count only updates the progress. */
function cause(route: { events: AnyEventObject[] }) {
  return route.events.findLast((event) => event.type !== 'WORKOUT_COUNT_CHANGED');
}

// replays every shortest path on a live actor: seconds on a busy 2-core machine
describe('monthlyGoal paths (xstate/graph)', { timeout: 30_000 }, () => {
  it('has the goal flow: unset, saving, set, editing', () => {
    expect(transitionTable(monthlyGoalMachine)).toEqual([
      '(root) --WORKOUT_COUNT_CHANGED#1 [countIsThisMonths]--> (stays)',
      '(root) --WORKOUT_COUNT_CHANGED#2--> (stays)',
      'editing --CANCEL--> set',
      'editing --DRAFT_CHANGED--> (stays)',
      'editing --SAVE#1 [draftIsValid]--> saving',
      'editing --SAVE#2--> (stays)',
      'loadFailed --RETRY--> loading',
      'loading --done:loadGoal#1 [inline guard]--> editing',
      'loading --done:loadGoal#2 [inline guard]--> unset',
      'loading --done:loadGoal#3 [inline guard]--> set',
      'loading --done:loadGoal#4--> unset',
      'loading --error:loadGoal--> loadFailed',
      'saving --done:saveGoal--> set',
      'saving --error:saveGoal#1 [hasGoal]--> editing',
      'saving --error:saveGoal#2--> unset',
      'set --EDIT--> editing',
      'set --always [monthTurned]--> loading',
      'set.inProgress --always [goalReached]--> set.reached',
      'set.reached --always [goalNotReached]--> set.inProgress',
      'unset --DRAFT_CHANGED--> (stays)',
      'unset --SAVE#1 [draftIsValid]--> saving',
      'unset --SAVE#2--> (stays)',
      'unset --always [monthTurned]--> loading',
    ]);
  });

  it('reaches every state and takes every transition, each path ending in checks', () => {
    const report = checkPathCoverage({
      machine: monthlyGoalMachine,
      input: november,
      events: {
        'xstate.done.actor.loadGoal': () => [
          {
            type: 'xstate.done.actor.loadGoal',
            output: { ...november, targetWorkouts: null, workoutCount: 2 },
          },
          {
            type: 'xstate.done.actor.loadGoal',
            output: { ...november, targetWorkouts: 3, workoutCount: 2 },
          },
          {
            type: 'xstate.done.actor.loadGoal',
            output: {
              ...november,
              targetWorkouts: null,
              workoutCount: 2,
              unsentSave: { draft: '4', error: new Error('500') },
            },
          },
          {
            type: 'xstate.done.actor.loadGoal',
            output: {
              ...november,
              targetWorkouts: 3,
              workoutCount: 2,
              unsentSave: { draft: '4', error: new Error('500') },
            },
          },
        ],
        'xstate.error.actor.loadGoal': () => [
          { type: 'xstate.error.actor.loadGoal', error: new Error('500') },
        ],
        'xstate.done.actor.saveGoal': () => [{ type: 'xstate.done.actor.saveGoal', output: {} }],
        'xstate.error.actor.saveGoal': () => [
          { type: 'xstate.error.actor.saveGoal', error: new Error('503') },
        ],
        DRAFT_CHANGED: () => [
          { type: 'DRAFT_CHANGED', value: '2' },
          { type: 'DRAFT_CHANGED', value: '0' },
        ],
        WORKOUT_COUNT_CHANGED: () => [
          { type: 'WORKOUT_COUNT_CHANGED', workoutCount: 3, ...november },
          { type: 'WORKOUT_COUNT_CHANGED', workoutCount: 0, ...november },
          { type: 'WORKOUT_COUNT_CHANGED', workoutCount: 1, year: 2026, month: 12 },
        ],
      },
      states: {
        loading: (s) => expect(s.context.error).toBeNull(),
        loadFailed: (s) => expect(s.context.error).toBe('Failed to load goal data'),
        unset: (s, route) => {
          const last = cause(route);
          expect(s.context.targetWorkouts).toBeNull();
          expect(selectGoalProgress(s.context)).toBeNull();
          // a Save that saved nothing says why
          expect(s.context.problem).toBe(
            last?.type === 'SAVE' ? goalTargetProblem(s.context.draft) : null,
          );
          if (last?.type === 'SAVE') expect(s.context.problem).not.toBeNull();
          expect(s.context.error).toBe(failedSave(last) ? 'Failed to save goal' : null);
          if (unsentSaveOf(last)) expect(s.context.draft).toBe(unsentSaveOf(last)?.draft);
        },
        saving: (s, route) => {
          const last = cause(route);
          expect(s.context.problem).toBeNull();
          // only a valid Save gets here, carrying an integer above 0
          expect(last?.type).toBe('SAVE');
          expect(s.context.draft).toMatch(/^[1-9]\d*$/);
        },
        set: (s, route) => {
          const last = cause(route);
          expect(s.context.targetWorkouts).toBeGreaterThan(0);
          expect(s.context.error).toBeNull();
          if (last?.type === 'xstate.done.actor.loadGoal') {
            expect(s.context.targetWorkouts).toBe(last.output.targetWorkouts);
          }
          if (last?.type === 'xstate.done.actor.saveGoal') {
            expect(String(s.context.targetWorkouts)).toBe(s.context.draft);
          }
        },
        'set.reached': (s) => expect(selectGoalProgress(s.context)?.reached).toBe(true),
        'set.inProgress': (s) => expect(selectGoalProgress(s.context)?.reached).toBe(false),
        editing: (s, route) => {
          const last = cause(route);
          expect(s.context.targetWorkouts).toBeGreaterThan(0);
          if (last?.type === 'EDIT') expect(s.context.draft).toBe(String(s.context.targetWorkouts));
          expect(s.context.error).toBe(failedSave(last) ? 'Failed to save goal' : null);
          if (unsentSaveOf(last)) expect(s.context.draft).toBe(unsentSaveOf(last)?.draft);
        },
      },
    });
    expect(report.stateNodes).toBe(8);
  });
});
