import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectCutAtLineEnd, expectShownWhole } from '../../../testing/text-shown';
import { hostileNames } from '../../leaderboard/leaderboard.fixtures';
import { hostileMonthlyWarriors, monthlyWarriorsFixture } from '../monthly-warriors.fixtures';
import { WarriorsList } from './WarriorsList';

const meta = {
  title: 'Monthly Warriors/WarriorsList',
  component: WarriorsList,
  tags: ['autodocs'],
  args: {
    warriors: monthlyWarriorsFixture({ performers: 5 }).topPerformers,
    currentUserId: 'member-2',
    'aria-label': 'Top Warriors',
  },
} satisfies Meta<typeof WarriorsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five warriors: gold, silver and bronze edges for the top 3, the member (2nd) highlighted. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows.map((row) => row.getAttribute('data-medal'))).toEqual([
      'gold',
      'silver',
      'bronze',
      null,
      null,
    ]);
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(rows[0]).toHaveTextContent('Rank 1');
    await expect(rows[0]).toHaveTextContent('16 workouts');
  },
};

/**
 * Hostile names stay text and never widen the list. On a card each keeps to one line: the
 * 200-character one shows as much as its row holds, cut with an ellipsis at the row's end.
 */
export const HostileNames: Story = {
  args: { warriors: hostileMonthlyWarriors().topPerformers.slice(0, 6), currentUserId: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(hostileNames[0])).toBeVisible();
    await expect(canvasElement.querySelector('script, b')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Top Warriors' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    await expectCutAtLineEnd(canvas.getByText(hostileNames[1]));
  },
};

/** On the month's page every name is shown whole: the long one wraps inside its row. */
export const HostileNamesWhole: Story = {
  args: { ...HostileNames.args, names: 'whole' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Top Warriors' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    for (const name of hostileNames) await expectShownWhole(canvas.getByText(name));
  },
};
