import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { Heading } from '../../../primitives/Heading';
import { ADMIN_UNVERIFIED_MESSAGE } from '../AdminError';
import { AdminLayout } from './AdminLayout';
import { screenModes } from '../../../foundations/modes';

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminLayout,
  tags: ['autodocs'],
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'padded',
    router: { path: '/admin/challenges' },
  },
  globals: { persona: 'admin' },
  // the layout around placeholder screens, and '/' for the redirect to land on
  render: () => (
    <Routes>
      <Route path="/" element={<Heading level={1}>Home</Heading>} />
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<Heading level={1}>Dashboard screen</Heading>} />
        <Route path="challenges" element={<Heading level={1}>Challenges screen</Heading>} />
        <Route path="users" element={<Heading level={1}>Users screen</Heading>} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Kai on /admin/challenges: the side navigation with Challenges as the current page. */
export const OnChallenges: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Challenges screen' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    // on a phone the side navigation is a menu button instead
    const current = within(nav).queryByRole('link', { current: 'page' });
    if (current) {
      await expect(current).toHaveTextContent('Challenges');
      await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
        'aria-current',
      );
    } else {
      await expect(
        within(nav).getByRole('button', { name: 'Admin menu: Challenges' }),
      ).toBeVisible();
    }
  },
};

/** On /admin only Dashboard is active (exact match). */
export const OnDashboard: Story = {
  parameters: { router: { path: '/admin' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard screen' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    const current = within(nav).queryByRole('link', { current: 'page' });
    if (current) {
      await expect(current).toHaveTextContent('Dashboard');
      await userEvent.click(within(nav).getByRole('link', { name: 'Users' }));
      await expect(await canvas.findByRole('heading', { name: 'Users screen' })).toBeVisible();
    } else {
      // on a phone the menu's button names the section she is in
      await expect(
        within(nav).getByRole('button', { name: 'Admin menu: Dashboard' }),
      ).toBeVisible();
    }
  },
};

/**
 * The phone menu opened: each section as a choice, the current one checked; choosing one
 * navigates there. Its button is the phone's 'Admin' navigation landmark. Kept beside the phone
 * mode: its play function opens the menu, which the mode alone does not show.
 */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    // the menu button is the 'Admin' navigation on a phone, found among the page's landmarks
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    await userEvent.click(
      await within(nav).findByRole('button', { name: 'Admin menu: Challenges' }),
    );
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Challenges' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Users' }));
    await expect(await canvas.findByRole('heading', { name: 'Users screen' })).toBeVisible();
  },
};

/** 'Checking permissions...' while the admin flag is read. */
export const CheckingPermissions: Story = {
  globals: { persona: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking permissions...');
  },
};

/** A member without the Admin role lands on '/'. */
export const MemberIsRedirected: Story = {
  globals: { persona: 'member' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  },
};

/**
 * Kai, whose sign-in's roles could not be read, opens Manage Challenges: he may be an admin, so
 * rather than sending him to his dashboard the page says 'Failed to verify admin privileges',
 * why the area stays closed, and his ways on. None of the admin area shows.
 */
export const RolesNotRead: Story = {
  globals: { persona: 'adminUnverified' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Manage Challenges' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Manage Challenges | Admin | RepRally'));
    await expect(canvas.getByText('Failed to verify admin privileges')).toBeVisible();
    await expect(canvas.getByText(ADMIN_UNVERIFIED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Challenges screen' })).toBeNull();
  },
};

/** Signed out: the login prompt with the screen's heading. */
export const SignedOut: Story = {
  globals: { persona: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Manage Challenges' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
};
