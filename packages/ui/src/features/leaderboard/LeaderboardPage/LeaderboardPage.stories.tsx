import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlers, outage, scenarios } from '@reprally/mocks';
import { Button } from '../../../primitives/Button';
import {
  hostileLeaderboardFixture,
  hostileNames,
  leaderboardFixture,
} from '../leaderboard.fixtures';
import { LeaderboardPage, LeaderboardPageView } from './LeaderboardPage';
import { screenModes } from '../../../foundations/modes';
import { mediaQueries } from '../../../theme/tokens';
import { inMainRegion } from '../../../testing/main-region';
import { tryAgainStillFails } from '../../../testing/try-again';
import { expectCompactEmptyState } from '../../../testing/empty-state';
import { workoutLoggedGone } from '../../../testing/workout-logged';

// the presentational page takes any control; the connected page brings its LogWorkoutButton
const logWorkout = <Button>Log Workout</Button>;

const meta = {
  title: 'Leaderboard/LeaderboardPage',
  tags: ['autodocs'],
  component: LeaderboardPage,
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/leaderboard' },
  },
} satisfies Meta<typeof LeaderboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const currentRow = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('tr[aria-current="true"]');

/** Ana on the mock backend: 1,170 points, rank 8, her row highlighted. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Top Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Rank', 'Name', 'Points']);
    const yourPoints = canvas.getByRole('region', { name: 'Your Points' });
    await expect(yourPoints).toHaveTextContent('1,170');
    await expect(yourPoints).toHaveTextContent('Rank 8 of 40');
    const row = currentRow(canvasElement);
    await expect(row).toHaveTextContent('Ana Moreno');
    await expect(within(row as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('8');
    await waitFor(() => expect(document.title).toBe('Leaderboard | RepRally'));
  },
};

/**
 * Logging a workout here refreshes the board: Ana's points grow by 10, and 'Workout logged' shows
 * for a few seconds without moving the page.
 */
export const LogWorkoutUpdatesPoints: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const yourPoints = await canvas.findByRole('region', { name: 'Your Points' });
    await waitFor(() => expect(yourPoints).toHaveTextContent('1,170'));
    const top = yourPoints.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await waitFor(() => expect(yourPoints).toHaveTextContent('1,180'));
    // the confirmation is said and shown without moving the page below it
    await expect(canvas.getByRole('status')).toHaveTextContent('Workout logged');
    await expect(yourPoints.getBoundingClientRect().top).toBe(top);
    // the line goes by itself and the new points stay
    await workoutLoggedGone(canvasElement);
    await expect(yourPoints).toHaveTextContent('1,180');
  },
};

/** A failed log leaves the board as it was and says so: 'Failed to log workout' in an alert, and the error is reported. */
export const LogWorkoutFails: Story = {
  parameters: {
    msw: { handlers: { workouts: scenarios.workouts.error(500, { calls: ['workouts.log'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    const yourPoints = await canvas.findByRole('region', { name: 'Your Points' });
    await waitFor(() => expect(yourPoints).toHaveTextContent('1,170'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to log workout');
    await expect(yourPoints).toHaveTextContent('1,170');
  },
};

/** Kai, far down the board: his own row is highlighted where it falls. */
export const MemberLowOnTheBoard: Story = {
  globals: { persona: 'admin' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Top Users' });
    await expect(currentRow(canvasElement)).toHaveTextContent('Kai Lindqvist');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { leaderboard: scenarios.leaderboard.pending() } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading top users')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your points')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
    // out of the reader's and the keyboard's way, the placeholder is the board's own table, ruled
    // in its columns, so nothing changes shape when the names arrive
    const placeholder = canvasElement.querySelector('[aria-busy="true"] [inert] table');
    await expect(placeholder?.querySelectorAll('thead th')).toHaveLength(3);
    await expect(placeholder?.querySelectorAll('tbody tr')).toHaveLength(6);
  },
};

/**
 * The board failed to load: the failure, and 'Try Again' under it, described by it. Dismissed,
 * the failure stays as quiet text above 'Try Again', which takes the focus.
 */
export const Error: Story = {
  parameters: { msw: { handlers: { leaderboard: scenarios.leaderboard.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch leaderboard: 500');
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toHaveAccessibleDescription('Failed to fetch leaderboard: 500');
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch leaderboard: 500')).toBeVisible();
    await expect(tryAgain).toHaveFocus();
  },
};

/** An outage of the board; it ends during the story. */
const leaderboardOutage = outage(503);

/**
 * The server comes back: 'Try Again', from the keyboard, brings the board, and focus, which the
 * button had, goes to the page's main region rather than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        leaderboard: [leaderboardOutage.failing('leaderboard.get'), ...handlers.leaderboard],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    leaderboardOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch leaderboard: 503',
    );
    leaderboardOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('table', { name: 'Top Users' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your Points' })).toHaveTextContent('1,170');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** An outage of the board that begins once she has seen it. */
const readAgainOutage = outage(503);

/**
 * Her workout is logged, but the board read again after it fails: the board she saw stays, its
 * points now out of date, so the failure is said above it with 'Try Again', not hidden beside
 * 'Workout logged'. 'Try Again' brings her new points.
 */
export const LoggedButTheBoardFailsToRead: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        leaderboard: [readAgainOutage.failing('leaderboard.get'), ...handlers.leaderboard],
      },
    },
  },
  beforeEach: () => {
    readAgainOutage.end();
  },
  play: async ({ canvas, userEvent }) => {
    const yourPoints = await canvas.findByRole('region', { name: 'Your Points' });
    await waitFor(() => expect(yourPoints).toHaveTextContent('1,170'));
    readAgainOutage.start();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch leaderboard: 503',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Workout logged');
    await expect(yourPoints).toHaveTextContent('1,170');
    await expect(canvas.getByRole('table', { name: 'Top Users' })).toBeVisible();

    readAgainOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(yourPoints).toHaveTextContent('1,180'));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/**
 * Still failing: the failure is said again as a new alert, and focus stays on 'Try Again', there
 * to press again.
 */
export const TryAgainStillFailing: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { leaderboard: scenarios.leaderboard.error(503) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch leaderboard: 503',
    );
    await tryAgainStillFails(canvas, 'Failed to fetch leaderboard: 503');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { leaderboard: scenarios.leaderboard.empty() } } },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('No one is on the leaderboard yet.');
    await expect(message).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your Points' })).toHaveTextContent('0');
    // centred in the board's box, with no header row over a row of no data
    await expect(canvas.queryByRole('table')).toBeNull();
    await expectCompactEmptyState(message, canvas.getByRole('heading', { name: 'Top Users' }));
  },
};

/**
 * The light phone mode captures the page at 390 px; this story stays because only its play
 * function asserts that the table fits that width without the page scrolling sideways.
 */
export const NoSidewaysScrollOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table', { name: 'Top Users' });
    await expect(currentRow(canvasElement)).toHaveTextContent('Ana Moreno');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** The presentational page with hostile names: text, never markup, never a wider page. */
export const HostileNames: Story = {
  render: () => (
    <LeaderboardPageView
      users={hostileLeaderboardFixture()}
      currentUserId="member-5"
      logWorkout={logWorkout}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(hostileNames[4])).toBeVisible();
    await expect(canvasElement.querySelector('script, b')).toBeNull();
    await expect(currentRow(canvasElement)).toHaveTextContent(hostileNames[4]);
    // from a tablet up a 200-letter name takes the room the board's three columns leave it, a
    // few lines across the row, not a narrow column of seven lines beside empty space
    if (window.matchMedia(mediaQueries.tablet).matches) {
      const longName = canvas.getByText(hostileNames[1]);
      const line = parseFloat(getComputedStyle(longName).lineHeight);
      await expect(longName.getBoundingClientRect().height).toBeLessThan(line * 4);
    }
  },
};

/** The presentational page with fifteen members, the member 14th. */
export const Presentational: Story = {
  render: () => (
    <LeaderboardPageView
      users={leaderboardFixture(15)}
      currentUserId="member-14"
      logWorkout={logWorkout}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Your Points' })).toHaveTextContent(
      'Rank 14 of 15',
    );
    await expect(currentRow(canvasElement)).toHaveTextContent('Kai Lindqvist');
  },
};
