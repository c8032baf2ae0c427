import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlers, outage, scenarios } from '@reprally/mocks';
import { ProtectedRoute } from '../../shell/ProtectedRoute';
import { challengesFixture, hostileChallengesFixture } from '../challenges.fixtures';
import { ChallengesPage, ChallengesPageView } from './ChallengesPage';
import { screenModes } from '../../../foundations/modes';
import { expectEmptyStateInCard } from '../../../testing/empty-state';
import { inMainRegion } from '../../../testing/main-region';
import { sentence } from '../testing/sentence';

const meta = {
  title: 'Challenges/ChallengesPage',
  component: ChallengesPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/challenges' },
  },
} satisfies Meta<typeof ChallengesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The status line of each card, in page order. */
const statusLines = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll('article'),
    (card) => card.lastElementChild?.textContent,
  );

/** Ana on the mock backend: seven challenges, five completed, two still open. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Challenges' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Your Challenges | RepRally'));
    const list = await canvas.findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(statusLines(canvasElement)).toEqual([
      'Completed - Starter',
      'Completed - Bronze',
      'Completed - Silver',
      'Completed - Gold',
      'Completed - MVP',
      '3 more workouts to earn Champion',
      '83 more workouts to earn Warrior',
    ]);
    const century = canvas.getByRole('article', { name: 'Century Club' });
    await expect(within(century).getByText('Goal: 120 workouts')).toBeVisible();
    await expect(within(century).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '117/120',
    );
  },
};

/** Noor joined today: every challenge open, 'workout' for the one-workout challenge. */
export const Newcomer: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(sentence('1 more workout to earn Starter'))).toBeVisible();
    await expect(canvas.getByText(sentence('10 more workouts to earn Bronze'))).toBeVisible();
    await expect(canvas.queryByText(/^Completed - /)).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Challenges' })).toBeVisible();
    await expect(canvas.getByText('Loading challenges')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The server fails: its message in a red alert the member can dismiss, over 'Try Again'. */
export const Error: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch challenges: 500');
    await expect(canvas.queryByText('Loading challenges')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // the page is not left empty: the failure stays as quiet text, and 'Try Again' under it
    // takes the focus Dismiss had
    await expect(canvas.getByText('Failed to fetch challenges: 500')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Challenges' })).toBeVisible();
  },
};

/** No answer at all (offline): the same red alert with the client's message. */
/** An outage of the challenges' read (a story that brings it back). */
const challengesOutage = outage();

/**
 * The cards fail to load, then the server comes back: 'Try Again' (from the keyboard) brings
 * them, and focus, which was on the pressed button, goes to the page.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: {
      handlers: {
        challenges: [challengesOutage.failing('challenges.list'), ...handlers.challenges],
      },
    },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    challengesOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch challenges: 503',
    );
    challengesOutage.end();
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.networkError() } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch challenges: the server could not be reached',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { challenges: scenarios.challenges.empty() } } },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('No challenges found.');
    await expect(message).toBeVisible();
    // in a card of its own where the challenges' cards would stand, centred in it
    await expectEmptyStateInCard(message, canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Every challenge completed: a 'Completed - {badge}' line on every card. */
export const AllCompleted: Story = {
  render: () => <ChallengesPageView challenges={challengesFixture(200)} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(statusLines(canvasElement)).toEqual([
      'Completed - Starter',
      'Completed - Bronze',
      'Completed - Silver',
      'Completed - Gold',
      'Completed - MVP',
      'Completed - Champion',
      'Completed - Warrior',
    ]);
    await expect(canvas.queryByText(/more workout/)).toBeNull();
  },
};

/** One workout before Century Club: 'workout' there, 'workouts' for Iron Year. */
export const SingularAndPlural: Story = {
  render: () => <ChallengesPageView challenges={challengesFixture(119)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(sentence('1 more workout to earn Champion'))).toBeVisible();
    await expect(canvas.getByText(sentence('81 more workouts to earn Warrior'))).toBeVisible();
  },
};

/** Markup, script tags, emoji, right-to-left text and a 200-character word: text, never wider. */
export const HostileNames: Story = {
  render: () => <ChallengesPageView challenges={hostileChallengesFixture()} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Midnight <em>Shred</em>' })).toBeVisible();
    await expect(
      canvas.getByText(sentence('Completed - <script>alert("pwned")</script>')),
    ).toBeVisible();
    await expect(canvas.getByText(sentence('Completed - Gold 💪🏋️‍♀️🔥'))).toBeVisible();
    await expect(
      canvas.getByText(sentence('28 more workouts to earn נועה Champion')),
    ).toBeVisible();
    await expect(canvasElement.querySelector('main script, article em, article img')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A background reload fails while the list is shown: the list stays, the alert says why. */
export const ReloadFailed: Story = {
  render: () => (
    <ChallengesPageView
      challenges={challengesFixture(117)}
      error="Failed to fetch challenges: 503"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch challenges: 503');
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
  },
};

/** Signed out on /challenges: the screen's title and the login prompt, no challenges. */
export const SignedOut: Story = {
  globals: { persona: 'signedOut' },
  render: () => (
    <ProtectedRoute screenTitle="Your Challenges">
      <ChallengesPage />
    </ProtectedRoute>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Challenges' })).toBeVisible();
    await expect(canvas.getByText('Please log in to access the app')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Your Challenges | RepRally'));
  },
};
