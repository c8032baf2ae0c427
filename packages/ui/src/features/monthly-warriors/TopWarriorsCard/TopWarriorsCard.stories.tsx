import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { hostileNames } from '../../leaderboard/leaderboard.fixtures';
import { expectShownWhole } from '../../../testing/text-shown';
import { hostileMonthlyWarriors, monthlyWarriorsFixture } from '../monthly-warriors.fixtures';
import { TopWarriorsCard } from './TopWarriorsCard';

const meta = {
  title: 'Monthly Warriors/TopWarriorsCard',
  component: TopWarriorsCard,
  tags: ['autodocs'],
  args: { warriors: monthlyWarriorsFixture(), currentUserId: 'member-2' },
} satisfies Meta<typeof TopWarriorsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten warriors, the top 3 in medal colours, the member (2nd) highlighted. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Top Warriors' });
    await expect(card).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(10);
    await expect(rows.slice(0, 4).map((row) => row.getAttribute('data-medal'))).toEqual([
      'gold',
      'silver',
      'bronze',
      null,
    ]);
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
  },
};

/** The member ranked below the list: nobody is highlighted. */
export const MemberOutsideTheTopTen: Story = {
  args: { warriors: monthlyWarriorsFixture({ rank: 16, workoutCount: 10 }), currentUserId: 'x' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current="true"]')).toBeNull();
  },
};

/**
 * On the month's page every name is shown whole, however long (a 200-character one wraps in its
 * row), and stays text.
 */
export const HostileNames: Story = {
  args: { warriors: hostileMonthlyWarriors(), currentUserId: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script, b')).toBeNull();
    const card = canvas.getByRole('region', { name: 'Top Warriors' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    for (const name of hostileNames) await expectShownWhole(canvas.getByText(name));
  },
};

export const Loading: Story = {
  args: { warriors: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading top warriors')).toBeInTheDocument();
  },
};

export const EmptyMonth: Story = {
  args: { warriors: monthlyWarriorsFixture({ performers: 0, rank: null, workoutCount: 0 }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No workouts logged yet this month. Be the first to earn a spot!'),
    ).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};
