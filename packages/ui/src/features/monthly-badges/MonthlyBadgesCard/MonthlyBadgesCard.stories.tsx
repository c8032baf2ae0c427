import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { EarnedMonthlyBadge, MonthBadges } from '@reprally/api-client';
import { FIXED_NOW, handlers, outage, scenarios } from '@reprally/mocks';
import { BADGES_ON_CARD, MonthlyBadgesCard, MonthlyBadgesCardView } from './MonthlyBadgesCard';
import { connected } from '../../../testing/connected';
import { inMainRegion } from '../../../testing/main-region';

const badge = (
  badgeId: number,
  badgeName: string,
  isNew: boolean,
  badgeDescription = '',
): EarnedMonthlyBadge => ({
  badgeId,
  badgeName,
  badgeDescription,
  awardedAt: new Date(FIXED_NOW),
  isNew,
});

const november = (badges: EarnedMonthlyBadge[], totalAvailable = 6): MonthBadges => ({
  year: 2026,
  month: 11,
  monthName: 'November',
  totalEarned: badges.length,
  totalAvailable,
  badges,
});

const meta = {
  title: 'Monthly Badges/MonthlyBadgesCard',
  tags: ['autodocs'],
  component: MonthlyBadgesCardView,
  args: {
    month: november([
      badge(1, 'Monthly Starter', false, 'Log 4 workouts in a month.'),
      badge(2, 'Monthly Achiever', false, 'Log 12 workouts in a month.'),
      badge(3, 'Gold Warrior', true, 'Finish the month in the top 3 Workout Warriors.'),
      badge(4, 'Podium MVP', true),
    ]),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonthlyBadgesCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = { name: 'View All Monthly Badges' } as const;
const tones = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-tone]')].map((node) => node.getAttribute('data-tone'));

/** Two seen badges and two new ones ('New!'), coloured by keyword. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('region', { name: /November Badges/ });
    await expect(card).toHaveTextContent('4 of 6 badges earned');
    await expect(tones(canvasElement)).toEqual(['starter', 'achiever', 'gold', 'mvp']);
    const badges = canvas.getAllByRole('listitem');
    await expect(within(badges[2] as HTMLElement).getByText('New!')).toBeVisible();
    await expect(within(badges[0] as HTMLElement).queryByText('New!')).toBeNull();
    await expect(canvas.getByRole('link', link)).toHaveAttribute('href', '/badges/monthly');
  },
};

export const Empty: Story = {
  args: { month: november([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No badges earned yet for November.')).toBeVisible();
    await expect(canvas.getByText('Complete workouts to earn badges!')).toBeVisible();
    await expect(canvas.getByRole('link', link)).toBeVisible();
  },
};

/**
 * A month with no badges to earn (none set up for it yet): the empty state, and no '0/0' count
 * beside the title.
 */
export const NoBadgesThisMonth: Story = {
  args: { month: november([], 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No badges earned yet for November.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /November Badges/ })).not.toHaveTextContent(
      /0\/0|0 of 0/,
    );
  },
};

export const Loading: Story = {
  args: { month: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading monthly badges')).toBeInTheDocument();
  },
};

/**
 * A month of 29 badges (the last 3 new) out of 1,200: the card keeps to six, in the server's
 * order, the new ones among them, so it stays the size of its neighbours; its count and its
 * link lead to the rest.
 */
export const ManyBadges: Story = {
  args: {
    month: november(
      Array.from({ length: 29 }, (_, index) =>
        badge(index + 1, `Badge ${index + 1}`, index >= 26, 'Log 4 workouts in a month.'),
      ),
      1200,
    ),
  },
  play: async ({ canvas }) => {
    const tiles = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(tiles).toHaveLength(BADGES_ON_CARD);
    await expect(tiles.map((tile) => tile.hasAttribute('data-new'))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    await expect(tiles[0]).toHaveTextContent('Badge 1');
    await expect(tiles[3]).toHaveTextContent('Badge 27');
    await expect(canvas.getByText('29 of 1,200 badges earned')).toBeInTheDocument();
    await expect(canvas.getByRole('link', link)).toHaveAttribute('href', '/badges/monthly');
  },
};

/** An error without a message of its own reads 'Failed to load badges'. */
export const Error: Story = {
  args: { month: undefined, error: 'Failed to load badges', onTryAgain: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load badges')).toBeVisible();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toHaveAccessibleDescription('Failed to load badges');
    await userEvent.click(tryAgain);
    await expect(args.onTryAgain).toHaveBeenCalledOnce();
  },
};

export const HostileNames: Story = {
  args: {
    month: november([
      badge(1, '<script>alert("pwned")</script>', true, '<img src=x onerror="alert(1)">'),
      badge(2, `Gold ${'Wolfeschlegelsteinhausenbergerdorff'.repeat(6).slice(0, 200)}`, false),
      badge(3, 'محارب 💪🏋️‍♀️🔥 Warrior', false, 'נועה כהן'),
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<script>alert("pwned")</script>')).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(tones(canvasElement)).toEqual(['default', 'gold', 'warrior']);
    const card = canvas.getByRole('region', { name: /November Badges/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Ana: five new badges this month, 5 of 6, all 'New!'; the card does not mark them seen. */
export const Connected: Story = {
  ...connected(MonthlyBadgesCard),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Gold Warrior')).toBeVisible();
    await expect(canvas.getByRole('region', { name: /November Badges/ })).toHaveTextContent(
      '5 of 6 badges earned',
    );
    await expect(canvas.getAllByText('New!')).toHaveLength(5);
  },
};

/** Noor has earned nothing this month. */
export const ConnectedNewcomer: Story = {
  ...connected(MonthlyBadgesCard),
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No badges earned yet for November.')).toBeVisible();
    await expect(canvas.getByText('Complete workouts to earn badges!')).toBeVisible();
  },
};

export const ConnectedEmpty: Story = {
  ...connected(MonthlyBadgesCard, { monthlyBadges: scenarios.monthlyBadges.empty() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No badges earned yet for/)).toBeVisible();
  },
};

export const ConnectedLoading: Story = {
  ...connected(MonthlyBadgesCard, { monthlyBadges: scenarios.monthlyBadges.pending() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading monthly badges')).toBeInTheDocument();
  },
};

/**
 * A failed fetch shows the error's own message when it has one, quietly (met on arriving, as
 * every widget's failure), with the card's own 'Try Again'. Pressed while the server still
 * fails, the failure stays, now said aloud, and focus stays on the button.
 */
export const ConnectedError: Story = {
  ...connected(MonthlyBadgesCard, { monthlyBadges: scenarios.monthlyBadges.error(500) }),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('Failed to fetch current month badges: 500'),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await userEvent.click(tryAgain);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to fetch current month badges: 500',
    );
    await expect(tryAgain).not.toHaveAttribute('aria-busy');
    await expect(tryAgain).toHaveFocus();
  },
};

/** An outage of this month's badges; it ends during the story. */
const badgesOutage = outage();

/**
 * The server comes back: 'Try Again' brings the month's badges, and focus, which the button had,
 * goes to the page's main region rather than the document's start.
 */
export const ConnectedTryAgainAfterAFailedLoad: Story = {
  ...connected(
    MonthlyBadgesCard,
    {
      monthlyBadges: [badgesOutage.failing('monthlyBadges.current'), ...handlers.monthlyBadges],
    },
    // it ends as Connected's picture does
    { chromatic: { disableSnapshot: true } },
  ),
  decorators: [inMainRegion],
  beforeEach: () => {
    badgesOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    const tryAgain = await canvas.findByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toHaveAccessibleDescription('Failed to fetch current month badges: 503');
    badgesOutage.end();
    await userEvent.click(tryAgain);
    await expect(await canvas.findByText('Gold Warrior', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(/^Failed to fetch/)).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};
