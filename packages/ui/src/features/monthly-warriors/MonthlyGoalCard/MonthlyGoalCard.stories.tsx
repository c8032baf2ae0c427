import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReadAgainControl } from '../../../testing/read-again-control';
import {
  db,
  handlers,
  heldAnswers,
  outage,
  personas,
  scenarios,
  setServerClock,
} from '@reprally/mocks';
import { AwayAndBack, goAwayAndBack } from '../../../testing/away-and-back';
import { countRequestsFromNow, requestsTo } from '../../../testing/requests-made';
import { queryKeys } from '../../../api/query-keys';
import { ClockProvider, fixedClock } from '../../../clock/ClockProvider';
import { heardOnArrival, heardText } from '../../../testing/heard-on-arrival';
import { inMainRegion } from '../../../testing/main-region';
import { MonthlyGoalCard, MonthlyGoalCardView } from './MonthlyGoalCard';

const meta = {
  title: 'Monthly Warriors/MonthlyGoalCard',
  component: MonthlyGoalCardView,
  tags: ['autodocs'],
  args: {
    status: 'set',
    monthLabel: 'November 2026',
    targetWorkouts: 16,
    workoutCount: 15,
    draft: '16',
    onDraftChange: fn(),
    onSave: fn(),
    onEdit: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonthlyGoalCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const goalInput = { name: 'Target workouts this month' } as const;

/** What each polite status in `root` says. */
const statuses = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('status')
    .map((status) => status.textContent);

/** POST /monthly-goals requests made since the story started (resource timing sees them). */
const goalPosts = () => requestsTo('/monthly-goals');

/** GET /monthly-warriors answers the story has had (resource timing sees them). */
const rankingReads = () => requestsTo('/monthly-warriors');

// -- the card in each state, from props --------------------------------------------------------

/** A goal of 16 with 15 done: progress and an edit control. */
export const GoalSet: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Monthly Goal' })).toBeVisible();
    await expect(canvas.getByText('15 of 16 workouts')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Monthly goal' })).toHaveAttribute(
      'aria-valuetext',
      '15 of 16 workouts',
    );
    await expect(canvas.getByText('1 more workout to reach your goal.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Goal' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** The month's workouts reached the goal: a congratulation. */
export const GoalReached: Story = {
  args: { targetWorkouts: 12, workoutCount: 15 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15 of 12 workouts')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Congratulations! You reached your goal of 12 workouts this month.',
    );
  },
};

/** A goal of one workout, reached: its count is singular. */
export const GoalOfOneReached: Story = {
  args: { targetWorkouts: 1, workoutCount: 1 },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 1 workout')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Congratulations! You reached your goal of 1 workout this month.',
    );
  },
};

/** Thousands of workouts past a goal of 10: the count with thousands separators, 'N of M workouts'. */
export const ThousandsPastTheGoal: Story = {
  args: { targetWorkouts: 10, workoutCount: 2003 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2,003 of 10 workouts')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Monthly goal' })).toHaveAttribute(
      'aria-valuetext',
      '2,003 of 10 workouts',
    );
  },
};

/** No goal yet after thousands of workouts: the count logged with thousands separators. */
export const ThousandsLoggedGoalUnset: Story = {
  args: { status: 'unset', targetWorkouts: null, draft: '', workoutCount: 2003 },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have logged 2,003 workouts so far.')).toBeVisible();
  },
};

/** No goal yet: an input for a whole number, at least 1. */
export const GoalUnset: Story = {
  args: { status: 'unset', targetWorkouts: null, draft: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', goalInput);
    await expect(input).toHaveAttribute('min', '1');
    await expect(input).toHaveAttribute('step', '1');
    await expect(canvas.getByText('You have logged 15 workouts so far.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set Goal' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** Editing a goal: the current goal in the input, Save Goal and Cancel. */
export const Editing: Story = {
  args: { status: 'editing', draft: '16' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('spinbutton', goalInput)).toHaveValue(16);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A typed goal that is not a whole number: nothing saved, and why. */
export const InvalidInput: Story = {
  args: {
    status: 'unset',
    targetWorkouts: null,
    draft: '2.5',
    problem: 'The goal must be a whole number',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', goalInput);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('The goal must be a whole number'),
    );
  },
};

/** Saving: the button says so and refuses further presses; the field holds the goal being saved. */
export const Saving: Story = {
  args: { status: 'saving', targetWorkouts: null, draft: '12' },
  play: async ({ args, canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Saving...' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    // the field holds the goal being saved: what she types on is not taken
    const field = canvas.getByRole('spinbutton', goalInput);
    await expect(field).toHaveAttribute('readonly');
    await userEvent.type(field, '5');
    await expect(field).toHaveValue(12);
    await expect(args.onDraftChange).not.toHaveBeenCalled();
  },
};

/** The save failed: the message, the typed value kept, the button usable again. */
export const SaveFailed: Story = {
  args: { status: 'unset', targetWorkouts: null, draft: '12', error: 'Failed to save goal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save goal');
    await expect(canvas.getByRole('spinbutton', goalInput)).toHaveValue(12);
    await expect(canvas.getByRole('button', { name: 'Set Goal' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your monthly goal')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { status: 'loadFailed', error: 'Failed to load goal data' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load goal data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

// -- the card on the mock backend, bound to the monthly goal machine ----------------------------

/** Ana: a goal of 16, 15 workouts logged this month. */
export const ConnectedGoalSet: Story = {
  render: () => <MonthlyGoalCard />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('15 of 16 workouts')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Goal' })).toBeVisible();
  },
};

/**
 * Kai has no goal: he sets 12 with one request and sees his 10 workouts against it; a screen
 * reader hears 'Goal saved.': its status arrives with the words kept from the screen reader,
 * which reads them as they come in a moment later.
 */
export const ConnectedSetGoal: Story = {
  render: () => <MonthlyGoalCard />,
  globals: { persona: 'admin' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    countRequestsFromNow();
    const input = await canvas.findByRole('spinbutton', goalInput);
    await expect(statuses(canvasElement)).not.toContain('Goal saved.');
    const heard = heardOnArrival(canvasElement, 'status');
    await userEvent.type(input, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await expect(await canvas.findByText('10 of 12 workouts')).toBeVisible();
    await expect(statuses(canvasElement)).toContain('Goal saved.');
    await expect(heard).toEqual(['']);
    const saved = canvas.getByRole('status');
    // the words come into the known region once the screen reader has learnt of it
    await waitFor(() => expect(heardText(saved)).toBe('Goal saved.'));
    await expect(goalPosts()).toBe(1);
  },
};

/**
 * A whole number in any form the number field takes is that number: '1e3' is a goal of 1,000, as
 * the admin forms read it, not a refusal calling it no whole number.
 */
export const ConnectedGoalWrittenWithAnExponent: Story = {
  render: () => <MonthlyGoalCard />,
  globals: { persona: 'admin' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    countRequestsFromNow();
    // the field's value as a browser's own keyboard leaves it; the test's keyboard would turn it
    // into '1000' itself
    fireEvent.change(await canvas.findByRole('spinbutton', goalInput), {
      target: { value: '1e3' },
    });
    await expect(canvas.getByRole('spinbutton', goalInput)).toHaveDisplayValue('1e3');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await expect(await canvas.findByText('10 of 1,000 workouts')).toBeVisible();
    await expect(canvas.queryByText('The goal must be a whole number')).toBeNull();
    await expect(goalPosts()).toBe(1);
  },
};

/** 'abc', 0 and 2.5 save nothing; each says why. */
export const ConnectedInvalidInput: Story = {
  render: () => <MonthlyGoalCard />,
  globals: { persona: 'admin' },
  play: async ({ canvas, userEvent }) => {
    countRequestsFromNow();
    const input = await canvas.findByRole('spinbutton', goalInput);
    const save = canvas.getByRole('button', { name: 'Set Goal' });
    for (const [typed, why] of [
      ['abc', 'The goal must be a whole number'],
      ['0', 'The goal must be at least 1 workout'],
      ['2.5', 'The goal must be a whole number'],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await userEvent.click(save);
      await expect(await canvas.findByText(why)).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      // the press leaves her on the input to put it right
      await waitFor(() => expect(input).toHaveFocus());
    }
    await expect(goalPosts()).toBe(0);
    await expect(canvas.queryByText(/of \d+ workouts/)).toBeNull();
  },
};

/** While the save is under way, more presses send nothing more. */
export const ConnectedSaving: Story = {
  render: () => <MonthlyGoalCard />,
  globals: { persona: 'admin' },
  parameters: {
    msw: {
      handlers: { monthlyGoals: scenarios.monthlyGoals.pending({ calls: ['monthlyGoals.set'] }) },
    },
  },
  play: async ({ canvas, userEvent }) => {
    countRequestsFromNow();
    await userEvent.type(await canvas.findByRole('spinbutton', goalInput), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    const saving = await canvas.findByRole('button', { name: 'Saving...' });
    await userEvent.click(saving);
    await userEvent.click(saving);
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('spinbutton', goalInput)).toHaveValue(12);
  },
};

/** The save fails: 'Failed to save goal', the 12 still typed, and Set Goal works again. */
export const ConnectedSaveFailed: Story = {
  render: () => <MonthlyGoalCard />,
  globals: { persona: 'admin' },
  parameters: {
    msw: {
      handlers: {
        monthlyGoals: scenarios.monthlyGoals.error(500, { calls: ['monthlyGoals.set'] }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('spinbutton', goalInput), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save goal');
    await expect(canvas.getByRole('spinbutton', goalInput)).toHaveValue(12);
    const save = canvas.getByRole('button', { name: 'Set Goal' });
    await expect(save).not.toHaveAttribute('aria-disabled');
  },
};

/** Kai's goal saves, held until the story lets them answer. */
const heldGoalSaves = heldAnswers('monthlyGoals.set');

/** Kai types 12 into the unset goal and presses Set Goal; its answer is held. */
async function setGoalHeld(canvas: ReturnType<typeof within>) {
  heldGoalSaves.on = true;
  await userEvent.type(await canvas.findByRole('spinbutton', goalInput), '12');
  await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
  await waitFor(() => expect(heldGoalSaves.waiting).toBe(1));
}

const goalSaveHeld = (answers = handlers.monthlyGoals) => ({
  chromatic: { disableSnapshot: true },
  msw: { handlers: { monthlyGoals: [heldGoalSaves.handler, ...answers] } },
});

/**
 * Kai sets his goal and leaves the page before the answer; he comes back while it is still on
 * its way. The card shows his 12 being saved, as he left it (not a placeholder, nor the empty
 * 'Set Goal' form of the goal as it was before), then his goal, and says 'Goal saved.'.
 */
export const ConnectedGoalSavedAfterHeLeft: Story = {
  render: () => (
    <AwayAndBack>
      <MonthlyGoalCard />
    </AwayAndBack>
  ),
  globals: { persona: 'admin' },
  parameters: goalSaveHeld(),
  beforeEach: () => {
    countRequestsFromNow();
    return () => heldGoalSaves.letGo();
  },
  play: async ({ canvas, canvasElement }) => {
    await setGoalHeld(canvas);
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('spinbutton', goalInput)).toHaveValue(12);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.queryByText('Loading your monthly goal')).toBeNull();
    heldGoalSaves.letGo();
    await expect(await canvas.findByText('10 of 12 workouts', {}, { timeout: 5000 })).toBeVisible();
    await expect(statuses(canvasElement)).toContain('Goal saved.');
    await expect(goalPosts()).toBe(1);
  },
};

/**
 * Ana edits her goal of 16 to 20 and leaves before the answer. Back, the form she left shows 20
 * being saved with its 'Cancel', disabled, then her new goal.
 */
export const ConnectedEditSavedAfterHeLeft: Story = {
  render: () => (
    <AwayAndBack>
      <MonthlyGoalCard />
    </AwayAndBack>
  ),
  parameters: goalSaveHeld(),
  beforeEach: () => () => heldGoalSaves.letGo(),
  play: async ({ canvas, userEvent }) => {
    countRequestsFromNow();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Goal' }));
    const input = canvas.getByRole('spinbutton', goalInput);
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    heldGoalSaves.on = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Save Goal' }));
    await waitFor(() => expect(heldGoalSaves.waiting).toBe(1));
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('spinbutton', goalInput)).toHaveValue(20);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    heldGoalSaves.letGo();
    await expect(await canvas.findByText('15 of 20 workouts', {}, { timeout: 5000 })).toBeVisible();
    await expect(goalPosts()).toBe(1);
  },
};

/**
 * The same save fails while he is away: the card he comes back to has his 12 in the input and
 * says 'Failed to save goal', as it does for a failure he was there for, once.
 */
export const ConnectedGoalFailedWhileHeWasAway: Story = {
  render: () => (
    <AwayAndBack>
      <MonthlyGoalCard />
    </AwayAndBack>
  ),
  globals: { persona: 'admin' },
  parameters: goalSaveHeld(scenarios.monthlyGoals.error(500, { calls: ['monthlyGoals.set'] })),
  beforeEach: () => {
    countRequestsFromNow();
    return () => heldGoalSaves.letGo();
  },
  play: async ({ canvas }) => {
    await setGoalHeld(canvas);
    await goAwayAndBack(canvas, {
      until: () => {
        heldGoalSaves.letGo();
        // the failure has come back while he is away
        expect(goalPosts()).toBe(1);
      },
    });
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to save goal',
    );
    await expect(canvas.getByRole('spinbutton', goalInput)).toHaveValue(12);
    await expect(canvas.getByRole('button', { name: 'Set Goal' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // said once: away and back again, the card is as it was before the save
    await goAwayAndBack(canvas);
    await expect(await canvas.findByRole('spinbutton', goalInput)).toHaveValue(null);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The server refuses Kai's goal: its message under the input, which is invalid and focused; no
 * 'Failed to save goal'; his 500 stays and Set Goal works again.
 */
export const ConnectedGoalRefusedByServer: Story = {
  render: () => <MonthlyGoalCard />,
  globals: { persona: 'admin' },
  parameters: {
    msw: {
      handlers: {
        monthlyGoals: scenarios.monthlyGoals.error(400, {
          calls: ['monthlyGoals.set'],
          message: 'targetWorkouts: The goal can be at most 100 workouts a month',
        }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('spinbutton', goalInput);
    await userEvent.type(input, '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('The goal can be at most 100 workouts a month'),
      ),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText('Failed to save goal')).toBeNull();
    await expect(input).toHaveValue(500);
    await expect(canvas.getByRole('button', { name: 'Set Goal' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Ana edits her goal, the save fails: her 20 stays in the input; Cancel brings back 16. */
export const ConnectedEditFailed: Story = {
  render: () => <MonthlyGoalCard />,
  parameters: {
    msw: {
      handlers: {
        monthlyGoals: scenarios.monthlyGoals.error(503, { calls: ['monthlyGoals.set'] }),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Goal' }));
    const input = canvas.getByRole('spinbutton', goalInput);
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Goal' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save goal');
    await expect(input).toHaveValue(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('15 of 16 workouts')).toBeVisible();
  },
};

/**
 * From the keyboard: 'Edit Goal' takes her to the input; Cancel, and later a saved goal, bring
 * her back to 'Edit Goal' (the buttons she pressed leave with the form). Only the save says
 * 'Goal saved.', and editing again takes it back.
 */
export const ConnectedFocusFollowsTheForm: Story = {
  render: () => <MonthlyGoalCard />,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const edit = await canvas.findByRole('button', { name: 'Edit Goal' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('spinbutton', goalInput);
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Goal' })).toHaveFocus());
    await expect(statuses(canvasElement)).not.toContain('Goal saved.');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('spinbutton', goalInput)).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}20{Enter}');
    await expect(await canvas.findByText('15 of 20 workouts')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Goal' })).toHaveFocus());
    await expect(statuses(canvasElement)).toContain('Goal saved.');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('spinbutton', goalInput)).toHaveFocus());
    await expect(statuses(canvasElement)).not.toContain('Goal saved.');
  },
};

/**
 * Ana lowers her goal to her 15 workouts: the congratulation shows, and is the one status that
 * speaks of the save (no 'Goal saved.' besides it). It arrives with its words kept from the
 * screen reader and lets them in a moment later, so the screen reader, which by then knows the
 * region, reads them out; on screen they are there from the start.
 */
export const ConnectedReachGoal: Story = {
  render: () => <MonthlyGoalCard />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Goal' }));
    const input = canvas.getByRole('spinbutton', goalInput);
    await userEvent.clear(input);
    await userEvent.type(input, '15');
    const heard = heardOnArrival(canvasElement, 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Goal' }));
    const card = canvas.getByRole('region', { name: 'Monthly Goal' });
    const congratulation = 'Congratulations! You reached your goal of 15 workouts this month.';
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(congratulation));
    await expect(within(card).getByText(congratulation)).toBeVisible();
    await expect(heard).toEqual(['']);
    const status = within(card).getByRole('status');
    await waitFor(() => expect(heardText(status)).toBe(congratulation));
  },
};

/**
 * Her device's calendar has turned to December while the server still counts November (hours
 * around a month's turn, by her time zone): the card shows November, the month of her goal and
 * of the 15 workouts counted, not December with November's count.
 */
const decemberOnHerDevice = fixedClock('2026-12-01T12:00:00.000Z');
export const ConnectedDeviceInNextMonth: Story = {
  render: () => (
    <ClockProvider clock={decemberOnHerDevice}>
      <MonthlyGoalCard />
    </ClockProvider>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('15 of 16 workouts')).toBeVisible();
    await expect(canvas.getByText('November 2026')).toBeVisible();
    await expect(canvas.queryByText('December 2026')).toBeNull();
  },
};

/** Kai sets a goal on such a day: it is saved for the server's month, so it is there next time. */
export const ConnectedSetGoalDeviceInNextMonth: Story = {
  render: () => (
    <ClockProvider clock={decemberOnHerDevice}>
      <MonthlyGoalCard />
    </ClockProvider>
  ),
  globals: { persona: 'admin' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('spinbutton', goalInput), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await expect(await canvas.findByText('10 of 12 workouts')).toBeVisible();
    await expect(
      db.tables.monthlyGoals.filter((goal) => goal.memberId === personas.admin.sub),
    ).toEqual([expect.objectContaining({ year: 2026, month: 11, targetWorkouts: 12 })]);
  },
};

/** The card, and a control that reads the monthly ranking again as coming back to the window does. */
function CardReadAgain() {
  return (
    <>
      <ReadAgainControl
        queryKey={queryKeys.monthlyWarriors}
        label="Read the ranking again (story control)"
      />
      <MonthlyGoalCard />
    </>
  );
}

/**
 * The page stays open over the month's end: the ranking read again after midnight (UTC) is
 * December's, and the card reads December's goal, which she has not set. Before, it kept
 * November's goal of 16 and compared December's count with it ('0 of 16 workouts'), and Edit
 * Goal saved to November.
 */
export const ConnectedMonthTurnsWhileOpen: Story = {
  render: () => <CardReadAgain />,
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: () => () => setServerClock(),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('15 of 16 workouts')).toBeVisible();
    await expect(canvas.getByText('November 2026')).toBeVisible();
    setServerClock(() => new Date('2026-12-01T00:05:00.000Z'));
    await userEvent.click(canvas.getByRole('button', { name: /Read the ranking again/ }));
    await expect(await canvas.findByText('December 2026', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('spinbutton', goalInput)).toHaveValue(null);
    await expect(canvas.queryByText(/of 16 workouts/)).toBeNull();
    await userEvent.type(canvas.getByRole('spinbutton', goalInput), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await expect(await canvas.findByText('0 of 12 workouts')).toBeVisible();
    await expect(
      db.tables.monthlyGoals.filter(
        (goal) => goal.memberId === personas.member.sub && goal.month === 12,
      ),
    ).toEqual([expect.objectContaining({ year: 2026, month: 12, targetWorkouts: 12 })]);
  },
};

export const ConnectedLoading: Story = {
  render: () => <MonthlyGoalCard />,
  parameters: { msw: { handlers: { monthlyGoals: scenarios.monthlyGoals.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your monthly goal')).toBeInTheDocument();
  },
};

/** The goal fails to load: 'Failed to load goal data' and Try Again, described by it. */
export const ConnectedLoadFailed: Story = {
  render: () => <MonthlyGoalCard />,
  parameters: { msw: { handlers: { monthlyGoals: scenarios.monthlyGoals.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load goal data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      'Failed to load goal data',
    );
  },
};

/** An outage of her goal; it ends during the story. */
const goalOutage = outage(503);

/**
 * The server comes back: 'Try Again', from the keyboard, brings her goal, and focus, which the
 * button had, goes to the page's main region, as the calendar's 'Try Again' beside it does.
 */
export const ConnectedTryAgainAfterAFailedLoad: Story = {
  render: () => <MonthlyGoalCard />,
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        monthlyGoals: [goalOutage.failing('monthlyGoals.current'), ...handlers.monthlyGoals],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    countRequestsFromNow();
    goalOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Failed to load goal data')).toBeVisible();
    // the ranking has come, and the card's own read again with it has failed too
    await waitFor(() => expect(rankingReads()).toBeGreaterThan(0));
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
    goalOutage.end();
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('15 of 16 workouts', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Failed to load goal data')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/**
 * Still failing: while the goal is asked for again the failure and the busy 'Try Again' stay (no
 * placeholder takes the button, and her focus, away); the new failure is said, and focus stays
 * on 'Try Again', there to press again.
 */
export const ConnectedTryAgainStillFailing: Story = {
  render: () => <MonthlyGoalCard />,
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { monthlyGoals: scenarios.monthlyGoals.error(503) } },
  },
  beforeEach: () => {
    countRequestsFromNow();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Failed to load goal data')).toBeVisible();
    // a failure met on arriving is shown, not said
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(rankingReads()).toBeGreaterThan(0));
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
    // a read again of her own, as the ranking came, is not said as a failure of hers
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(tryAgain);
    await expect(canvas.queryByText('Loading your monthly goal')).toBeNull();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load goal data');
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy'));
    await expect(tryAgain).toBeInTheDocument();
    await expect(tryAgain).toHaveFocus();
  },
};
