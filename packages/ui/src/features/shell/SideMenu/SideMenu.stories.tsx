import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { phoneOnlyModes } from '../../../foundations/modes';
import { expectPageCovered } from '../../../testing/page-covered';
import { expectEveryControlReachable } from '../../../testing/reachable-in-window';
import { SideMenu } from './SideMenu';
import { textBox } from '../../../testing/text-shown';

const meta = {
  title: 'Shell/SideMenu',
  tags: ['autodocs'],
  component: SideMenu,
  parameters: { chromatic: { modes: phoneOnlyModes } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { currentPath: '/', isAdmin: false, hasPendingInvites: false },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * The sheet's heading lines up with what it heads: 'Menu' starts where the entries' names start,
 * and sits on the middle of 'Close menu' beside it.
 */
export const HeadingLinesUpWithTheEntries: Story = {
  args: { defaultOpen: true, currentPath: '/stats' },
  play: async () => {
    const menu = await body.findByRole('dialog', { name: 'Menu' });
    const title = textBox(within(menu).getByRole('heading', { name: 'Menu' }));
    for (const name of ['Dashboard', 'Stats']) {
      const entry = textBox(within(within(menu).getByRole('link', { name })).getByText(name));
      await expect(title.left).toBeCloseTo(entry.left, 0);
    }
    const close = within(menu).getByRole('button', { name: 'Close menu' }).getBoundingClientRect();
    await expect(title.top + title.height / 2).toBeCloseTo(close.top + close.height / 2, 0);
  },
};

/** Closed: the 'Open menu' button of the phone header. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const menu = await body.findByRole('dialog', { name: 'Menu' });
    // beside the menu, a press lands on its overlay, not on the page
    await expectPageCovered(canvasElement, window.innerWidth - 4, window.innerHeight / 2);
    await expect(within(menu).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/** Open for an admin on /stats, with pending invites: 'Admin Panel' and the '!' on Invites. */
export const OpenForAdmin: Story = {
  args: { defaultOpen: true, isAdmin: true, hasPendingInvites: true, currentPath: '/stats' },
  play: async () => {
    const menu = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    const stats = within(menu).getByRole('link', { name: 'Stats' });
    await expect(stats).toHaveAttribute('aria-current', 'page');
    await expect(stats).toHaveFocus();
    await expect(within(menu).getByRole('link', { name: 'Invites' })).toHaveAccessibleDescription(
      'pending invites',
    );
  },
};

/** With pending invites the closed button carries a red dot, described as 'pending invites'. */
export const ClosedWithPendingInvites: Story = {
  args: { hasPendingInvites: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAccessibleDescription(
      'pending invites',
    );
  },
};

/**
 * Wide screens have the top bar: the menu button is not shown. The desktop modes are off for
 * this phone-only menu, so this story is where the hiding is asserted.
 */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // its check is that nothing shows: a blank picture would add nothing to it
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/**
 * On a phone on its side (667 x 375) the admin's menu is taller than the window: she reaches
 * every entry and 'Close menu' by scrolling inside the sheet. The check is about a window's
 * height, which no visual mode has, so the story sets that viewport itself; it takes no picture.
 */
export const EveryEntryReachableOnAPhoneOnItsSide: Story = {
  globals: { viewport: { value: 'phoneLandscape', isRotated: false } },
  parameters: { chromatic: { disableSnapshot: true } },
  args: { defaultOpen: true, isAdmin: true, hasPendingInvites: true, currentPath: '/stats' },
  play: async () => {
    const menu = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(getComputedStyle(menu).transform).toBe('none'));
    await expectEveryControlReachable(menu);
  },
};
