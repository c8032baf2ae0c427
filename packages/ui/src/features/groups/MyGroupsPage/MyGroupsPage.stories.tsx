import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { handlers, outage, personas, scenarios } from '@reprally/mocks';
import { hostileGroupsFixture } from '../testing/groups.fixtures';
import { MyGroupsPage, MyGroupsPageView } from './MyGroupsPage';
import { screenModes } from '../../../foundations/modes';
import { expectEmptyStateInCard } from '../../../testing/empty-state';
import { inMainRegion } from '../../../testing/main-region';
import { expectBulletlessListsSaid } from '../../../testing/lists';

const meta = {
  title: 'Groups/MyGroupsPage',
  component: MyGroupsPage,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/groups' },
  },
} satisfies Meta<typeof MyGroupsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('article', { name });

/** Ana: the group she created (Owner), one where she is a group Admin, one as a plain member. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Groups' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My Groups | RepRally'));
    await expect(canvas.getByRole('link', { name: 'Create Group' })).toHaveAttribute(
      'href',
      '/groups/create',
    );
    const list = await canvas.findByRole('list', { name: 'My Groups' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // a list without bullets, still said to be one (with its count) in Safari too
    await expect(list).toHaveAttribute('role', 'list');
    await expect(await expectBulletlessListsSaid(canvasElement)).toBeGreaterThan(0);
    const dawn = card(canvasElement, 'Dawn Patrol Lifters');
    await expect(within(dawn).getByText('Owner')).toBeVisible();
    await expect(within(dawn).getByRole('link', { name: 'Dawn Patrol Lifters' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/groups\/\d+$/),
    );
    await expect(within(dawn).getByText(/^\d+ members$/)).toBeVisible();
    await expect(within(dawn).getByText('1 active challenge')).toBeVisible();
    await expect(within(dawn).getByText('1 upcoming challenge')).toBeVisible();
    await expect(
      within(card(canvasElement, 'Kettlebell Collective')).getByText('Admin'),
    ).toBeVisible();
    const sisters = card(canvasElement, 'Iron Sisters');
    await expect(within(sisters).queryByText('Admin')).toBeNull();
    await expect(within(sisters).queryByText('Owner')).toBeNull();
  },
};

/**
 * On a card too narrow for its three counts (a phone's), the count that wraps stays close under
 * the others, as the same line of facts; beside each other they keep their wider space.
 */
export const CountsWrapped: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <div style={{ maxWidth: '18rem' }}>
      <MyGroupsPage />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dawn = await within(canvasElement).findByRole('article', {
      name: 'Dawn Patrol Lifters',
    });
    const members = within(dawn)
      .getByText(/^\d+ members$/)
      .getBoundingClientRect();
    const active = within(dawn).getByText('1 active challenge').getBoundingClientRect();
    const upcoming = within(dawn).getByText('1 upcoming challenge').getBoundingClientRect();
    // the counts take more than one line here
    await expect(upcoming.top).toBeGreaterThan(members.top);
    for (const [first, next] of [
      [members, active],
      [active, upcoming],
    ] as const) {
      // the next count on a line of its own starts 4 px under; on the same line, 16 px on
      if (next.top > first.top) await expect(next.top - first.bottom).toBe(4);
      else await expect(next.left - first.right).toBe(16);
    }
  },
};

/** Kai created one group: tagged Owner. */
export const Creator: Story = {
  globals: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    const marathon = await within(canvasElement).findByRole('article', {
      name: 'Marathon Prep Squad',
    });
    await expect(within(marathon).getByText('Owner')).toBeVisible();
  },
};

/** Noor joined today and belongs to no group: the empty state leads to creating one. */
export const Empty: Story = {
  globals: { persona: 'newcomer' },
  play: async ({ canvas }) => {
    const message = await canvas.findByText('You are not in any groups yet');
    await expect(message).toBeVisible();
    // in a card of its own where the groups' cards would stand, centred in it
    await expectEmptyStateInCard(message, canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.getByRole('link', { name: 'Create your first group' })).toHaveAttribute(
      'href',
      '/groups/create',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { groups: scenarios.groups.pending() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading groups')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create Group' })).toBeVisible();
  },
};

/**
 * The list fails: the red alert with its message and Dismiss, 'Try Again' under it; Create Group
 * stays. Dismissed, the failure stays as quiet text, and 'Try Again' takes the focus.
 */
export const Error: Story = {
  parameters: { msw: { handlers: { groups: scenarios.groups.error(500) } } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch groups: 500');
    await expect(canvas.queryByText('Loading groups')).toBeNull();
    const tryAgain = canvas.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toHaveAccessibleDescription('Failed to fetch groups: 500');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Failed to fetch groups: 500')).toBeVisible();
    await expect(tryAgain).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Create Group' })).toBeVisible();
  },
};

/** An outage of the groups' read (a story that brings it back). */
const groupsOutage = outage();

/**
 * Her groups fail to load, then the server comes back: 'Try Again' in the failure's banner (from
 * the keyboard) asks again, they come, and focus, which was on the pressed button, goes to the
 * page rather than the document's start. A second failure is said again, with focus kept.
 */
export const TryAgainAfterAFailedLoad: Story = {
  parameters: {
    // it ends as Loaded's picture does
    chromatic: { disableSnapshot: true },
    msw: { handlers: { groups: [groupsOutage.failing('groups.list'), ...handlers.groups] } },
  },
  decorators: [inMainRegion],
  beforeEach: () => {
    groupsOutage.start();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch groups: 503');
    canvas.getByRole('button', { name: 'Try Again' }).focus();
    await userEvent.keyboard('{Enter}');
    // still failing: said again, and 'Try Again' keeps the focus
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Try Again' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch groups: 503');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();

    groupsOutage.end();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('list', { name: 'My Groups' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('main', { name: 'Page' })).toHaveFocus();
  },
};

/** Markup, script tags, emoji, right-to-left text and a 200-character word: text, never wider. */
export const HostileNames: Story = {
  render: () => <MyGroupsPageView groups={hostileGroupsFixture()} userId={personas.member.sub} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('link', { name: 'Night Owls <script>alert("pwned")</script>' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Late-night <b>bold</b> crew. <img src=x onerror="alert(1)">'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('article script, article b, article img')).toBeNull();
    // an Arabic group name reads from the right, as its Hebrew description below it does
    const arabic = canvas.getByRole('heading', { name: /^مريم الحسيني/ });
    await expect(arabic.matches(':dir(rtl)')).toBe(true);
    // ...and ends at the card's right, beside its tag, not at its left
    const text = document.createRange();
    text.selectNodeContents(arabic);
    const tag = within(arabic.closest('article')!).getByText('Owner').getBoundingClientRect();
    await expect(tag.left - text.getBoundingClientRect().right).toBeLessThan(40);
    await expect(canvas.getByRole('heading', { name: /^Night Owls/ }).matches(':dir(ltr)')).toBe(
      true,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
