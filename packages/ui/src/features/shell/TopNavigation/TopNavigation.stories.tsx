import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopNavigation } from './TopNavigation';

const meta = {
  title: 'Shell/TopNavigation',
  tags: ['autodocs'],
  component: TopNavigation,
  parameters: { layout: 'fullscreen' },
  args: { currentPath: '/', isAdmin: false, hasPendingInvites: false },
} satisfies Meta<typeof TopNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

const currentEntries = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

export const Member: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(10);
    await expect(currentEntries(nav)).toEqual(['Dashboard']);
  },
};

export const Admin: Story = {
  args: { isAdmin: true, currentPath: '/admin/monthly-badges' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(currentEntries(nav)).toEqual(['Admin']);
  },
};

/** The red '!' on Invites, described to screen readers as 'pending invites'. */
export const PendingInvites: Story = {
  args: { hasPendingInvites: true, currentPath: '/workouts' },
  play: async ({ canvas }) => {
    const invites = canvas.getByRole('link', { name: 'Invites' });
    await expect(invites).toHaveAccessibleDescription('pending invites');
    await expect(within(invites).getByText('!')).toBeVisible();
  },
};

/** Both Badges entries match /badges/monthly: Monthly Badges is the page, Badges its section. */
export const OnMonthlyBadges: Story = {
  args: { currentPath: '/badges/monthly' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(currentEntries(nav)).toEqual(['Monthly Badges']);
    await expect(within(nav).getByRole('link', { name: 'Badges' })).toHaveAttribute(
      'data-state',
      'section',
    );
  },
};

/** A path with no entry (/leaderboard) lights nothing. */
export const OnScreenWithoutEntry: Story = {
  args: { currentPath: '/leaderboard' },
  play: async ({ canvas }) => {
    await expect(currentEntries(canvas.getByRole('navigation', { name: 'Main' }))).toEqual([]);
  },
};

/**
 * The top bar belongs to wide screens: on a phone it is not shown at all. The light phone mode
 * captures an empty frame; this story stays because only its play function asserts the hiding.
 */
export const HiddenOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
