import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, handlers, outage, scenarios } from '@reprally/mocks';
import { connected } from '../../../testing/connected';
import { AdminDashboard, AdminDashboardView } from './AdminDashboard';
import { LogWorkoutButton } from '../../workouts/LogWorkoutButton';
import { formatCount } from '../../../format/count';
import { screenModes } from '../../../foundations/modes';
import { inMainRegion } from '../../../testing/main-region';
import { tryAgainStillFails } from '../../../testing/try-again';
import { expectRefusalAlone, withLogoutWatched } from '../testing/refusal';

const meta = {
  title: 'Admin/AdminDashboard',
  component: AdminDashboardView,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/admin' },
  },
  globals: { persona: 'admin' },
  args: {
    stats: { totalUsers: 42, totalWorkouts: 1280, totalChallenges: 6, totalCompletions: 57 },
    badgeStats: { userBadgesAwarded: 31, totalBadges: 8, usersWithBadges: 19 },
  },
} satisfies Meta<typeof AdminDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The totals as cards: Total Workouts is the one that is not a link. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Total Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    await expect(canvas.queryByRole('link', { name: 'Total Workouts' })).toBeNull();
    // totals read as members read their own figures, with thousands separators
    await expect(canvas.getByText('1,280')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Active Challenges' })).toHaveAttribute(
      'href',
      '/admin/challenges',
    );
    await expect(canvas.getByRole('link', { name: 'Challenge Completions' })).toHaveAttribute(
      'href',
      '/admin/challenges',
    );
    const badges = canvas.getByRole('region', { name: 'Monthly Badges' });
    await expect(within(badges).getByText('Badges Awarded')).toBeVisible();
    await expect(within(badges).getByText('19')).toBeVisible();
    for (const name of ['Manage Challenges', 'Manage Users', 'Application Settings']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
  },
};

/**
 * Loading: the cards are already there with their titles, a placeholder one line high for each
 * figure, so nothing moves when the figures arrive.
 */
export const Loading: Story = {
  args: { stats: undefined, badgeStats: undefined, badgeStatsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading admin stats')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Total Users' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Monthly Badges' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  },
};

/** The monthly badge totals failed: their card is hidden, nothing else changes. */
export const BadgeStatsHidden: Story = {
  args: { badgeStats: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Total Users' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Monthly Badges' })).toBeNull();
  },
};

/** Kai on the mock backend: the seeded totals. */
export const Connected: Story = {
  ...connected(AdminDashboard),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Total Users' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Admin Dashboard | RepRally'));
    await expect(await canvas.findByRole('region', { name: 'Monthly Badges' })).toBeVisible();
  },
};

/** The figure on the card `label` names, e.g. 'Total Workouts' -> '1,281'. */
function cardFigure(canvasElement: HTMLElement, label: string): string {
  const card = within(canvasElement).getByRole('article', { name: label });
  return card.querySelector('p')?.textContent ?? '';
}

/**
 * The admin logs a workout of her own (the header's button, on a page of the admin area): Total
 * Workouts counts it at once, without a reload (no picture).
 */
export const TotalsFollowHerOwnWorkout: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <>
      <LogWorkoutButton />
      <AdminDashboard />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const workouts = () => Number(cardFigure(canvasElement, 'Total Workouts').replaceAll(',', ''));
    await waitFor(() => expect(workouts()).toBeGreaterThan(0));
    const before = workouts();
    await userEvent.click(canvas.getByRole('button', { name: 'Log Workout' }));
    await waitFor(() =>
      expect(cardFigure(canvasElement, 'Total Workouts')).toBe(formatCount(before + 1)),
    );
  },
};

/** The totals fail: the error in a red box, and 'Try Again' under it. */
export const ConnectedError: Story = {
  ...connected(AdminDashboard, { adminStats: scenarios.adminStats.error(500) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin stats: 500',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAccessibleDescription(
      'Failed to fetch admin stats: 500',
    );
  },
};

/**
 * 'Try Again' while the totals and the badge totals still fail: the failure is said again (a new
 * alert), under it the same 'Try Again', pressable again once both reads have answered, with
 * focus still on it. The retry asks for both reads and is done when both have answered: the red
 * box must not go for a render in between, taking the button and her focus with it.
 */
export const TryAgainStillFailing: Story = {
  ...connected(
    AdminDashboard,
    {
      adminStats: scenarios.adminStats.error(500),
      adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
        calls: ['admin.monthlyBadges.stats'],
      }),
    },
    // it ends as ConnectedError's picture does
    { chromatic: { disableSnapshot: true } },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin stats: 500',
    );
    const again = await tryAgainStillFails(canvas, 'Failed to fetch admin stats: 500');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBe(again);
    await expect(canvas.queryByRole('region', { name: 'Monthly Badges' })).toBeNull();
  },
};

/** An outage of the totals and the badge totals; it ends during the story. */
const statsOutage = outage(500);

/**
 * The totals and the badge totals fail (the badge card hidden), then the server comes back:
 * 'Try Again' (from the keyboard) brings both, the totals and the Monthly Badges card, and focus,
 * which was on the button, goes to the page rather than the document's start.
 */
export const TryAgainAfterAFailedLoad: Story = {
  ...connected(
    AdminDashboard,
    {
      adminStats: [statsOutage.failing('admin.stats.get'), ...handlers.adminStats],
      adminMonthlyBadges: [
        statsOutage.failing('admin.monthlyBadges.stats'),
        ...handlers.adminMonthlyBadges,
      ],
    },
    // it ends as Connected's picture does
    { chromatic: { disableSnapshot: true } },
  ),
  decorators: [inMainRegion],
  beforeEach: () => {
    statsOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch admin stats: 500',
    );
    await waitFor(() =>
      expect(
        db.tables.errorReports.some(({ report }) =>
          /^Failed to fetch/.test(String(report.message)),
        ),
      ).toBe(true),
    );
    await expect(canvas.queryByRole('region', { name: 'Monthly Badges' })).toBeNull();
    statsOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('link', { name: 'Total Users' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Monthly Badges' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** The badge totals fail: the card is hidden and the failure only reported. */
export const ConnectedBadgeStatsFail: Story = {
  ...connected(AdminDashboard, {
    adminMonthlyBadges: scenarios.adminMonthlyBadges.error(500, {
      calls: ['admin.monthlyBadges.stats'],
    }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Total Users' })).toBeVisible();
    await waitFor(() =>
      expect(db.tables.errorReports.map((row) => row.report.message)).toContain(
        'Failed to fetch monthly badge stats: 500',
      ),
    );
    await expect(canvas.queryByRole('region', { name: 'Monthly Badges' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The token lost the Admin role: the server answers 403 and the box says why, with her way back to
 * her dashboard and 'Log Out' under it, and none of the admin's quick actions.
 */
export const Forbidden: Story = {
  ...connected(AdminDashboard),
  globals: { persona: 'member' },
  decorators: [withLogoutWatched],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Admin access required');
    await expect(alert).toHaveTextContent('Failed to fetch admin stats: 403');
    await expect(alert).toHaveTextContent('no longer carries the Admin role');
    // the same sign-in is refused again: nothing to try again
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expectRefusalAlone(canvasElement, userEvent, [
      { role: 'region', name: 'Quick Actions' },
      { role: 'link', name: 'Manage Challenges' },
      { role: 'region', name: 'Monthly Badges' },
    ]);
  },
};
