import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NavEntryLink, navLinkAppearances } from './NavEntryLink';

const meta = {
  title: 'Shell/NavEntryLink',
  tags: ['autodocs'],
  component: NavEntryLink,
  args: {
    entry: { label: 'Invites', to: '/invites' },
    state: null,
    appearance: 'bar',
    marker: false,
  },
  argTypes: {
    appearance: { control: 'inline-radio', options: navLinkAppearances },
    state: { control: 'inline-radio', options: [null, 'page', 'section'] },
  },
} satisfies Meta<typeof NavEntryLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Invites' })).not.toHaveAttribute('aria-current');
  },
};

export const CurrentPage: Story = {
  args: { state: 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Invites' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Badges while on /badges/monthly: highlighted, but not claiming to be the page. */
export const Section: Story = {
  args: { entry: { label: 'Badges', to: '/badges' }, state: 'section' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Badges' })).not.toHaveAttribute('aria-current');
  },
};

export const WithMarker: Story = {
  args: { marker: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Invites' })).toHaveAccessibleDescription(
      'pending invites',
    );
  },
};

export const MenuRowWithMarker: Story = {
  args: { appearance: 'menu', marker: true, state: 'page' },
};

export const Tab: Story = {
  args: {
    appearance: 'tab',
    entry: { label: 'Warriors', to: '/monthly-warriors', icon: 'warriors' },
    state: 'page',
  },
};
