import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, FIXED_NOW, handlers, outage, scenarios } from '@reprally/mocks';
import { MonthlyWarriorsPage } from './MonthlyWarriorsPage';
import { screenModes } from '../../../foundations/modes';
import { inMainRegion } from '../../../testing/main-region';

/** The /monthly-warriors screen on the mock backend, as Ana unless a story says. */
const meta = {
  title: 'Monthly Warriors/MonthlyWarriorsPage',
  component: MonthlyWarriorsPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/monthly-warriors' },
  },
} satisfies Meta<typeof MonthlyWarriorsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const EMPTY = 'No workouts logged yet this month. Be the first to earn a spot!';

/** The figure under a label in 'Your November Stats'. */
async function figure(canvas: HTMLElement, label: string) {
  const card = await within(canvas).findByRole('region', { name: 'Your November Stats' });
  const term = await within(card).findByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

/** Ana, 2nd this November: her row highlighted, her stats, her goal of 16 and the calendar. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Monthly Workout Warriors' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Top performers for November 2026')).toBeVisible();
    const top = canvas.getByRole('region', { name: 'Top Warriors' });
    const rows = await within(top).findAllByRole('listitem');
    await expect(rows).toHaveLength(10);
    await expect(rows.slice(0, 3).map((row) => row.getAttribute('data-medal'))).toEqual([
      'gold',
      'silver',
      'bronze',
    ]);
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]).toHaveTextContent('Ana Moreno');
    await expect(await figure(canvasElement, 'Rank')).toBe('#2');
    await expect(await figure(canvasElement, 'Workouts')).toBe('15');
    await expect(await figure(canvasElement, 'Total Users')).toBe('10');
    await expect(await canvas.findByText('15 of 16 workouts')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Activity Calendar' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Monthly Workout Warriors | RepRally'));
  },
};

/** Kai, 16th: not in the list, counted on top of the ten (11 users); no goal set yet. */
export const MemberOutsideTheTopTen: Story = {
  globals: { persona: 'admin' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await figure(canvasElement, 'Rank')).toBe('#16');
    await expect(await figure(canvasElement, 'Total Users')).toBe('11');
    await expect(canvasElement.querySelector('li[aria-current="true"]')).toBeNull();
    await expect(
      await canvas.findByRole('spinbutton', { name: 'Target workouts this month' }),
    ).toBeVisible();
  },
};

/** A new goal shows on the page at once: Kai sets 8 and has reached it with his 10. */
export const NewGoal: Story = {
  globals: { persona: 'admin' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('spinbutton', { name: 'Target workouts this month' }),
      '8',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set Goal' }));
    await expect(await canvas.findByText('10 of 8 workouts')).toBeVisible();
    // the goal card's own status (Log Workout, in the header, has one of its own)
    const goal = canvas.getByRole('region', { name: /Monthly Goal/ });
    await expect(within(goal).getByRole('status')).toHaveTextContent('Congratulations!');
  },
};

/**
 * No one has logged a workout this month: 'Be the first to earn a spot!', with Log Workout, and
 * her calendar and goal agree (the month's workouts are gone from the seeded backend).
 */
export const EmptyMonth: Story = {
  beforeEach: () => {
    const monthBegan = Date.UTC(FIXED_NOW.getUTCFullYear(), FIXED_NOW.getUTCMonth(), 1);
    db.tables.workouts = db.tables.workouts.filter(
      (workout) => Date.parse(workout.loggedAt) < monthBegan,
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(EMPTY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toBeVisible();
    await expect(await figure(canvasElement, 'Rank')).toBe('–Not ranked');
    await expect(await figure(canvasElement, 'Total Users')).toBe('0');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        monthlyWarriors: scenarios.monthlyWarriors.pending(),
        monthlyGoals: scenarios.monthlyGoals.pending(),
        workouts: scenarios.workouts.pending(),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Top performers for November 2026')).toBeVisible();
    await expect(canvas.getByText('Loading top warriors')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your monthly stats')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your monthly goal')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your activity')).toBeInTheDocument();
  },
};

/** The ranking fails: 'Failed to load monthly stats'; the calendar still shows. */
export const Error: Story = {
  parameters: { msw: { handlers: { monthlyWarriors: scenarios.monthlyWarriors.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load monthly stats')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Top Warriors' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Activity Calendar' })).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Try Again',
        description: 'Failed to load monthly stats',
      }),
    ).toBeVisible();
  },
};

/**
 * Her workouts fail: the calendar says so, quietly as every widget does, with its own 'Try
 * Again'; the ranking still shows. Asked again and failing again, the calendar says so aloud
 * (a new alert), focus kept on 'Try Again'.
 */
export const CalendarFails: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { workouts: scenarios.workouts.error(500) } },
  },
  play: async ({ canvas, userEvent }) => {
    const calendar = canvas.getByRole('region', { name: 'Activity Calendar' });
    const tryAgain = await within(calendar).findByRole('button', {
      name: 'Try Again',
      description: 'Failed to load workout dates',
    });
    await expect(tryAgain).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Top Warriors' })).toBeVisible();
    await expect(within(calendar).queryByRole('alert')).toBeNull();
    tryAgain.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(calendar).findByRole('alert')).toHaveTextContent(
      'Failed to load workout dates',
    );
    await expect(tryAgain).toHaveFocus();
    await expect(tryAgain).toHaveAccessibleDescription('Failed to load workout dates');
  },
};

/** An outage of the ranking's read (a story that brings it back). */
const rankingOutage = outage();

/**
 * The ranking fails to load, and the goal card, which reads it too, with it; then the server
 * comes back: 'Try Again' (from the keyboard) asks again, the Top Warriors and her month's stats
 * come, the goal card reads her goal again, and focus, which was on the pressed button, goes to
 * the page rather than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        monthlyWarriors: [
          rankingOutage.failing('monthlyWarriors.get'),
          ...handlers.monthlyWarriors,
        ],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    rankingOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Failed to load monthly stats')).toBeVisible();
    await expect(await canvas.findByText('Failed to load goal data')).toBeVisible();
    rankingOutage.end();
    canvas
      .getByRole('button', { name: 'Try Again', description: 'Failed to load monthly stats' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('region', { name: 'Top Warriors' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText('Failed to load monthly stats')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByText('Failed to load goal data')).toBeNull());
    await expect(canvas.getByRole('region', { name: 'Monthly Goal' })).toBeVisible();
  },
};

/** Only the goal fails to load: 'Failed to load goal data'; the ranking still shows. */
export const GoalLoadFailed: Story = {
  parameters: { msw: { handlers: { monthlyGoals: scenarios.monthlyGoals.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load goal data')).toBeVisible();
    await expect(await canvas.findByText('Ana Moreno')).toBeVisible();
  },
};
