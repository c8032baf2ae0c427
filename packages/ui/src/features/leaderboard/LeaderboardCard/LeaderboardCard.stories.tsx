import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, scenarios } from '@reprally/mocks';
import {
  hostileLeaderboardFixture,
  hostileNames,
  leaderboardFixture,
} from '../leaderboard.fixtures';
import { LeaderboardCard, LeaderboardCardView } from './LeaderboardCard';
import { connected } from '../../../testing/connected';
import { expectCutAtLineEnd } from '../../../testing/text-shown';

const meta = {
  title: 'Leaderboard/LeaderboardCard',
  tags: ['autodocs'],
  component: LeaderboardCardView,
  parameters: { layout: 'padded' },
  args: { users: leaderboardFixture(15), currentUserId: 'member-8' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeaderboardCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');

/** Ten entries, medals for the top 3, the member (8th) highlighted in place. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    const rows = entries(canvasElement);
    await expect(rows).toHaveLength(10);
    await expect(
      rows
        .slice(0, 4)
        .map((row) => row.querySelector('[data-medal]')?.getAttribute('data-medal') ?? null),
    ).toEqual(['gold', 'silver', 'bronze', null]);
    const current = rows.find((row) => row.getAttribute('aria-current') === 'true');
    await expect(current).toHaveTextContent(/Rank 8/);
    await expect(within(current as HTMLElement).getByText('You')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your rank' })).toBeNull();
    await expect(canvas.getAllByText('up 2').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('down 1').length).toBeGreaterThan(0);
  },
};

/**
 * On a large board a member can climb a thousand places in a day: her move is written as the
 * points beside it are, with a thousands separator, read out so, and fits the row on a phone.
 */
export const LargeMoves: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    users: leaderboardFixture(3).map((user, index) =>
      index === 0 ? { ...user, points: 123450, change: 'up', changeAmount: 1234 } : user,
    ),
    currentUserId: 'member-1',
  },
  play: async ({ canvasElement }) => {
    const [top] = entries(canvasElement);
    if (!top) throw new globalThis.Error('no entry');
    await expect(top).toHaveTextContent('123,450 pts');
    await expect(within(top).getByText('up 1,234')).toBeInTheDocument();
    await expect(within(top).getByText('1,234')).toBeVisible();
    await expect(top.scrollWidth).toBeLessThanOrEqual(top.clientWidth);
  },
};

/** The member ranked 14th shows separately below the top 10. */
export const MemberRanked14th: Story = {
  args: { currentUserId: 'member-14' },
  play: async ({ canvas, canvasElement }) => {
    await expect(entries(canvasElement)).toHaveLength(11);
    const yours = canvas.getByRole('list', { name: 'Your rank' });
    await expect(yours).toHaveTextContent(/Rank 14/);
    await expect(within(yours).getByRole('listitem')).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * Ten placeholder rows, as many as the card shows, each drawn whole: the name's and the points'
 * bars have a width (a visual comparison cannot tell: a placeholder's grey is too close to the
 * card's white).
 */
export const Loading: Story = {
  args: { users: undefined },
  play: async ({ canvas }) => {
    const skeleton = canvas.getByText('Loading leaderboard').closest('[aria-busy="true"]');
    await expect(canvas.queryByRole('listitem')).toBeNull();
    const shapes = [...(skeleton?.querySelectorAll('[aria-hidden="true"] span') ?? [])];
    // per row: rank and photo discs, the name's bar and the points' bar, and their boxes
    await expect(shapes.length).toBeGreaterThanOrEqual(10 * 4);
    await expect(shapes.filter((shape) => shape.getBoundingClientRect().width === 0)).toEqual([]);
  },
};

export const Error: Story = {
  args: { users: undefined, error: 'Failed to fetch leaderboard: 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch leaderboard: 500')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one is on the leaderboard yet.')).toBeVisible();
  },
};

/**
 * Markup, scripts, a 200-character word, emoji and RTL render as text and stay in the card; the
 * long name shows as much of itself as its row holds, cut at the row's end.
 */
export const HostileNames: Story = {
  args: { users: hostileLeaderboardFixture(), currentUserId: 'member-2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(hostileNames[0])).toBeVisible();
    await expect(canvas.getByText(hostileNames[4])).toBeVisible();
    await expect(canvasElement.querySelector('script, b')).toBeNull();
    const card = canvas.getByRole('region', { name: 'Leaderboard' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expectCutAtLineEnd(canvas.getByText(hostileNames[1]));
  },
};

/** The connected card as Ana (rank 8, up 2) on the mock backend. */
export const Connected: Story = {
  ...connected(LeaderboardCard),
  play: async ({ canvas, canvasElement }) => {
    const ana = await canvas.findByText('Ana Moreno');
    const row = ana.closest('li') as HTMLElement;
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toHaveTextContent(/Rank 8/);
    await expect(within(row).getByText('up 2')).toBeInTheDocument();
    await expect(entries(canvasElement)).toHaveLength(10);
  },
};

/** Kai (the admin) is far down the board: he shows below the top 10. */
export const ConnectedMemberBelowTop10: Story = {
  ...connected(LeaderboardCard),
  globals: { persona: 'admin' },
  play: async ({ canvas, canvasElement }) => {
    const yours = await canvas.findByRole('list', { name: 'Your rank' });
    await expect(within(yours).getByText('Kai Lindqvist')).toBeVisible();
    await expect(entries(canvasElement)).toHaveLength(11);
  },
};

/**
 * The member at the top has no name (her identity provider gave none, and she saved none): the
 * board still reads, her row saying 'No name set' beside a silhouette.
 */
export const ConnectedMemberWithoutAName: Story = {
  ...connected(LeaderboardCard),
  beforeEach: () => {
    const [top] = [...db.tables.members].sort((a, b) => b.points - a.points);
    if (!top) throw new globalThis.Error('the seed has no members');
    top.name = null;
    // nor a photo: she has saved nothing to her profile
    top.profilePhotoUrl = null;
  },
  play: async ({ canvas, canvasElement }) => {
    const missing = await canvas.findByText('No name set');
    const row = missing.closest('li');
    await expect(row).toHaveAttribute('data-rank', '1');
    // the avatar's silhouette, not initials of a name she does not have
    await waitFor(() =>
      expect(row?.querySelector('[data-testid="avatar-fallback"] svg')).not.toBeNull(),
    );
    // muted, as the profile's own 'No name set' is, and not in the names' colour
    await expect(getComputedStyle(missing).color).not.toBe(
      getComputedStyle(within(canvasElement).getByText('Helga Rowe')).color,
    );
    await expect(entries(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Ana Moreno')).toBeVisible();
  },
};

export const ConnectedLoading: Story = {
  ...connected(LeaderboardCard, { leaderboard: scenarios.leaderboard.pending() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading leaderboard')).toBeInTheDocument();
  },
};

export const ConnectedError: Story = {
  ...connected(LeaderboardCard, { leaderboard: scenarios.leaderboard.error(500) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch leaderboard: 500')).toBeVisible();
  },
};

export const ConnectedEmpty: Story = {
  ...connected(LeaderboardCard, { leaderboard: scenarios.leaderboard.empty() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No one is on the leaderboard yet.')).toBeVisible();
  },
};
