import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@reprally/mocks';
import { challengesFixture, hostileChallengesFixture } from '../challenges.fixtures';
import { YourBadgesCard, YourBadgesCardView } from './YourBadgesCard';
import { connected } from '../../../testing/connected';

const meta = {
  title: 'Challenges/YourBadgesCard',
  tags: ['autodocs'],
  component: YourBadgesCardView,
  args: { challenges: challengesFixture(117) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof YourBadgesCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const badgeTones = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-tone]')].map((node) => node.getAttribute('data-tone'));

/** Ana's five earned badges, each coloured by its keyword. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Badges' })).toBeVisible();
    const badges = canvas.getAllByRole('listitem');
    await expect(
      badges.map((badge) => within(badge).getAllByRole('paragraph')[0]?.textContent),
    ).toEqual(['Starter', 'Bronze', 'Silver', 'Gold', 'MVP']);
    await expect(badgeTones(canvasElement)).toEqual(['starter', 'bronze', 'silver', 'gold', 'mvp']);
    await expect(badges[0]).toHaveTextContent('Earned for: First Steps');
  },
};

export const Empty: Story = {
  args: { challenges: challengesFixture(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Complete challenges to earn badges!')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { challenges: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading badges')).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { challenges: undefined, error: 'Failed to fetch challenges: 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch challenges: 500')).toBeVisible();
  },
};

export const HostileNames: Story = {
  args: { challenges: hostileChallengesFixture() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert("pwned")</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script, em, img')).toBeNull();
    const card = canvas.getByRole('region', { name: 'Your Badges' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/**
 * Names an admin wrote in Arabic and Hebrew, each under its medallion, read from the right: the
 * badge's name and the challenge's, as on 'Your Badges'.
 */
export const RightToLeftNames: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    challenges: hostileChallengesFixture()
      .filter((challenge) => /Run Club|Champion/.test(challenge.name + challenge.badge))
      .map((challenge) => ({ ...challenge, progress: challenge.criteria, isCompleted: true })),
  },
  play: async ({ canvas }) => {
    const arabic = canvas.getByText('تحدي الجري 🏃 Run Club', { selector: 'bdi' });
    await expect(arabic.matches(':dir(rtl)')).toBe(true);
    await expect(arabic.closest('p')).toHaveTextContent('Earned for: تحدي الجري 🏃 Run Club');
    const hebrew = canvas.getByText('נועה Champion', { selector: 'p' });
    await expect(hebrew.matches(':dir(rtl)')).toBe(true);
  },
};

export const Connected: Story = {
  ...connected(YourBadgesCard),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('MVP')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Noor has completed nothing yet. */
export const ConnectedNewcomer: Story = {
  ...connected(YourBadgesCard),
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Complete challenges to earn badges!')).toBeVisible();
  },
};

export const ConnectedLoading: Story = {
  ...connected(YourBadgesCard, { challenges: scenarios.challenges.pending() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading badges')).toBeInTheDocument();
  },
};

export const ConnectedError: Story = {
  ...connected(YourBadgesCard, { challenges: scenarios.challenges.error(500) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch challenges: 500')).toBeVisible();
  },
};
