import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@reprally/mocks';
import { challengesFixture } from '../../challenges/challenges.fixtures';
import { ChallengeProgressBars, ChallengeProgressBarsView } from './ChallengeProgressBars';

const meta = {
  title: 'Stats/ChallengeProgressBars',
  component: ChallengeProgressBars,
  tags: ['autodocs'],
} satisfies Meta<typeof ChallengeProgressBars>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ana: every challenge with its bar, completed ones included. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Challenge Progress' });
    const bars = await within(card).findAllByRole('progressbar');
    await expect(bars.length).toBeGreaterThan(3);
    await expect(within(card).getAllByText(/^Completed - /).length).toBeGreaterThan(0);
    await expect(within(card).getAllByText(/more workouts? to earn /).length).toBeGreaterThan(0);
  },
};

/** Noor joined today: every challenge at 0. */
export const NothingLoggedYet: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    const bars = await canvas.findAllByRole('progressbar');
    for (const bar of bars) await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.queryByText(/^Completed - /)).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.empty() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No challenges found.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading challenges')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.error(500) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch challenges: 500')).toBeVisible();
  },
};

/** Presentational: the seeded challenges after 30 workouts, in the order given. */
export const ThirtyWorkoutsAsProps: Story = {
  render: () => <ChallengeProgressBarsView challenges={challengesFixture(30)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(7);
    await expect(canvas.getByText('Completed - Silver')).toBeVisible();
    await expect(canvas.getByText('20 more workouts to earn Gold')).toBeVisible();
  },
};
