import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { MonthlyWarriors } from '@reprally/api-client';
import { handlers, outage, scenarios } from '@reprally/mocks';
import { hostileNames } from '../../leaderboard/leaderboard.fixtures';
import { MonthlyWarriorsCard, MonthlyWarriorsCardView } from './MonthlyWarriorsCard';
import { connected } from '../../../testing/connected';
import { inMainRegion } from '../../../testing/main-region';

const november = (names: readonly string[]): MonthlyWarriors => ({
  monthName: 'November',
  year: 2026,
  month: 11,
  currentUserStats: { rank: 2, workoutCount: 15 },
  topPerformers: names.map((userName, index) => ({
    userId: index === 1 ? 'member-ana' : `member-${index + 1}`,
    userName,
    profilePhotoUrl: null,
    rank: index + 1,
    workoutCount: 16 - index,
  })),
});

const meta = {
  title: 'Monthly Warriors/MonthlyWarriorsCard',
  tags: ['autodocs'],
  component: MonthlyWarriorsCardView,
  args: {
    warriors: november(['Summer Davis', 'Ana Moreno', 'Darrin Weissnat', 'Alanis Boyle']),
    currentUserId: 'member-ana',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonthlyWarriorsCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = { name: 'View Full Leaderboard' } as const;

/** The top 3 in medal colours, Ana (2nd) highlighted, and the way to the full ranking. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Monthly Workout Warriors' })).toBeVisible();
    await expect(canvas.getByText('November 2026')).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.getAttribute('data-medal'))).toEqual([
      'gold',
      'silver',
      'bronze',
    ]);
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(rows[0]).toHaveTextContent('16 workouts');
    await expect(canvas.queryByText('Alanis Boyle')).toBeNull();
    await expect(canvas.getByRole('link', link)).toHaveAttribute('href', '/monthly-warriors');
  },
};

export const Loading: Story = {
  args: { warriors: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading monthly warriors')).toBeInTheDocument();
  },
};

/** The ranking failed to load: the reason in red, 'Try Again' under it. */
export const Error: Story = {
  args: { warriors: undefined, failed: true, onTryAgain: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load monthly stats')).toBeVisible();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toHaveAccessibleDescription('Failed to load monthly stats');
    await userEvent.click(tryAgain);
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { warriors: november([]) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No workouts logged yet this month. Be the first to earn a spot!'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', link)).toBeVisible();
  },
};

export const HostileNames: Story = {
  args: { warriors: november(hostileNames.slice(0, 3)), currentUserId: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(hostileNames[0])).toBeVisible();
    await expect(canvasElement.querySelector('b, script')).toBeNull();
    const card = canvas.getByRole('region', { name: 'Monthly Workout Warriors' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Ana on the mock backend: 2nd this month. */
export const Connected: Story = {
  ...connected(MonthlyWarriorsCard),
  play: async ({ canvas }) => {
    const ana = await canvas.findByText('Ana Moreno');
    const row = ana.closest('li') as HTMLElement;
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(within(row).getByText('15 workouts')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ConnectedEmpty: Story = {
  ...connected(MonthlyWarriorsCard, { monthlyWarriors: scenarios.monthlyWarriors.empty() }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No workouts logged yet this month. Be the first to earn a spot!'),
    ).toBeVisible();
  },
};

export const ConnectedLoading: Story = {
  ...connected(MonthlyWarriorsCard, { monthlyWarriors: scenarios.monthlyWarriors.pending() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading monthly warriors')).toBeInTheDocument();
  },
};

/**
 * The ranking failed to load: the card says so quietly (met on arriving, as every widget's
 * failure) and offers its own 'Try Again'. Pressed while the server still fails, the failure
 * stays, now said aloud, and focus stays on the button.
 */
export const ConnectedError: Story = {
  ...connected(MonthlyWarriorsCard, { monthlyWarriors: scenarios.monthlyWarriors.error(500) }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Failed to load monthly stats')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await userEvent.click(tryAgain);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load monthly stats',
    );
    await expect(tryAgain).not.toHaveAttribute('aria-busy');
    await expect(tryAgain).toHaveFocus();
  },
};

/** An outage of the ranking; it ends during the story. */
const warriorsOutage = outage();

/**
 * The server comes back: 'Try Again' brings the month's top three, and focus, which the button
 * had, goes to the page's main region rather than the document's start.
 */
export const ConnectedTryAgainAfterAFailedLoad: Story = {
  ...connected(
    MonthlyWarriorsCard,
    {
      monthlyWarriors: [warriorsOutage.failing('monthlyWarriors.get'), ...handlers.monthlyWarriors],
    },
    // it ends as Connected's picture does
    { chromatic: { disableSnapshot: true } },
  ),
  decorators: [inMainRegion],
  beforeEach: () => {
    warriorsOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    const tryAgain = await canvas.findByRole('button', { name: 'Try Again' });
    warriorsOutage.end();
    await userEvent.click(tryAgain);
    await expect(await canvas.findByRole('list', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Failed to load monthly stats')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};
