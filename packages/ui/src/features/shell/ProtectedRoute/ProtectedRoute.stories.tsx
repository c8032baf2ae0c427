import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Heading } from '../../../primitives/Heading';
import { SessionProvider } from '../../../session/SessionContext';
import { ProtectedRoute } from './ProtectedRoute';

/** Stands in for the protected screen (the real screens live in their own features). */
const screen = <Heading level={1}>Top Users</Heading>;

const login = fn();

const meta = {
  title: 'Shell/ProtectedRoute',
  tags: ['autodocs'],
  component: ProtectedRoute,
  parameters: { layout: 'fullscreen', router: { path: '/leaderboard?period=week' } },
  args: { screenTitle: 'Leaderboard', children: screen },
  beforeEach: () => {
    login.mockClear();
  },
} satisfies Meta<typeof ProtectedRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in state is still loading: a centred spinner. */
export const Loading: Story = {
  globals: { persona: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    await expect(canvas.queryByRole('heading', { name: 'Top Users' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Leaderboard | RepRally'));
  },
};

/**
 * Signed out on /leaderboard: the screen's title, the prompt and 'Log In', which asks to come
 * back to the same page (with its query) after sign-in.
 */
export const SignedOut: Story = {
  render: (args) => (
    <SessionProvider value={{ session: { status: 'signedOut' }, login, logout: fn() }}>
      <ProtectedRoute {...args} />
    </SessionProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(canvas.getByText('Please log in to access the app')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Top Users' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(login).toHaveBeenCalledTimes(1);
    await expect(login).toHaveBeenCalledWith('/leaderboard?period=week');
  },
};

/** '/' signed out: the welcome instead of the screen's title. */
export const SignedOutWelcome: Story = {
  args: { screenTitle: 'Dashboard', welcome: true },
  parameters: { router: { path: '/' } },
  globals: { persona: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to RepRally' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('RepRally'));
  },
};

/** Signed in: the screen itself. */
export const SignedIn: Story = {
  globals: { persona: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Top Users' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log In' })).toBeNull();
  },
};
