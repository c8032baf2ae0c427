import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AppConfigProvider } from '../../../app-config/AppConfigContext';
import { challengesFixture, hostileChallengesFixture } from '../challenges.fixtures';
import {
  installShareSheet,
  installWindowOpen,
  removeShareSheet,
  shareCancelled,
} from '../testing/share-stubs';
import { EarnedBadgeCard } from './EarnedBadgeCard';
import { sentence } from '../testing/sentence';

/** Records what the share sheet was asked to share. */
const share = fn<(data: ShareData) => Promise<void>>();
/** Records the windows the page asked to open; none opens. */
const open = fn<typeof window.open>(() => null);

const century = challengesFixture(120)[5];
const TEXT =
  'I earned the Champion badge for completing the Century Club challenge on RepRally! Join me at reprally.app';

/** The tweet intent's text, from the address the page asked to open. */
const tweetedText = () => {
  const [address] = open.mock.calls[0] ?? [];
  const url = new URL(String(address));
  return { page: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') };
};

const withShareSheet = () => {
  const undo = [installShareSheet(share), installWindowOpen(open)];
  return () => undo.forEach((step) => step());
};
const withoutShareSheet = () => {
  const undo = [removeShareSheet(), installWindowOpen(open)];
  return () => undo.forEach((step) => step());
};

const meta = {
  title: 'Challenges/EarnedBadgeCard',
  component: EarnedBadgeCard,
  tags: ['autodocs'],
  args: { challenge: century },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    share.mockReset();
    share.mockResolvedValue(undefined);
    open.mockClear();
  },
} satisfies Meta<typeof EarnedBadgeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The badge, its colour from its name, the challenge that earned it and 'Share Badge'. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'Champion' })).toBeVisible();
    await expect(canvas.getByText(sentence('Earned for: Century Club'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute(
      'data-tone',
      'champion',
    );
    await expect(canvas.getByRole('button', { name: 'Share Badge Champion' })).toBeVisible();
  },
};

/** On a phone with a share sheet: the sheet gets the text naming the public site. */
export const SharesThroughShareSheet: Story = {
  beforeEach: withShareSheet,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share Badge Champion' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await expect(share).toHaveBeenCalledWith({ title: 'Champion badge', text: TEXT });
    await expect(open).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Without a share sheet: a tweet intent in a new window, without opener or referrer. */
export const TweetsWithoutShareSheet: Story = {
  beforeEach: withoutShareSheet,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share Badge Champion' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await expect(open.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener,noreferrer']);
    await expect(tweetedText()).toEqual({ page: 'https://twitter.com/intent/tweet', text: TEXT });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Without a share sheet, a double-click opens one window, not two, and so does Enter held down. */
export const DoubleClickTweetsOnce: Story = {
  beforeEach: withoutShareSheet,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Share Badge Champion' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    // a second window would have opened by now
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(open).toHaveBeenCalledTimes(1);
    // a second press a moment later is a press of its own
    await new Promise((resolve) => setTimeout(resolve, 1000));
    button.focus();
    // Enter held down: the key repeats, and each repeat presses the button
    await userEvent.keyboard('{Enter>3/}');
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(open).toHaveBeenCalledTimes(2);
  },
};

/** The share sheet stays open while the member picks: the button waits, and refuses a second press. */
export const Sharing: Story = {
  beforeEach: () => {
    share.mockReturnValue(new Promise<void>(() => undefined));
    return withShareSheet();
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Share Badge Champion' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button);
    await expect(share).toHaveBeenCalledTimes(1);
  },
};

/** The member closes the share sheet: not an error, nothing else opens. */
export const ShareCancelled: Story = {
  beforeEach: () => {
    share.mockRejectedValue(shareCancelled());
    return withShareSheet();
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Share Badge Champion' });
    await userEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(open).not.toHaveBeenCalled();
  },
};

/** The share sheet refuses: a short red message; sharing again works and clears it. */
export const ShareFails: Story = {
  beforeEach: () => {
    share.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    return withShareSheet();
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Share Badge Champion' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not share your badge. Please try again.',
    );
    await expect(button).toHaveAccessibleDescription(
      'Could not share your badge. Please try again.',
    );
    await userEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** The share text names the site the app is configured with. */
export const ConfiguredSite: Story = {
  beforeEach: withoutShareSheet,
  decorators: [
    (Story) => (
      <AppConfigProvider config={{ appName: 'GymCrew', siteUrl: 'https://gym.example' }}>
        <Story />
      </AppConfigProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share Badge Champion' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await expect(tweetedText().text).toBe(
      'I earned the Champion badge for completing the Century Club challenge on GymCrew! Join me at gym.example',
    );
  },
};

/** Markup in the names: shown as text, and tweeted as the same text, encoded in the address. */
/** A badge an admin named in Hebrew reads from the right under its medallion. */
export const RightToLeftBadge: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { challenge: hostileChallengesFixture()[3] },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('heading', { name: 'נועה Champion' });
    await expect(badge.matches(':dir(rtl)')).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Share Badge נועה Champion' })).toBeVisible();
  },
};

/**
 * A challenge an admin named in Arabic keeps its own order inside 'Earned for: {challenge}', and
 * the sentence still reads from the left.
 */
export const RightToLeftChallengeInSentence: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { challenge: hostileChallengesFixture()[1] },
  play: async ({ canvas }) => {
    const line = canvas.getByText(sentence('Earned for: تحدي الجري 🏃 Run Club'));
    await expect(line.matches(':dir(ltr)')).toBe(true);
    await expect(within(line).getByText('تحدي الجري 🏃 Run Club').matches(':dir(rtl)')).toBe(true);
  },
};

export const HostileNames: Story = {
  args: { challenge: hostileChallengesFixture()[0] },
  beforeEach: withoutShareSheet,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const badge = '<script>alert("pwned")</script>';
    await expect(canvas.getByRole('heading', { name: badge })).toBeVisible();
    await expect(canvas.getByText(sentence('Earned for: Midnight <em>Shred</em>'))).toBeVisible();
    await expect(canvasElement.querySelector('article script, article em')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Share Badge ${badge}` }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await expect(tweetedText().text).toBe(
      `I earned the ${badge} badge for completing the Midnight <em>Shred</em> challenge on RepRally! Join me at reprally.app`,
    );
    await expect(String(open.mock.calls[0]?.[0])).not.toMatch(/[<>" ]/);
  },
};
