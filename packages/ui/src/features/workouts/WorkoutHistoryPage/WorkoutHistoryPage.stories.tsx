import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlers, outage, scenarios } from '@reprally/mocks';
import { WorkoutHistoryPage, WorkoutHistoryPageView } from './WorkoutHistoryPage';
import { screenModes } from '../../../foundations/modes';
import { expectTableStartShown, scrollToFoot } from '../../../testing/table-start';
import { inMainRegion } from '../../../testing/main-region';

const meta = {
  title: 'Workouts/WorkoutHistoryPage',
  component: WorkoutHistoryPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/workouts' },
  },
  // one zone for every story, so the dates do not depend on the machine that renders them
  args: { timeZone: 'UTC' },
} satisfies Meta<typeof WorkoutHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the history table as [#, Date] pairs. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...(row as HTMLTableRowElement).cells].map(
        (cell) => cell.textContent?.replace(/\s/g, ' ') ?? '',
      ),
    );
}

/** Ana's 117 workouts, newest first: #117 at the top, 50 to a page. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workout History' })).toBeVisible();
    const table = await canvas.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['#', 'Date']);
    const rows = rowsOf(table);
    await expect(rows).toHaveLength(50);
    await expect(rows[0]?.[0]).toBe('117');
    await expect(rows[49]?.[0]).toBe('68');
    await expect(rows[0]?.[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    const times = [...table.querySelectorAll('time')].map((time) => Date.parse(time.dateTime));
    await expect([...times].sort((a, b) => b - a)).toEqual(times);
    await expect(canvas.getByText('Showing 1–50 of 117')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Workout History | RepRally'));
  },
};

/**
 * A member with 2,000 workouts: 50 rows a page, Previous and Next, 'Showing 51–100 of 2,000'.
 * The # column writes its numbers as the line under it does: '2,000', never '2000'.
 * The page is in the address, so Back returns to the page before. Previous and Next sit under the
 * table's last row; each press takes her to the new page's first row, with focus on the table.
 */
export const TwoThousandWorkouts: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.many(2000) } } },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table');
    await expect(canvas.getByText('Showing 1–50 of 2,000')).toBeVisible();
    await expect(rowsOf(table)[0]).toEqual(['2,000', 'Nov 18, 2026, 9:30 AM']);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const next = canvas.getByRole('button', { name: 'Next' });
    await scrollToFoot(next);
    await userEvent.click(next);
    await expect(await canvas.findByText('Showing 51–100 of 2,000')).toBeVisible();
    const second = rowsOf(canvas.getByRole('table'));
    await expect(second).toHaveLength(50);
    await expect(second[0]?.[0]).toBe('1,950');
    await expectTableStartShown(canvas.getByRole('table'));
    await scrollToFoot(previous);
    await userEvent.click(previous);
    await expect(await canvas.findByText('Showing 1–50 of 2,000')).toBeVisible();
    await expectTableStartShown(canvas.getByRole('table'));
  },
};

/** Opened at `?page=40`: the last page, the first workout ever at the bottom, Next disabled. */
export const LastPageFromTheAddress: Story = {
  parameters: {
    router: { path: '/workouts?page=40' },
    msw: { handlers: { workouts: scenarios.workouts.many(2000) } },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(canvas.getByText('Showing 1,951–2,000 of 2,000')).toBeVisible();
    await expect(rowsOf(table).at(-1)?.[0]).toBe('1');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The same instants on a member's clock in Tokyo: the dates move to the local day and hour. */
export const InTokyo: Story = {
  args: { timeZone: 'Asia/Tokyo' },
  parameters: { msw: { handlers: { workouts: scenarios.workouts.many(2000) } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(rowsOf(table)[0]).toEqual(['2,000', 'Nov 18, 2026, 6:30 PM']);
    await expect(rowsOf(table)[1]).toEqual(['1,999', 'Nov 18, 2026, 5:30 AM']);
  },
};

/** Noor joined today: nothing logged yet, and Log Workout in the page's header. */
export const NothingLoggedYet: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No workouts logged yet. Get moving!')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toBeVisible();
  },
};

/** Noor logs her first workout from her empty history: it is listed at once, as #1. */
export const FirstWorkoutLoggedHere: Story = {
  globals: { persona: 'newcomer' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('No workouts logged yet. Get moving!');
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    await expect(rowsOf(table)).toHaveLength(1);
    await expect(rowsOf(table)[0]?.[0]).toBe('1');
    await expect(canvas.queryByText('No workouts logged yet. Get moving!')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your workouts')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * The workouts fail to load: the failure in a red alert, with 'Try Again' under it. Dismissed,
 * the failure stays as quiet text above 'Try Again', which takes the focus.
 */
export const Error: Story = {
  parameters: { msw: { handlers: { workouts: scenarios.workouts.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch workouts: 500');
    await expect(canvas.queryByRole('table')).toBeNull();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch workouts: 500')).toBeVisible();
    await expect(tryAgain).toHaveFocus();
  },
};

/** An outage of the workout list's read (a story that brings it back). */
const workoutsOutage = outage();

/**
 * The workouts fail to load, then the server comes back: 'Try Again' (from the keyboard) asks
 * again, the table comes, and focus, which was on the pressed button, goes to the page rather
 * than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        workouts: [workoutsOutage.failing('workouts.list'), ...handlers.workouts],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    workoutsOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch workouts: 503',
    );
    workoutsOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('table', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** Presentational: three workouts, fewer than a page, so no Previous or Next. */
export const AFewWorkoutsAsProps: Story = {
  render: () => (
    <WorkoutHistoryPageView
      status="loaded"
      timeZone="America/New_York"
      workouts={[
        { id: 3, loggedAt: new Date('2026-11-18T15:30:00Z') },
        { id: 1, loggedAt: new Date('2026-11-01T04:30:00Z') },
        { id: 2, loggedAt: new Date('2026-11-02T04:30:00Z') },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(rowsOf(canvas.getByRole('table'))).toEqual([
      ['3', 'Nov 18, 2026, 10:30 AM'],
      ['2', 'Nov 1, 2026, 11:30 PM'],
      ['1', 'Nov 1, 2026, 12:30 AM'],
    ]);
    await expect(canvas.getByText('Showing 1–3 of 3')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};
