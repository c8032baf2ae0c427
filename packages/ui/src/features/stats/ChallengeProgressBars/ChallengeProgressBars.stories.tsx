import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@reprally/mocks';
import {
  challengesFixture,
  rightToLeftOpenChallengesFixture,
} from '../../challenges/challenges.fixtures';
import { sentence } from '../../challenges/testing/sentence';
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
    const lines = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    await expect(lines.filter((line) => line.includes('Completed - ')).length).toBeGreaterThan(0);
    await expect(
      lines.filter((line) => /more workouts? to earn /.test(line)).length,
    ).toBeGreaterThan(0);
  },
};

/** Noor joined today: every challenge at 0. */
export const NothingLoggedYet: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    const bars = await canvas.findAllByRole('progressbar');
    for (const bar of bars) await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('list')).not.toHaveTextContent('Completed - ');
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
    await expect(canvas.getByText(sentence('Completed - Silver'))).toBeVisible();
    await expect(canvas.getByText(sentence('20 more workouts to earn Gold'))).toBeVisible();
  },
};

/**
 * Presentational: at the edges of what the server may send, the bars read as the challenge cards
 * do: progress past the target as given ('125/120', a full bar), and a target of no workouts as
 * a full bar at '0/0'.
 */
export const AtTheEdgesAsProps: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <ChallengeProgressBarsView
      challenges={[
        {
          id: 1,
          name: 'Century Club',
          badge: 'Champion',
          criteria: 120,
          progress: 125,
          isCompleted: true,
        },
        { id: 2, name: 'Day One', badge: 'Starter', criteria: 0, progress: 0, isCompleted: true },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const past = canvas.getByRole('progressbar', { name: 'Century Club' });
    await expect(past).toHaveAttribute('aria-valuetext', '125/120');
    await expect(past).toHaveAttribute('aria-valuenow', past.getAttribute('aria-valuemax'));
    const none = canvas.getByRole('progressbar', { name: 'Day One' });
    await expect(none).toHaveAttribute('aria-valuetext', '0/0');
    await expect(none).toHaveAttribute('aria-valuenow', none.getAttribute('aria-valuemax'));
  },
};

/**
 * An admin's names in Arabic or Hebrew read from the right, as a bar's label and inside the
 * sentence under it, which keeps its own direction.
 */
export const RightToLeftNames: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => <ChallengeProgressBarsView challenges={rightToLeftOpenChallengesFixture()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'تحدي الجري 🏃 Run Club' })).toBeVisible();
    await expect(canvas.getByText('تحدي الجري 🏃 Run Club').matches(':dir(rtl)')).toBe(true);
    const line = canvas.getByText(sentence('28 more workouts to earn נועה Champion'));
    await expect(line.matches(':dir(ltr)')).toBe(true);
    await expect(within(line).getByText('נועה Champion').matches(':dir(rtl)')).toBe(true);
  },
};
