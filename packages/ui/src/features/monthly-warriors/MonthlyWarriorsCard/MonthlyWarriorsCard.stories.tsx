import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MonthlyWarriors } from '@reprally/api-client';
import { scenarios } from '@reprally/mocks';
import { hostileNames } from '../../leaderboard/leaderboard.fixtures';
import { MonthlyWarriorsCard, MonthlyWarriorsCardView } from './MonthlyWarriorsCard';
import { connected } from '../../../testing/connected';

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

export const Error: Story = {
  args: { warriors: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load monthly stats')).toBeVisible();
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

export const ConnectedError: Story = {
  ...connected(MonthlyWarriorsCard, { monthlyWarriors: scenarios.monthlyWarriors.error(500) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load monthly stats')).toBeVisible();
  },
};
