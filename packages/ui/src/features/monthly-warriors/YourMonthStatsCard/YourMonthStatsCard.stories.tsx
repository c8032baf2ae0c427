import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { monthlyWarriorsFixture } from '../monthly-warriors.fixtures';
import { YourMonthStatsCard } from './YourMonthStatsCard';

const meta = {
  title: 'Monthly Warriors/YourMonthStatsCard',
  component: YourMonthStatsCard,
  tags: ['autodocs'],
  args: { monthName: 'November', warriors: monthlyWarriorsFixture() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof YourMonthStatsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figure under a label ('Rank', 'Workouts', 'Total Users'). */
function figure(card: HTMLElement, label: string) {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

/** 2nd with 15 workouts among 10 ranked members; rank progress 15/16. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your November Stats' });
    await expect(figure(card, 'Rank')).toBe('#2');
    await expect(figure(card, 'Workouts')).toBe('15');
    await expect(figure(card, 'Total Users')).toBe('10');
    const bar = canvas.getByRole('progressbar', { name: 'Rank progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '94%');
  },
};

/** First place: a full bar. */
export const FirstPlace: Story = {
  args: { warriors: monthlyWarriorsFixture({ rank: 1, workoutCount: 16 }) },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Rank progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};

/** Ranked 16th, below the ten listed: total users counts the member on top of them. */
export const MemberOutsideTheTopTen: Story = {
  args: { warriors: monthlyWarriorsFixture({ rank: 16, workoutCount: 10 }) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your November Stats' });
    await expect(figure(card, 'Rank')).toBe('#16');
    await expect(figure(card, 'Total Users')).toBe('11');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '91%');
  },
};

/**
 * Thousands of workouts and a rank past a thousand: each figure with thousands separators, as
 * the ranking's list writes them ('2,003', never '2003').
 */
export const ThousandsOfWorkouts: Story = {
  args: { warriors: monthlyWarriorsFixture({ rank: 1170, workoutCount: 2003 }) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your November Stats' });
    await expect(figure(card, 'Rank')).toBe('#1,170');
    await expect(figure(card, 'Workouts')).toBe('2,003');
    await expect(figure(card, 'Total Users')).toBe('11');
    // 2,003/2,004 of the bar is not first place: it does not round up to 100%
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '99%');
  },
};

/** Nobody has a workout this month: no rank ('–', read as 'Not ranked'), nothing counted. */
export const EmptyMonth: Story = {
  args: { warriors: monthlyWarriorsFixture({ performers: 0, rank: null, workoutCount: 0 }) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your November Stats' });
    // a dash on screen, heard as what it means
    const rank = within(card).getByText('Rank', { selector: 'dt' }).parentElement;
    await expect(within(rank as HTMLElement).getByText('–')).toBeVisible();
    await expect(within(rank as HTMLElement).getByText('Not ranked')).toBeInTheDocument();
    await expect(figure(card, 'Workouts')).toBe('0');
    await expect(figure(card, 'Total Users')).toBe('0');
  },
};

export const Loading: Story = {
  args: { warriors: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your monthly stats')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { warriors: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load monthly stats')).toBeVisible();
  },
};
