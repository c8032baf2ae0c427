import type { AnyEventObject } from 'xstate';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { controlledActor, flushPromises } from '../testing/deferred';
import { checkPathCoverage, transitionTable } from '../testing/path-coverage';
import { describe, expect, it, vi } from 'vitest';
import type { AdminItemPayload, EvaluateBadgesRequest } from './adminForm.machine';
import {
  adminChallengeFormMachine,
  monthlyBadgeFormMachine,
  selectAdminFormView,
} from './adminForm.machine';
import type { AdminChallenge } from './challenge-form';
import { challengeFormDefaults, challengeFormSpec } from './challenge-form';
import type { AdminMonthlyBadge } from './monthly-badge-form';
import { monthlyBadgeFormDefaults, monthlyBadgeFormSpec } from './monthly-badge-form';

const starter: AdminChallenge = { id: 3, name: 'Starter', criteria: 5, badge: 'Silver' };

function fakes() {
  return {
    createItem: controlledActor<unknown, AdminItemPayload>(),
    updateItem: controlledActor<unknown, AdminItemPayload & { id: number }>(),
    deleteItem: controlledActor<unknown, { id: number }>(),
    evaluateBadges: controlledActor<{ badgesAwarded: number }, EvaluateBadgesRequest>(),
    reloadList: vi.fn(),
    reportError: vi.fn(),
  };
}

function startChallenges() {
  const clock = new SimulatedClock();
  const f = fakes();
  const actor = createActor(
    adminChallengeFormMachine.provide({
      actors: {
        createItem: f.createItem.logic,
        updateItem: f.updateItem.logic,
        deleteItem: f.deleteItem.logic,
        evaluateBadges: f.evaluateBadges.logic,
      },
      actions: { reloadList: f.reloadList, reportError: (_, { error }) => f.reportError(error) },
    }),
    { clock },
  ).start();
  const view = () => selectAdminFormView(actor.getSnapshot(), challengeFormSpec);
  return { actor, clock, view, ...f };
}

function startBadges() {
  const f = fakes();
  const actor = createActor(
    monthlyBadgeFormMachine.provide({
      actors: {
        createItem: f.createItem.logic,
        updateItem: f.updateItem.logic,
        deleteItem: f.deleteItem.logic,
        evaluateBadges: f.evaluateBadges.logic,
      },
      actions: { reloadList: f.reloadList, reportError: (_, { error }) => f.reportError(error) },
    }),
  ).start();
  const view = () => selectAdminFormView(actor.getSnapshot(), monthlyBadgeFormSpec);
  return { actor, view, ...f };
}

describe('adminForm for challenges', () => {
  it('opens New Challenge with the defaults', () => {
    const { actor, view } = startChallenges();
    expect(view()).toMatchObject({ formOpen: false, mode: null, feedback: null });
    actor.send({ type: 'NEW' });
    expect(view()).toMatchObject({ formOpen: true, mode: 'create' });
    expect(actor.getSnapshot().context.values).toEqual(challengeFormDefaults);
  });

  it('shows an error per field and sends nothing while the form is invalid', () => {
    const { actor, createItem } = startChallenges();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', values: { criteria: 'ten', badge: '' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('create')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'Challenge name is required',
      criteria: 'Completion criteria must be at least 1',
      badge: 'Badge name is required',
    });
    expect(createItem.calls).toHaveLength(0);

    actor.send({ type: 'CHANGE', values: { name: 'Ten Workouts' } });
    expect(actor.getSnapshot().context.errors).toEqual({
      criteria: 'Completion criteria must be at least 1',
      badge: 'Badge name is required',
    });
  });

  it('creates, closes with the defaults back, says so and reloads the list', async () => {
    const { actor, view, createItem, reloadList } = startChallenges();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', values: { name: ' Ten Workouts ', criteria: '10' } });
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({ submitting: true, feedback: null });
    expect(createItem.last().input).toEqual({
      name: 'Ten Workouts',
      criteria: 10,
      badge: 'Bronze',
      description: '',
      isActive: true,
    });
    createItem.last().answer.resolve({ id: 11 });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view()).toMatchObject({
      formOpen: false,
      feedback: { tone: 'success', message: 'Challenge created successfully!' },
    });
    expect(actor.getSnapshot().context.values).toEqual(challengeFormDefaults);
    expect(reloadList).toHaveBeenCalledTimes(1);

    actor.send({ type: 'NEW' });
    expect(view().feedback).toBeNull();
  });

  it.each([
    [
      new Error('A challenge with this name already exists'),
      'A challenge with this name already exists',
    ],
    [{ status: 500 }, 'Failed to create challenge'],
  ])(
    'keeps the form open on a failed create (%o) with %j, and reports it',
    async (error, message) => {
      const { actor, view, createItem, reportError, reloadList } = startChallenges();
      actor.send({ type: 'NEW' });
      actor.send({ type: 'CHANGE', values: { name: 'Dup' } });
      actor.send({ type: 'SUBMIT' });
      createItem.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches('create'));
      expect(view().feedback).toEqual({ tone: 'error', message });
      expect(actor.getSnapshot().context.values.name).toBe('Dup');
      expect(reportError).toHaveBeenCalledWith(error);
      expect(reloadList).not.toHaveBeenCalled();

      actor.send({ type: 'SUBMIT' });
      expect(view().feedback).toBeNull();
    },
  );

  it('edits a card prefilled, sends the id with the update, and says so', async () => {
    const { actor, view, updateItem, reloadList } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    expect(view().mode).toBe('edit');
    expect(actor.getSnapshot().context.values).toEqual({
      name: 'Starter',
      criteria: '5',
      badge: 'Silver',
      description: '',
      isActive: true,
    });
    actor.send({ type: 'CHANGE', values: { isActive: false } });
    actor.send({ type: 'SUBMIT' });
    expect(updateItem.last().input).toEqual({
      id: 3,
      name: 'Starter',
      criteria: 5,
      badge: 'Silver',
      description: '',
      isActive: false,
    });
    updateItem.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view().feedback?.message).toBe('Challenge updated successfully!');
    expect(reloadList).toHaveBeenCalledTimes(1);
  });

  it("refuses an update without an id: 'Challenge ID is required for updates'", () => {
    const { actor, view, updateItem } = startChallenges();
    actor.send({ type: 'EDIT', item: { name: 'No id', criteria: 2 } });
    actor.send({ type: 'SUBMIT' });
    expect(view()).toMatchObject({
      mode: 'edit',
      feedback: { tone: 'error', message: 'Challenge ID is required for updates' },
    });
    expect(updateItem.calls).toHaveLength(0);
  });

  it('Cancel throws the edits away and closes', () => {
    const { actor, view } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'CHANGE', values: { name: 'Changed' } });
    actor.send({ type: 'CANCEL' });
    expect(view().formOpen).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      values: challengeFormDefaults,
      editingId: null,
    });
  });

  it('deletes only after confirmation, and the success banner goes after 3 s', async () => {
    const { actor, clock, view, deleteItem, reloadList } = startChallenges();
    actor.send({ type: 'DELETE', id: 3 });
    expect(view().confirmDelete).toBe('Are you sure you want to delete this challenge?');
    expect(deleteItem.calls).toHaveLength(0);
    actor.send({ type: 'CONFIRM_DELETE' });
    expect(deleteItem.last().input).toEqual({ id: 3 });
    deleteItem.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view().feedback).toEqual({
      tone: 'success',
      message: 'Challenge deleted successfully!',
    });
    expect(reloadList).toHaveBeenCalledTimes(1);

    clock.increment(2999);
    expect(view().feedback).not.toBeNull();
    clock.increment(1);
    expect(view().feedback).toBeNull();
  });

  it('keeps the list as it was when the delete is cancelled', () => {
    const { actor, view, deleteItem } = startChallenges();
    actor.send({ type: 'DELETE', id: 3 });
    actor.send({ type: 'CANCEL_DELETE' });
    expect(view().confirmDelete).toBeNull();
    expect(deleteItem.calls).toHaveLength(0);
  });

  it("shows a failed delete with the fallback 'Failed to delete challenge'", async () => {
    const { actor, view, deleteItem, reportError } = startChallenges();
    actor.send({ type: 'DELETE', id: 3 });
    actor.send({ type: 'CONFIRM_DELETE' });
    deleteItem.last().answer.reject('nope');
    await flushPromises();
    expect(view().feedback).toEqual({ tone: 'error', message: 'Failed to delete challenge' });
    expect(reportError).toHaveBeenCalledWith('nope');
  });

  it('has no badge evaluation', () => {
    const { actor, evaluateBadges } = startChallenges();
    actor.send({ type: 'EVALUATE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(evaluateBadges.calls).toHaveLength(0);
  });
});

describe('adminForm for monthly badges', () => {
  it('opens New Badge with the monthly badge defaults', () => {
    const { actor } = startBadges();
    actor.send({ type: 'NEW' });
    expect(actor.getSnapshot().context.values).toEqual(monthlyBadgeFormDefaults);
  });

  it('sends the month only for a month-specific badge', async () => {
    const { actor, createItem } = startBadges();
    actor.send({ type: 'NEW' });
    actor.send({
      type: 'CHANGE',
      values: {
        name: 'November Hero',
        description: 'Top of November',
        isMonthSpecific: true,
        specificMonth: '13',
      },
    });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      specificMonth: 'Specific month must be between 1 and 12',
    });
    actor.send({ type: 'CHANGE', values: { specificMonth: '11' } });
    actor.send({ type: 'SUBMIT' });
    expect(createItem.last().input).toMatchObject({
      isMonthSpecific: true,
      specificMonth: 11,
      requiredValue: 5,
    });
    createItem.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context.feedback?.message).toBe(
      'Monthly badge created successfully!',
    );
  });

  it('uses the monthly badge texts for delete and for an update without id', () => {
    const { actor, view } = startBadges();
    actor.send({ type: 'EDIT', item: { name: 'No id', badgeType: 'Streak', requiredValue: 7 } });
    actor.send({ type: 'SUBMIT' });
    expect(view().feedback?.message).toBe('Badge ID is required for updates');
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'DELETE', id: 9 });
    expect(view().confirmDelete).toBe('Are you sure you want to delete this monthly badge?');
  });

  it("evaluates all badges: 'Evaluating badges for all users...' then the count", async () => {
    const { actor, view, evaluateBadges } = startBadges();
    actor.send({ type: 'EVALUATE' });
    expect(view()).toMatchObject({
      evaluating: true,
      feedback: { tone: 'info', message: 'Evaluating badges for all users...' },
    });
    expect(evaluateBadges.last().input).toEqual({});
    evaluateBadges.last().answer.resolve({ badgesAwarded: 4 });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view().feedback).toEqual({
      tone: 'success',
      message: 'Evaluation complete! 4 badges awarded.',
    });
  });

  it('passes year and month only together', () => {
    const { actor, evaluateBadges } = startBadges();
    actor.send({ type: 'EVALUATE', year: 2026, month: 11 });
    expect(evaluateBadges.last().input).toEqual({ year: 2026, month: 11 });
  });

  it.each([
    [
      new Error('Failed to evaluate badges for all users: 500'),
      'Failed to evaluate badges for all users: 500',
    ],
    [undefined, 'Failed to evaluate badges'],
  ])('shows a failed evaluation (%o) as %j', async (error, message) => {
    const { actor, view, evaluateBadges } = startBadges();
    actor.send({ type: 'EVALUATE' });
    evaluateBadges.last().answer.reject(error);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view().feedback).toEqual({ tone: 'error', message });
  });
});

/** A failure as the api client throws it for a 400 naming request fields. */
function refused(message: string, fieldErrors: Record<string, string>) {
  return Object.assign(new Error(message), { fieldErrors });
}

describe('adminForm: a save the server refused on fields', () => {
  it('shows the messages under the challenge fields, no banner, values kept, reported', async () => {
    const { actor, view, createItem, reportError } = startChallenges();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', values: { name: 'Iron Month', description: 'Lift' } });
    actor.send({ type: 'SUBMIT' });
    const error = refused('name: A challenge with this name already exists', {
      name: 'A challenge with this name already exists',
      description: 'Descriptions can be at most 500 characters',
      id: 'not a field of the form',
    });
    createItem.last().answer.reject(error);
    await waitFor(actor, (s) => s.matches('create'));

    expect(view()).toMatchObject({ formOpen: true, submitting: false, feedback: null });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { name: 'Iron Month', description: 'Lift' },
      errors: {
        name: 'A challenge with this name already exists',
        description: 'Descriptions can be at most 500 characters',
      },
      refusedSave: error,
    });
    expect(actor.getSnapshot().context.errors).not.toHaveProperty('id');
    expect(reportError).toHaveBeenCalledWith(error);

    // an edited field loses the server's message; the refusal stays what it was
    actor.send({ type: 'CHANGE', values: { name: 'Iron Month II' } });
    expect(actor.getSnapshot().context.errors).toEqual({
      description: 'Descriptions can be at most 500 characters',
    });
    expect(actor.getSnapshot().context.refusedSave).toBe(error);

    // a new submit starts over; Cancel forgets the refusal
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    const again = refused('badge: Unknown badge', { badge: 'Unknown badge' });
    createItem.last().answer.reject(again);
    await waitFor(actor, (s) => s.matches('create'));
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { badge: 'Unknown badge' },
      refusedSave: again,
    });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, refusedSave: null });
  });

  it('on an update the same: the form stays in edit with the messages', async () => {
    const { actor, view, updateItem } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'SUBMIT' });
    const error = refused('criteria: Completion criteria can be at most 365', {
      criteria: 'Completion criteria can be at most 365',
    });
    updateItem.last().answer.reject(error);
    await waitFor(actor, (s) => s.matches('edit'));
    expect(view()).toMatchObject({ mode: 'edit', feedback: null });
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { criteria: 'Completion criteria can be at most 365' },
      editingId: 3,
      refusedSave: error,
    });
    actor.send({ type: 'EDIT', item: starter });
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, refusedSave: null });
  });

  it('maps the monthly badge request fields onto its form', async () => {
    const { actor, view, createItem } = startBadges();
    actor.send({ type: 'NEW' });
    actor.send({
      type: 'CHANGE',
      values: { name: 'November Hero', description: 'Top of November', imageUrl: 'hero.gif' },
    });
    actor.send({ type: 'SUBMIT' });
    const error = refused('imageUrl: Badge images must be PNG or SVG', {
      imageUrl: 'Badge images must be PNG or SVG',
    });
    createItem.last().answer.reject(error);
    await waitFor(actor, (s) => s.matches('create'));
    expect(view().feedback).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({
      values: { imageUrl: 'hero.gif' },
      errors: { imageUrl: 'Badge images must be PNG or SVG' },
      refusedSave: error,
    });
  });

  it.each([
    ['names no field of the form', { id: 'Unknown id' }],
    ['names no field', {}],
  ])('a refusal that %s shows the banner as before', async (_, fieldErrors) => {
    const { actor, view, createItem, reportError } = startChallenges();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', values: { name: 'Dup' } });
    actor.send({ type: 'SUBMIT' });
    const error = refused('Failed to create challenge: 400', fieldErrors);
    createItem.last().answer.reject(error);
    await waitFor(actor, (s) => s.matches('create'));
    expect(view().feedback).toEqual({ tone: 'error', message: 'Failed to create challenge: 400' });
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, refusedSave: null });
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('a delete is no form: its refusal stays a banner', async () => {
    const { actor, view, deleteItem } = startChallenges();
    actor.send({ type: 'DELETE', id: 3 });
    actor.send({ type: 'CONFIRM_DELETE' });
    deleteItem.last().answer.reject(refused('name: In use', { name: 'In use' }));
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view().feedback).toEqual({ tone: 'error', message: 'name: In use' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

/** The api client's error for an item the server does not have (deleted meanwhile). */
function notFound(message: string) {
  return Object.assign(new Error(message), { status: 404, fieldErrors: {} });
}

describe('adminForm: a request refused for the Admin role (403)', () => {
  const refusal = { status: 403, message: 'Failed to create challenge: 403' };

  it('a refused create says it was refused, and keeps the form as typed, reported', async () => {
    const { actor, view, createItem, reportError } = startChallenges();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', values: { name: 'Iron Month' } });
    actor.send({ type: 'SUBMIT' });
    createItem.last().answer.reject(refusal);
    await waitFor(actor, (s) => s.matches('create'));
    expect(view().feedback).toEqual({ tone: 'error', message: refusal.message, refused: true });
    expect(actor.getSnapshot().context.values.name).toBe('Iron Month');
    expect(reportError).toHaveBeenCalledWith(refusal);
  });

  it('a refused update and a refused delete over the form say so, the form kept', async () => {
    const { actor, view, updateItem, deleteItem } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'CHANGE', values: { name: 'Starter Plus' } });
    actor.send({ type: 'SUBMIT' });
    updateItem.last().answer.reject({ status: 403 });
    await waitFor(actor, (s) => s.matches('edit'));
    expect(view().feedback).toMatchObject({ refused: true });
    actor.send({ type: 'DELETE', id: 7 });
    actor.send({ type: 'CONFIRM_DELETE' });
    deleteItem.last().answer.reject({ status: 403 });
    await waitFor(actor, (s) => s.matches('edit'));
    expect(view().feedback).toEqual({
      tone: 'error',
      message: 'Failed to delete challenge',
      refused: true,
    });
    expect(actor.getSnapshot().context.values.name).toBe('Starter Plus');
  });

  it('a refused evaluation says so; any other failure is no refusal', async () => {
    const { actor, view, evaluateBadges } = startBadges();
    actor.send({ type: 'EVALUATE' });
    evaluateBadges.last().answer.reject({ status: 403 });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view().feedback).toMatchObject({ refused: true });
    actor.send({ type: 'EVALUATE' });
    evaluateBadges.last().answer.reject({ status: 500 });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(view().feedback).toEqual({ tone: 'error', message: 'Failed to evaluate badges' });
  });
});

describe('adminForm: an item deleted meanwhile', () => {
  it.each([
    ['challenge', startChallenges, 'Challenge deleted successfully!', 'Challenge not found'],
    [
      'monthly badge',
      startBadges,
      'Monthly badge deleted successfully!',
      'Monthly badge not found',
    ],
  ] as const)(
    'a %s delete answered 404 is done: the success banner for 3 s, the list read again, nothing reported',
    async (_, start, deleted, message) => {
      const { actor, view, deleteItem, reloadList, reportError } = start();
      actor.send({ type: 'DELETE', id: 3 });
      actor.send({ type: 'CONFIRM_DELETE' });
      deleteItem.last().answer.reject(notFound(message));
      await waitFor(actor, (s) => s.matches({ closed: 'deleteSucceeded' }));
      expect(view().feedback).toEqual({ tone: 'success', message: deleted });
      expect(actor.getSnapshot().context.pendingDeleteId).toBeNull();
      expect(reloadList).toHaveBeenCalledTimes(1);
      expect(reportError).not.toHaveBeenCalled();
    },
  );

  it('a delete failing otherwise is still a failure, and the list is not read again', async () => {
    const { actor, view, deleteItem, reloadList, reportError } = startChallenges();
    actor.send({ type: 'DELETE', id: 3 });
    actor.send({ type: 'CONFIRM_DELETE' });
    const error = Object.assign(new Error('Failed to delete challenge: 500'), { status: 500 });
    deleteItem.last().answer.reject(error);
    await waitFor(actor, (s) => s.matches({ closed: 'idle' }));
    expect(view().feedback).toEqual({ tone: 'error', message: 'Failed to delete challenge: 500' });
    expect(reloadList).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it("an update answered 404 keeps the server's message and her values, reads the list again, and offers Create", async () => {
    const { actor, view, updateItem, createItem, reloadList, reportError } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'CHANGE', values: { name: 'Starter Plus', criteria: '7' } });
    actor.send({ type: 'SUBMIT' });
    const error = notFound('Challenge not found');
    updateItem.last().answer.reject(error);
    await waitFor(actor, (s) => s.matches('create'));
    expect(view()).toMatchObject({
      formOpen: true,
      mode: 'create',
      submitting: false,
      feedback: { tone: 'error', message: 'Challenge not found' },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { name: 'Starter Plus', criteria: '7', badge: 'Silver' },
      errors: {},
      editingId: null,
    });
    expect(reloadList).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error);

    // Create saves her values as a new challenge
    actor.send({ type: 'SUBMIT' });
    expect(createItem.last().input).toEqual({
      name: 'Starter Plus',
      criteria: 7,
      badge: 'Silver',
      description: '',
      isActive: true,
    });
  });

  it('an update failing otherwise stays an edit of its item, and the list is not read again', async () => {
    const { actor, view, updateItem, reloadList } = startBadges();
    actor.send({
      type: 'EDIT',
      item: { id: 9, name: 'Podium', badgeType: 'Rank', requiredValue: 3, description: 'Top 3' },
    });
    actor.send({ type: 'SUBMIT' });
    updateItem
      .last()
      .answer.reject(
        Object.assign(new Error('Failed to update monthly badge: 500'), { status: 500 }),
      );
    await waitFor(actor, (s) => s.matches('edit'));
    expect(view()).toMatchObject({
      mode: 'edit',
      feedback: { tone: 'error', message: 'Failed to update monthly badge: 500' },
    });
    expect(actor.getSnapshot().context.editingId).toBe(9);
    expect(reloadList).not.toHaveBeenCalled();
  });
});

const spring: AdminChallenge = { id: 5, name: 'Spring Sprint', criteria: 12, badge: 'Gold' };

describe('adminForm: nothing she typed is lost unless she says so', () => {
  it('a Delete while a new item is being typed asks, and Cancel leaves the form as she left it', () => {
    const { actor, view, deleteItem } = startChallenges();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', values: { name: 'Iron Month', criteria: '8' } });
    actor.send({ type: 'DELETE', id: 3 });
    expect(view()).toMatchObject({
      confirmDelete: 'Are you sure you want to delete this challenge?',
      formOpen: true,
      mode: 'create',
      unsavedChanges: true,
    });
    actor.send({ type: 'CANCEL_DELETE' });
    expect(actor.getSnapshot().matches('create')).toBe(true);
    expect(view()).toMatchObject({ confirmDelete: null, formOpen: true, mode: 'create' });
    expect(actor.getSnapshot().context.values).toMatchObject({ name: 'Iron Month', criteria: '8' });
    expect(deleteItem.calls).toHaveLength(0);
  });

  it('the delete of another item keeps the edit as typed, with the success banner for 3 s', async () => {
    const { actor, clock, view, deleteItem, reloadList } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'CHANGE', values: { name: 'Starter Plus' } });
    actor.send({ type: 'DELETE', id: 5 });
    actor.send({ type: 'CONFIRM_DELETE' });
    expect(view()).toMatchObject({ deleting: true, formOpen: true, mode: 'edit', busy: true });
    expect(deleteItem.last().input).toEqual({ id: 5 });
    deleteItem.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ edit: 'deleteSucceeded' }));
    expect(view()).toMatchObject({
      formOpen: true,
      mode: 'edit',
      editingId: 3,
      feedback: { tone: 'success', message: 'Challenge deleted successfully!' },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { name: 'Starter Plus' },
      editingId: 3,
      pendingDeleteId: null,
      formBehind: null,
    });
    expect(reloadList).toHaveBeenCalledTimes(1);
    clock.increment(3000);
    expect(view().feedback).toBeNull();
    expect(actor.getSnapshot().matches({ edit: 'idle' })).toBe(true);
  });

  it('a failed delete over the form keeps the form as typed, with the failure', async () => {
    const { actor, view, deleteItem, reportError } = startBadges();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', values: { name: 'Iron Month' } });
    actor.send({ type: 'DELETE', id: 9 });
    actor.send({ type: 'CONFIRM_DELETE' });
    deleteItem.last().answer.reject('nope');
    await waitFor(actor, (s) => s.matches('create'));
    expect(view()).toMatchObject({
      mode: 'create',
      feedback: { tone: 'error', message: 'Failed to delete monthly badge' },
    });
    expect(actor.getSnapshot().context.values.name).toBe('Iron Month');
    expect(reportError).toHaveBeenCalledWith('nope');
  });

  it.each([
    ['done', undefined],
    ['already gone', { status: 404, message: 'Challenge not found' }],
  ])('the delete of the very item she edits (%s) closes its form', async (_, failure) => {
    const { actor, view, deleteItem } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'CHANGE', values: { name: 'Starter Plus' } });
    actor.send({ type: 'DELETE', id: 3 });
    actor.send({ type: 'CONFIRM_DELETE' });
    if (failure) deleteItem.last().answer.reject(failure);
    else deleteItem.last().answer.resolve(undefined);
    await waitFor(actor, (s) => s.matches({ closed: 'deleteSucceeded' }));
    expect(view()).toMatchObject({
      formOpen: false,
      feedback: { tone: 'success', message: 'Challenge deleted successfully!' },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      values: challengeFormDefaults,
      editingId: null,
    });
  });

  it("another item's Edit over unsaved changes asks first: Cancel keeps them, Discard opens it", () => {
    const { actor, view } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'CHANGE', values: { name: 'Starter Plus' } });
    actor.send({ type: 'EDIT', item: spring });
    expect(view()).toMatchObject({
      confirmDiscard: true,
      formOpen: true,
      mode: 'edit',
      editingId: 3,
    });
    expect(actor.getSnapshot().context.values.name).toBe('Starter Plus');

    actor.send({ type: 'CANCEL_DISCARD' });
    expect(actor.getSnapshot().matches('edit')).toBe(true);
    expect(view()).toMatchObject({ confirmDiscard: false, editingId: 3, unsavedChanges: true });
    expect(actor.getSnapshot().context.values.name).toBe('Starter Plus');

    actor.send({ type: 'EDIT', item: spring });
    actor.send({ type: 'CONFIRM_DISCARD' });
    expect(view()).toMatchObject({
      confirmDiscard: false,
      mode: 'edit',
      editingId: 5,
      unsavedChanges: false,
    });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { name: 'Spring Sprint', criteria: '12', badge: 'Gold' },
      pendingEdit: null,
    });
  });

  it('a new item with typed values asks too; an untouched form opens the other item at once', () => {
    const { actor, view } = startChallenges();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'EDIT', item: starter });
    expect(view()).toMatchObject({ confirmDiscard: false, editingId: 3 });
    actor.send({ type: 'EDIT', item: spring });
    expect(view()).toMatchObject({ confirmDiscard: false, editingId: 5 });

    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', values: { name: 'Iron Month' } });
    actor.send({ type: 'EDIT', item: starter });
    expect(view()).toMatchObject({ confirmDiscard: true, mode: 'create' });
    actor.send({ type: 'CANCEL_DISCARD' });
    expect(view()).toMatchObject({ mode: 'create', unsavedChanges: true });
    expect(actor.getSnapshot().context.values.name).toBe('Iron Month');
  });

  it('Edit of the item she is editing keeps her changes', () => {
    const { actor, view } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'CHANGE', values: { criteria: '9' } });
    actor.send({ type: 'EDIT', item: starter });
    expect(view()).toMatchObject({ confirmDiscard: false, editingId: 3, unsavedChanges: true });
    expect(actor.getSnapshot().context.values.criteria).toBe('9');
  });

  it('her values kept after an update of an item gone meanwhile are changes too', async () => {
    const { actor, view, updateItem } = startChallenges();
    actor.send({ type: 'EDIT', item: starter });
    actor.send({ type: 'SUBMIT' });
    updateItem.last().answer.reject(notFound('Challenge not found'));
    await waitFor(actor, (s) => s.matches('create'));
    expect(view().unsavedChanges).toBe(true);
    actor.send({ type: 'EDIT', item: spring });
    expect(view().confirmDiscard).toBe(true);
  });
});

// replays every shortest path on a live actor: seconds on a busy 2-core machine
describe('adminForm paths (xstate/graph)', { timeout: 30_000 }, () => {
  const table = [
    '(root) --DISMISS_FEEDBACK--> (stays)',
    'backToForm --always#1 [formBehind]--> create',
    'backToForm --always#2 [formBehind]--> edit',
    'backToForm --always#3--> closed',
    'closed --DELETE--> confirmingDelete',
    'closed --EDIT--> edit',
    'closed --EVALUATE [canEvaluate]--> evaluating',
    'closed --NEW--> create',
    'closed.deleteSucceeded --after deleteBanner--> closed.idle',
    'confirmingDelete --CANCEL_DELETE--> backToForm',
    'confirmingDelete --CONFIRM_DELETE--> deleting',
    'confirmingDiscard --CANCEL_DISCARD--> backToForm',
    'confirmingDiscard --CONFIRM_DISCARD--> edit',
    'create --CANCEL--> closed',
    'create --CHANGE--> (stays)',
    'create --DELETE--> confirmingDelete',
    'create --EDIT#1 [unsavedChanges]--> confirmingDiscard',
    'create --EDIT#2--> edit',
    'create --SAVE_FAILED--> (stays)',
    'create --SUBMIT#1 [valuesValid]--> creating',
    'create --SUBMIT#2--> (stays)',
    'create.deleteSucceeded --after deleteBanner--> create.idle',
    'creating --done:createItem--> closed',
    'creating --error:createItem--> create',
    'deleted --always#1 [deletedItemEdited]--> closed.deleteSucceeded',
    'deleted --always#2 [formBehind]--> create.deleteSucceeded',
    'deleted --always#3 [formBehind]--> edit.deleteSucceeded',
    'deleted --always#4--> closed.deleteSucceeded',
    'deleting --done:deleteItem--> deleted',
    'deleting --error:deleteItem#1 [itemGone]--> deleted',
    'deleting --error:deleteItem#2--> backToForm',
    'edit --CANCEL--> closed',
    'edit --CHANGE--> (stays)',
    'edit --DELETE--> confirmingDelete',
    'edit --EDIT#1 [changesToThisItem]--> (stays)',
    'edit --EDIT#2 [unsavedChanges]--> confirmingDiscard',
    'edit --EDIT#3--> (stays)',
    'edit --NEW--> create',
    'edit --SAVE_FAILED--> (stays)',
    'edit --SUBMIT#1 [missingId]--> (stays)',
    'edit --SUBMIT#2 [valuesValid]--> updating',
    'edit --SUBMIT#3--> (stays)',
    'edit.deleteSucceeded --after deleteBanner--> edit.idle',
    'evaluating --done:evaluateBadges--> closed',
    'evaluating --error:evaluateBadges--> closed',
    'updating --done:updateItem--> closed',
    'updating --error:updateItem#1 [itemGone]--> create',
    'updating --error:updateItem#2--> edit',
  ];

  it('has the admin form flow (closed, create, edit; reset on cancel or success; dialogs over the open form come back to it), the same for both forms', () => {
    expect(transitionTable(adminChallengeFormMachine)).toEqual(table);
    expect(transitionTable(monthlyBadgeFormMachine)).toEqual(table);
  });

  const cases = [
    {
      name: 'challenges',
      machine: adminChallengeFormMachine,
      spec: challengeFormSpec,
      valid: { name: 'Ten Workouts' },
      item: starter as AdminChallenge | AdminMonthlyBadge,
      idless: { name: 'No id', criteria: 2 } as AdminChallenge | AdminMonthlyBadge,
      // the challenge screen has no badge evaluation: EVALUATE is refused
      unreachable: {
        states: ['evaluating'],
        transitions: [
          'closed --EVALUATE [canEvaluate]--> evaluating',
          'evaluating --done:evaluateBadges--> closed',
          'evaluating --error:evaluateBadges--> closed',
        ],
      },
    },
    {
      name: 'monthly badges',
      machine: monthlyBadgeFormMachine,
      spec: monthlyBadgeFormSpec,
      valid: { name: 'Iron Month', description: 'Ten in a month' },
      item: { id: 9, name: 'Podium', badgeType: 'Rank', requiredValue: 3, description: 'Top 3' } as
        AdminChallenge | AdminMonthlyBadge,
      idless: { name: 'No id', badgeType: 'Streak', requiredValue: 7, description: 'x' } as
        AdminChallenge | AdminMonthlyBadge,
      unreachable: {},
    },
  ] as const;

  it.each(cases)('reaches every state of the $name form and takes every transition', (c) => {
    const reportError = vi.fn();
    const reloadList = vi.fn();
    const { messages } = c.spec;
    const successes = [messages.created, messages.updated, messages.deleted];
    const cause = (events: AnyEventObject[]) =>
      // the last event that moved the flow (a refused EVALUATE on the challenge form does not)
      events.findLast((e) => !['DISMISS_FEEDBACK', 'CHANGE', 'EVALUATE'].includes(e.type));
    // the server no longer has the item: someone deleted it meanwhile
    const gone = { status: 404, message: 'Not found' };
    // a save that failed while she was away, told by the form she comes back to
    const failedAway = new Error('Database unavailable');
    // and one that carries no message of its own
    const failedAwayBare = { status: 502 };
    const isGone = (e: AnyEventObject | undefined) =>
      (e as { error?: unknown } | undefined)?.error === gone;
    const deletedBy = (e: AnyEventObject | undefined) =>
      e?.type === 'xstate.done.actor.deleteItem' ||
      (e?.type === 'xstate.error.actor.deleteItem' && isGone(e));
    // the id of the last Delete she pressed
    const deletedId = (events: AnyEventObject[]) =>
      (events.findLast((e) => e.type === 'DELETE') as { id?: number } | undefined)?.id;
    // a save that failed while she was away: the reopened form says why, in the banner (the
    // error's message, else the form's own), and reports nothing again
    const expectToldFailedAway = (
      s: { context: { feedback: unknown } },
      last: AnyEventObject | undefined,
      fallback: string,
    ) => {
      if (last?.type !== 'SAVE_FAILED') return;
      const message =
        (last as { error?: unknown }).error === failedAway ? failedAway.message : fallback;
      expect(s.context.feedback).toEqual({ tone: 'error', message });
      expect(reportError).not.toHaveBeenCalledWith(failedAway);
      expect(reportError).not.toHaveBeenCalledWith(failedAwayBare);
    };
    const machine = (c.machine as typeof adminChallengeFormMachine).provide({
      actions: { reloadList, reportError: (_, { error }) => reportError(error) },
    });
    const report = checkPathCoverage({
      machine,
      unreachable: c.unreachable,
      events: {
        CHANGE: () => [
          { type: 'CHANGE', values: c.valid },
          { type: 'CHANGE', values: { name: '' } },
        ],
        EDIT: () => [
          { type: 'EDIT', item: c.item },
          { type: 'EDIT', item: c.idless },
        ],
        // the item the form edits, and another
        DELETE: () => [
          { type: 'DELETE', id: c.item.id as number },
          { type: 'DELETE', id: 5 },
        ],
        EVALUATE: () => [{ type: 'EVALUATE' }],
        SAVE_FAILED: () => [
          { type: 'SAVE_FAILED', error: failedAway },
          { type: 'SAVE_FAILED', error: failedAwayBare },
        ],
        'xstate.done.actor.evaluateBadges': () => [
          { type: 'xstate.done.actor.evaluateBadges', output: { badgesAwarded: 4 } },
        ],
        'xstate.error.actor.createItem': () => [
          { type: 'xstate.error.actor.createItem', error: new Error('Name taken') },
        ],
        'xstate.error.actor.updateItem': () => [
          { type: 'xstate.error.actor.updateItem', error: 500 },
          { type: 'xstate.error.actor.updateItem', error: gone },
        ],
        'xstate.error.actor.deleteItem': () => [
          { type: 'xstate.error.actor.deleteItem', error: 500 },
          { type: 'xstate.error.actor.deleteItem', error: gone },
        ],
        'xstate.error.actor.evaluateBadges': () => [
          { type: 'xstate.error.actor.evaluateBadges', error: 500 },
        ],
      },
      states: {
        closed: (s, { events }) => {
          const view = selectAdminFormView(s, c.spec);
          expect(view).toMatchObject({ formOpen: false, mode: null, submitting: false });
          // closing always brings the defaults back
          expect(s.context).toMatchObject({ values: c.spec.defaults, errors: {}, editingId: null });
          const last = events.at(-1);
          if (
            last?.type.startsWith('xstate.done.actor.') &&
            last.type !== 'xstate.done.actor.evaluateBadges'
          ) {
            expect(successes).toContain(view.feedback?.message);
            expect(reloadList).toHaveBeenCalled();
          }
          if (last?.type.startsWith('xstate.error.actor.') && !isGone(last)) {
            expect(view.feedback?.tone).toBe('error');
            expect(reportError).toHaveBeenLastCalledWith(last.error);
          }
          // a delete of an item already gone is done, as a success
          if (last?.type === 'xstate.error.actor.deleteItem' && isGone(last)) {
            expect(view.feedback).toEqual({ tone: 'success', message: messages.deleted });
            expect(reloadList).toHaveBeenCalled();
          }
        },
        'closed.deleteSucceeded': (s, { events }) => {
          const deleted = (e: AnyEventObject | undefined) =>
            e?.type === 'xstate.done.actor.deleteItem' ||
            (e?.type === 'xstate.error.actor.deleteItem' && isGone(e));
          expect(deleted(cause(events))).toBe(true);
          const deletedAt = events.findLastIndex(deleted);
          const dismissed = events.slice(deletedAt).some((e) => e.type === 'DISMISS_FEEDBACK');
          expect(s.context.feedback).toEqual(
            dismissed ? null : { tone: 'success', message: messages.deleted },
          );
        },
        'closed.idle': (s, { events }) => {
          // the delete banner never outlives its 3 s
          if (events.at(-1)?.type.startsWith('xstate.after.'))
            expect(s.context.feedback).toBeNull();
        },
        // a delete over the open form comes back to it, with its banner
        'create.deleteSucceeded': (s, { events }) => {
          expect(selectAdminFormView(s, c.spec).mode).toBe('create');
          if (deletedBy(events.at(-1))) {
            expect(s.context.feedback).toEqual({ tone: 'success', message: messages.deleted });
          }
        },
        'edit.deleteSucceeded': (s, { events }) => {
          expect(selectAdminFormView(s, c.spec).mode).toBe('edit');
          if (deletedBy(events.at(-1))) {
            expect(s.context.feedback).toEqual({ tone: 'success', message: messages.deleted });
            // the item she edits is another: its own delete closes the form
            expect(s.context.editingId).not.toBe(deletedId(events));
          }
        },
        'create.idle': (s, { events }) => {
          if (events.at(-1)?.type.startsWith('xstate.after.'))
            expect(s.context.feedback?.message).not.toBe(messages.deleted);
        },
        'edit.idle': (s, { events }) => {
          if (events.at(-1)?.type.startsWith('xstate.after.'))
            expect(s.context.feedback?.message).not.toBe(messages.deleted);
        },
        confirmingDiscard: (s, { events }) => {
          const view = selectAdminFormView(s, c.spec);
          // asked only over changes, by an item's Edit; the form stays open as she left it
          expect(cause(events)?.type).toBe('EDIT');
          expect(view).toMatchObject({
            confirmDiscard: true,
            formOpen: true,
            unsavedChanges: true,
          });
          expect(s.context.pendingEdit).not.toBeNull();
        },
        create: (s, { events }) => {
          expect(selectAdminFormView(s, c.spec).mode).toBe('create');
          expect(s.context.editingId).toBeNull();
          const last = events.at(-1);
          if (last?.type === 'NEW') expect(s.context.feedback).toBeNull();
          if (last?.type === 'xstate.error.actor.deleteItem' && !isGone(last)) {
            expect(s.context.feedback).toEqual({ tone: 'error', message: messages.deleteFailed });
          }
          if (last?.type === 'xstate.error.actor.createItem') {
            expect(s.context.feedback).toEqual({ tone: 'error', message: 'Name taken' });
          }
          // an update of an item gone meanwhile: the server's message, the list read again
          if (last?.type === 'xstate.error.actor.updateItem') {
            expect(isGone(last)).toBe(true);
            expect(s.context.feedback).toEqual({ tone: 'error', message: 'Not found' });
            expect(reloadList).toHaveBeenCalled();
            expect(reportError).toHaveBeenLastCalledWith(gone);
          }
          expectToldFailedAway(s, last, messages.createFailed);
          // an invalid submit keeps the form open with its field errors
          if (events.at(-1)?.type === 'SUBMIT') {
            expect(Object.keys(s.context.errors).length).toBeGreaterThan(0);
          }
        },
        edit: (s, { events }) => {
          expect(selectAdminFormView(s, c.spec).mode).toBe('edit');
          const last = events.at(-1);
          if (last?.type === 'xstate.error.actor.deleteItem' && !isGone(last)) {
            expect(s.context.feedback).toEqual({ tone: 'error', message: messages.deleteFailed });
            expect(reportError).toHaveBeenLastCalledWith(last.error);
          }
          if (last?.type === 'SUBMIT' && s.context.editingId === null) {
            expect(s.context.feedback).toEqual({ tone: 'error', message: messages.idRequired });
          }
          if (last?.type === 'xstate.error.actor.updateItem') {
            expect(s.context.feedback).toEqual({ tone: 'error', message: messages.updateFailed });
          }
          expectToldFailedAway(s, last, messages.updateFailed);
        },
        creating: (s) => {
          expect(selectAdminFormView(s, c.spec).submitting).toBe(true);
          expect(s.context.submitted).not.toBeNull();
          expect(s.context.feedback).toBeNull();
        },
        updating: (s) => {
          expect(s.context.editingId).not.toBeNull();
          expect(s.context.submitted).not.toBeNull();
        },
        confirmingDelete: (s, { events }) => {
          const view = selectAdminFormView(s, c.spec);
          expect(view.confirmDelete).toBe(messages.confirmDelete);
          expect(s.context.pendingDeleteId).toBe(deletedId(events));
          // the form open when she pressed Delete stays open behind the question
          expect(view.formOpen).toBe(s.context.formBehind !== null);
        },
        deleting: (s, { events }) => expect(s.context.pendingDeleteId).toBe(deletedId(events)),
        evaluating: (s) => {
          expect(c.spec.canEvaluate).toBe(true);
          if (s.context.feedback) {
            expect(s.context.feedback.message).toBe('Evaluating badges for all users...');
          }
        },
      },
    });
    expect(report.transitions).toBe(table.length);
  });
});
