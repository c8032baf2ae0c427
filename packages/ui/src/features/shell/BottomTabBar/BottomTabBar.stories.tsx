import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneOnlyModes } from '../../../foundations/modes';
import { BottomTabBar } from './BottomTabBar';
import { rootTextSize } from '../../../testing/root-text-size';

const meta = {
  title: 'Shell/BottomTabBar',
  tags: ['autodocs'],
  component: BottomTabBar,
  parameters: { layout: 'fullscreen', chromatic: { modes: phoneOnlyModes } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { currentPath: '/', isAdmin: false, hasPendingInvites: false },
} satisfies Meta<typeof BottomTabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

export const OnDashboard: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Workouts', 'Warriors', 'Groups', 'Profile']);
    await expect(current(nav)).toEqual(['Dashboard']);
  },
};

/**
 * A tab reached from the keyboard shows its whole focus ring, inside the window: the bar sits at
 * the window's foot, and a ring drawn outside the tab was cut off along the bottom.
 */
export const FocusRingInsideTheWindow: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await userEvent.tab();
    const tab = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(tab).toHaveFocus();
    const style = getComputedStyle(tab);
    await expect(style.outlineStyle).toBe('solid');
    const ringBottom =
      tab.getBoundingClientRect().bottom +
      parseFloat(style.outlineOffset) +
      parseFloat(style.outlineWidth);
    await expect(ringBottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Dashboard needs an exact match, the other tabs a prefix match. */
export const OnGroupDetails: Story = {
  args: { currentPath: '/groups/3' },
  play: async ({ canvas }) => {
    await expect(current(canvas.getByRole('navigation', { name: 'Shortcuts' }))).toEqual([
      'Groups',
    ]);
  },
};

/** A screen that has no tab (Stats lives in the side menu): no tab lights. */
export const OnScreenWithoutTab: Story = {
  args: { currentPath: '/stats' },
  play: async ({ canvas }) => {
    await expect(current(canvas.getByRole('navigation', { name: 'Shortcuts' }))).toEqual([]);
  },
};

/** The admin entry stays in the side menu; the bar is the same for admins. */
export const Admin: Story = {
  args: { isAdmin: true, currentPath: '/admin' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
  },
};

/**
 * Wide screens have the top bar instead. The desktop modes are off for this phone-only bar, so
 * this story is where the hiding is asserted.
 */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // its check is that nothing shows: a blank picture would add nothing to it
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * With large text (the page's text at 200 %), the five labels side by side would be wider than a
 * phone: the tabs show their icons, as large as the text, each a fifth of the bar, and keep their
 * labels as their names.
 */
export const LargeText: Story = {
  beforeEach: rootTextSize('200%'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Shortcuts' });
    const bar = nav.getBoundingClientRect();
    for (const name of ['Dashboard', 'Workouts', 'Warriors', 'Groups', 'Profile']) {
      const tab = within(nav).getByRole('link', { name });
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bar.left);
      await expect(box.right).toBeLessThanOrEqual(bar.right);
      await expect(tab.querySelector('svg')?.getBoundingClientRect().width).toBeGreaterThan(30);
      await expect(within(tab).getByText(name).getBoundingClientRect().width).toBeLessThanOrEqual(
        1,
      );
    }
  },
};
