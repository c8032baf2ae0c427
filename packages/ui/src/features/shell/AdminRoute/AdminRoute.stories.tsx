import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { Heading } from '../../../primitives/Heading';
import { AdminRoute, type AdminRouteProps } from './AdminRoute';

/** '/' and '/admin' as in the app, so a redirect has somewhere to land. */
const routes = (args: AdminRouteProps) => (
  <Routes>
    <Route path="/" element={<Heading level={1}>Home</Heading>} />
    <Route
      path="/admin"
      element={
        <AdminRoute {...args}>
          <Heading level={1}>Admin area</Heading>
        </AdminRoute>
      }
    />
  </Routes>
);

const meta = {
  title: 'Shell/AdminRoute',
  tags: ['autodocs'],
  component: AdminRoute,
  parameters: { layout: 'fullscreen', router: { path: '/admin' } },
  args: { screenTitle: 'Admin Dashboard', children: null },
  render: routes,
} satisfies Meta<typeof AdminRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Checking permissions...' while the sign-in state loads. */
export const Loading: Story = {
  globals: { persona: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking permissions...');
  },
};

export const SignedOut: Story = {
  globals: { persona: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
};

/** A member without the Admin role is redirected to '/'. */
export const MemberIsRedirected: Story = {
  globals: { persona: 'member' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Admin area' })).toBeNull();
  },
};

/**
 * A sign-in whose roles could not be read is not redirected: the route shows what it is given
 * for it, with the failure's message (the admin area's page, in Admin/AdminLayout).
 */
export const RolesNotRead: Story = {
  globals: { persona: 'adminUnverified' },
  render: (args) =>
    routes({
      ...args,
      unverified: (message) => <Heading level={1}>Not verified: {message}</Heading>,
    }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Not verified: Failed to verify admin privileges' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Home' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Admin area' })).toBeNull();
  },
};

export const Admin: Story = {
  globals: { persona: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Admin area' })).toBeVisible();
  },
};
