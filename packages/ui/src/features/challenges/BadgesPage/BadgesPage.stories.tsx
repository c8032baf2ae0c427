import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { scenarios } from '@reprally/mocks';
import { ProtectedRoute } from '../../shell/ProtectedRoute';
import { challengesFixture, hostileChallengesFixture } from '../challenges.fixtures';
import {
  installShareSheet,
  installWindowOpen,
  removeShareSheet,
  shareCancelled,
} from '../testing/share-stubs';
import { BadgesPage, BadgesPageView } from './BadgesPage';
import { screenModes } from '../../../foundations/modes';
import { expectEmptyStateInCard } from '../../../testing/empty-state';
import { sentence } from '../testing/sentence';
import { expectBulletlessListsSaid } from '../../../testing/lists';

/** Records what the share sheet was asked to share. */
const share = fn<(data: ShareData) => Promise<void>>();
/** Records the windows the page asked to open; none opens. */
const open = fn<typeof window.open>(() => null);

const withShareSheet = () => {
  const undo = [installShareSheet(share), installWindowOpen(open)];
  return () => undo.forEach((step) => step());
};
const withoutShareSheet = () => {
  const undo = [removeShareSheet(), installWindowOpen(open)];
  return () => undo.forEach((step) => step());
};

const meta = {
  title: 'Challenges/BadgesPage',
  component: BadgesPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/badges' },
  },
  beforeEach: () => {
    share.mockReset();
    share.mockResolvedValue(undefined);
    open.mockClear();
  },
} satisfies Meta<typeof BadgesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The badge names on the page, in order. */
const badgeNames = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('article h2'), (heading) => heading.textContent);

/** Ana on the mock backend: the five badges of her completed challenges. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Badges' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Your Badges | RepRally'));
    const badges = await canvas.findByRole('list');
    await expect(badgeNames(canvasElement)).toEqual(['Starter', 'Bronze', 'Silver', 'Gold', 'MVP']);
    // a grid without bullets, still said to be a list of five (in Safari too)
    await expect(within(badges).getAllByRole('listitem')).toHaveLength(5);
    await expect(badges).toHaveAttribute('role', 'list');
    await expect(await expectBulletlessListsSaid(canvasElement)).toBeGreaterThan(0);
    const gold = canvas.getByRole('article', { name: 'Gold' });
    await expect(within(gold).getByText(sentence('Earned for: Half Century'))).toBeVisible();
    await expect(within(gold).getByRole('button', { name: 'Share Badge Gold' })).toBeVisible();
    // one per badge, each named after its badge
    await expect(
      canvas.getAllByRole('button', { name: /^Share Badge / }).map((button) => button.ariaLabel),
    ).toEqual(
      ['Starter', 'Bronze', 'Silver', 'Gold', 'MVP'].map((badge) => `Share Badge ${badge}`),
    );
    // open challenges earn no badge yet
    await expect(canvas.queryByText(sentence('Earned for: Century Club'))).toBeNull();
  },
};

/**
 * On a phone's narrow cards a challenge's name that fits on a line moves whole under 'Earned
 * for:' rather than breaking between its words ('Earned for: Half / Century').
 */
export const ChallengeNamesStayWhole: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list');
    const names = Array.from(canvasElement.querySelectorAll('article bdi'));
    await expect(names).toHaveLength(5);
    // a name on one line is one box; a name broken across lines is one box per line
    for (const name of names) await expect(name.getClientRects()).toHaveLength(1);
  },
};

/** Noor has no badge yet: the empty state leads to her challenges. */
export const NoBadgesYet: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Complete challenges to earn badges!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Your Challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    );
    await expect(canvas.queryByRole('button', { name: /^Share Badge/ })).toBeNull();
  },
};

/** No challenges at all: the same empty state. */
export const Empty: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.empty() } } },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('Complete challenges to earn badges!');
    await expect(message).toBeVisible();
    // in a card of its own where the badges' cards would stand, centred in it
    await expectEmptyStateInCard(message, canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('link', { name: 'Your Challenges' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Badges' })).toBeVisible();
    await expect(canvas.getByText('Loading badges')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The server fails: its message in a red alert the member can dismiss, over 'Try Again'. */
export const Error: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch challenges: 500');
    await expect(canvas.queryByText('Complete challenges to earn badges!')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // the page is not left empty: the failure stays as quiet text, and 'Try Again' under it
    // takes the focus Dismiss had
    await expect(canvas.getByText('Failed to fetch challenges: 500')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus());
  },
};

/** Every challenge completed: all seven badges. */
export const AllBadgesEarned: Story = {
  render: () => <BadgesPageView challenges={challengesFixture(200)} />,
  play: async ({ canvasElement }) => {
    await expect(badgeNames(canvasElement)).toEqual([
      'Starter',
      'Bronze',
      'Silver',
      'Gold',
      'MVP',
      'Champion',
      'Warrior',
    ]);
  },
};

/** Sharing from the page on a device with a share sheet. */
export const ShareThroughShareSheet: Story = {
  beforeEach: withShareSheet,
  play: async ({ canvas, userEvent }) => {
    const gold = await canvas.findByRole('article', { name: 'Gold' });
    await userEvent.click(within(gold).getByRole('button', { name: 'Share Badge Gold' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await expect(share.mock.calls[0]?.[0].text).toBe(
      'I earned the Gold badge for completing the Half Century challenge on RepRally! Join me at reprally.app',
    );
    await expect(open).not.toHaveBeenCalled();
  },
};

/** Sharing from the page without a share sheet: the tweet intent opens in a new window. */
export const ShareAsTweet: Story = {
  beforeEach: withoutShareSheet,
  play: async ({ canvas, userEvent }) => {
    const mvp = await canvas.findByRole('article', { name: 'MVP' });
    await userEvent.click(within(mvp).getByRole('button', { name: 'Share Badge MVP' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [address, target, features] = open.mock.calls[0] ?? [];
    const url = new URL(String(address));
    await expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    await expect(url.searchParams.get('text')).toContain('MVP badge');
    await expect(url.searchParams.get('text')).toMatch(/ Join me at reprally\.app$/);
    await expect([target, features]).toEqual(['_blank', 'noopener,noreferrer']);
  },
};

/** Closing the share sheet is not an error. */
export const ShareCancelled: Story = {
  beforeEach: () => {
    share.mockRejectedValue(shareCancelled());
    return withShareSheet();
  },
  play: async ({ canvas, userEvent }) => {
    const gold = await canvas.findByRole('article', { name: 'Gold' });
    await userEvent.click(within(gold).getByRole('button', { name: 'Share Badge Gold' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(open).not.toHaveBeenCalled();
  },
};

/** Markup, script tags, emoji and a 200-character word in names: text, never a wider page. */
export const HostileNames: Story = {
  render: () => <BadgesPageView challenges={hostileChallengesFixture()} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: '<script>alert("pwned")</script>' }),
    ).toBeVisible();
    await expect(canvas.getByText(sentence('Earned for: Midnight <em>Shred</em>'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Gold 💪🏋️‍♀️🔥' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvasElement.querySelector('article script, article em, article img')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Signed out on /badges: the screen's title and the login prompt, no badges. */
export const SignedOut: Story = {
  globals: { persona: 'signedOut' },
  render: () => (
    <ProtectedRoute screenTitle="Your Badges">
      <BadgesPage />
    </ProtectedRoute>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Badges' })).toBeVisible();
    await expect(canvas.getByText('Please log in to access the app')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Share Badge/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Your Badges | RepRally'));
  },
};
