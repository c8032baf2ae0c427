import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlers, outage, scenarios } from '@reprally/mocks';
import { DashboardScreen } from './DashboardScreen';
import { screenModes } from '../../../foundations/modes';
import { inMainRegion } from '../../../testing/main-region';
import { expectShownWhole } from '../../../testing/text-shown';

/** The signed-in home on the mock backend, as Ana (the seeded member) unless a story says. */
const meta = {
  title: 'Dashboard/DashboardScreen',
  tags: ['autodocs'],
  component: DashboardScreen,
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/' },
  },
  globals: { persona: 'member' },
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Workout' })).toBeVisible();
    // the widgets show a first answer in slices, between other work: on a busy machine (the
    // story shards side by side) that takes longer than a query's default second
    await expect(
      await canvas.findByText('Total Workouts', { selector: 'dt' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('117')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Dashboard | RepRally'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * On the narrowest desktop window (1024 px, a tablet on its side) the side column is still wide
 * enough for the leaderboard's names whole, her own beside 'You' and her change: a third of the
 * page cut them to 'Dusty Schamb…' and 'Ana Mo…'. The check runs in every mode, so the story sets
 * that window's viewport itself; it takes no picture (the desktop and phone pictures show the two
 * layouts around it).
 */
export const NamesWholeOnASmallDesktop: Story = {
  globals: { viewport: { value: 'smallDesktop', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const board = within(
      (await canvas.findByRole('heading', { name: 'Leaderboard' })).closest('section')!,
    );
    const you = await board.findByText('You', {}, { timeout: 5000 });
    await expect(you).toBeVisible();
    for (const name of ['Dusty Schamberger', 'Ana Moreno']) {
      await expectShownWhole(board.getByText(name));
    }
  },
};

/** Noor joined today: every widget shows its empty state. */
export const BrandNewMember: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Complete challenges to earn badges!', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      (await canvas.findAllByText('No workouts logged yet', {}, { timeout: 5000 }))[0],
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        workouts: scenarios.workouts.pending(),
        leaderboard: scenarios.leaderboard.pending(),
        challenges: scenarios.challenges.pending(),
        monthlyWarriors: scenarios.monthlyWarriors.pending(),
        monthlyBadges: scenarios.monthlyBadges.pending(),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Every failed fetch is one line in a single dismissible banner (here four). */
export const FetchErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        workouts: scenarios.workouts.error(500),
        leaderboard: scenarios.leaderboard.error(503),
        challenges: scenarios.challenges.error(500),
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('alert');
    // the leaderboard is asked for once the browser is idle after the dashboard mounted
    await waitFor(() => expect(within(banner).getAllByRole('listitem')).toHaveLength(4));
    await expect(banner).toHaveTextContent('Failed to fetch workout stats: 500');
    await expect(banner).toHaveTextContent('Failed to fetch workouts: 500');
    await expect(banner).toHaveTextContent('Failed to fetch leaderboard: 503');
    await expect(banner).toHaveTextContent('Failed to fetch challenges: 500');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await expect(
      canvas.queryByText('Failed to fetch leaderboard: 503', { selector: 'li' }),
    ).toBeNull();
  },
};

/** An outage of the dashboard's reads; it comes back during the story. */
const serverOutage = outage();

/**
 * The server fails the dashboard's reads, then comes back: 'Try Again' asks again for every
 * failed answer, the figures and the leaderboard come, the banner goes, and focus, which was on
 * the pressed button, goes to the page rather than the document's start.
 */
export const TryAgainAfterFailures: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        workouts: [
          serverOutage.failing('workouts.stats'),
          serverOutage.failing('workouts.list'),
          ...handlers.workouts,
        ],
        leaderboard: [serverOutage.failing('leaderboard.get'), ...handlers.leaderboard],
        challenges: [serverOutage.failing('challenges.list'), ...handlers.challenges],
      },
    },
  },
  // the app's main region, which takes focus when the banner goes
  decorators: [inMainRegion],
  beforeEach: () => {
    serverOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('alert');
    await waitFor(() => expect(within(banner).getAllByRole('listitem')).toHaveLength(4));
    await expect(canvas.queryByText('117')).toBeNull();
    serverOutage.end();
    await userEvent.click(within(banner).getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('117', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await canvas.findByText('Dusty Schamberger')).toBeVisible();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** An outage of her workouts' reads, started once the dashboard has them. */
const workoutsOutage = outage();

/**
 * She logs a workout while the server cannot be read: the workout is saved, but reading her
 * workouts and figures again fails. What she had stays on screen (her figures, her year, her
 * week, her streak), and the banner says the two failed reads once, with 'Try Again', which
 * brings the new figures when the server is back.
 */
export const FiguresStayWhenReadingThemAgainFails: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        workouts: [
          workoutsOutage.failing('workouts.stats'),
          workoutsOutage.failing('workouts.list'),
          ...handlers.workouts,
        ],
      },
    },
  },
  beforeEach: () => {
    workoutsOutage.end();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('117', {}, { timeout: 5000 })).toBeVisible();
    await canvas.findByRole('grid', { name: 'Workout Activity' }, { timeout: 5000 });
    await canvas.findByText('Longest streak', {}, { timeout: 5000 });
    workoutsOutage.start();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    const banner = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(within(banner).getAllByRole('listitem')).toHaveLength(2));
    await expect(banner).toHaveTextContent('Failed to fetch workout stats: 503');
    await expect(banner).toHaveTextContent('Failed to fetch workouts: 503');
    // said once, in the banner: no widget gave its figures up for the failure
    for (const failure of ['Failed to fetch workout stats: 503', 'Failed to fetch workouts: 503']) {
      await expect(canvas.getAllByText(failure)).toHaveLength(1);
    }
    await expect(canvas.getByText('117')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Workout Activity' })).toBeVisible();
    await expect(canvas.getByText('Longest streak')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Weekly Workout Frequency' })).toBeVisible();
    await expect(canvas.queryByText('Failed to load workout dates')).toBeNull();

    workoutsOutage.end();
    await userEvent.click(within(banner).getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByText('118', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** Still failing: the banner stays, with its lines, and 'Try Again' is there to press again. */
export const TryAgainStillFailing: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { leaderboard: scenarios.leaderboard.error(503) } },
  },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Failed to fetch leaderboard: 503');
    const again = within(banner).getByRole('button', { name: 'Try Again' });
    await userEvent.click(again);
    // the failed read is asked again: on a busy machine that can take more than a second
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch leaderboard: 503');
    await expect(again).toHaveFocus();
  },
};

/** An outage of the side column's monthly cards; it ends during the story. */
const monthlyOutage = outage();

/**
 * Only the monthly cards' reads fail: the banner, which sums up the page's four main reads, does
 * not show, and each card offers its own 'Try Again', which brings it when the server is back.
 */
export const MonthlyCardsDownAlone: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        monthlyWarriors: [
          monthlyOutage.failing('monthlyWarriors.get'),
          ...handlers.monthlyWarriors,
        ],
        monthlyBadges: [monthlyOutage.failing('monthlyBadges.current'), ...handlers.monthlyBadges],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    monthlyOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    const card = async (name: string) =>
      within((await canvas.findByRole('heading', { name }, { timeout: 5000 })).closest('section')!);
    const warriors = await card('Monthly Workout Warriors');
    await expect(
      await warriors.findByText('Failed to load monthly stats', {}, { timeout: 5000 }),
    ).toBeVisible();
    const badges = await card('Monthly Badges');
    await expect(
      await badges.findByText('Failed to fetch current month badges: 503', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('117', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();

    monthlyOutage.end();
    await userEvent.click(warriors.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(warriors.getAllByRole('listitem')).toHaveLength(3), {
      timeout: 5000,
    });
    await userEvent.click(badges.getByRole('button', { name: 'Try Again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'November Badges' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Failed to/)).toBeNull();
  },
};

/** One failure is one line; the rest of the dashboard keeps working. */
export const LeaderboardDown: Story = {
  parameters: { msw: { handlers: { leaderboard: scenarios.leaderboard.networkError() } } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Failed to fetch leaderboard');
    await expect(banner).not.toHaveTextContent('Failed to fetch workouts');
    await expect(await canvas.findByText('117')).toBeVisible();
  },
};

/** The activity view: Ana's year as a heat map next to the weekly frequency chart. */
export const YearOfActivity: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Workout Activity' });
    await expect(grid).toBeVisible();
    await expect(grid.querySelector('[aria-current="date"]')).toHaveAccessibleName(
      /^Wednesday, November 18, 2026: \d+ workouts?$/,
    );
    await expect(canvas.getByText(/^\d+ workouts on \d+ days in the last year$/)).toBeVisible();
  },
};

/**
 * Log Workout fails: 'Failed to log workout' shows by the button, and the page's title and the
 * button stay where they were. On wider screens it stands to the button's left, level with it;
 * on a phone it reads across the header's width under the title and the button, not in the
 * button's narrow column.
 */
export const LogWorkoutFails: Story = {
  parameters: {
    msw: { handlers: { workouts: scenarios.workouts.error(500, { calls: ['workouts.log'] }) } },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('117', {}, { timeout: 5000 })).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1, name: 'Your Dashboard' });
    const button = canvas.getByRole('button', { name: 'Log Workout' });
    const titleTop = title.getBoundingClientRect().top;
    const buttonTop = button.getBoundingClientRect().top;
    await userEvent.click(button);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to log workout');
    await expect(title.getBoundingClientRect().top).toBe(titleTop);
    await expect(button.getBoundingClientRect().top).toBe(buttonTop);
    // and the message is in full within the page's width
    const header = title.closest('header')!.getBoundingClientRect();
    const message = alert.getBoundingClientRect();
    await expect(message.right).toBeLessThanOrEqual(header.right);
    const besideButton = message.top < button.getBoundingClientRect().bottom;
    if (!besideButton) {
      // on a phone: under the title and the button, from the header's start to its end
      await expect(message.top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
      await expect(Math.abs(message.left - header.left)).toBeLessThan(1);
      await expect(Math.abs(message.right - header.right)).toBeLessThan(1);
    }
    // from the keyboard she meets its Dismiss where she sees it: to the button's left on wider
    // screens (one Shift+Tab back), under it on a phone (one Tab on)
    const dismiss = within(alert).getByRole('button', { name: 'Dismiss' });
    button.focus();
    await userEvent.keyboard(besideButton ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
    await expect(dismiss).toHaveFocus();
  },
};

/**
 * On a small phone on its side (667 px wide, the tablet's layout) 'Your Dashboard', 'Failed to
 * log workout' and 'Log Workout' do not fit one row: beside the button, the message wrapped the
 * title onto two lines and dropped the button. Below the desktop's width it reads across the
 * header under the title and the button, as on a phone upright. The check runs in every mode, so
 * the story sets that window's viewport itself; it takes no picture (the phone's and the
 * desktop's pictures show the two placings).
 */
export const LogWorkoutFailsOnAPhoneOnItsSide: Story = {
  ...LogWorkoutFails,
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  parameters: { ...LogWorkoutFails.parameters, chromatic: { disableSnapshot: true } },
};
