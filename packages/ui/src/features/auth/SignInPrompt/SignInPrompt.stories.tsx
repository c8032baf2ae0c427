import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AppConfigProvider, defaultAppConfig } from '../../../app-config/AppConfigContext';
import { SignInPrompt } from './SignInPrompt';

const meta = {
  title: 'Auth/SignInPrompt',
  tags: ['autodocs'],
  component: SignInPrompt,
  parameters: { layout: 'fullscreen' },
  globals: { persona: 'signedOut' },
  args: { onLogin: fn() },
} satisfies Meta<typeof SignInPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** '/' for a signed-out visitor. */
export const Welcome: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to RepRally' }),
    ).toBeVisible();
    await expect(canvas.getByText('Please log in to access the app')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.title).toBe('Welcome | RepRally'));
  },
};

/**
 * Her sign-in failed (here she cancelled at the identity provider, which sends back
 * access_denied): the reason in a red alert above Log In, announced at once.
 */
export const SignInFailed: Story = {
  args: { error: 'The user denied access' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The user denied access');
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
};

/** She dismisses the failure, or presses Log In to try again. */
export const SignInFailedDismissed: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { error: 'Login failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** A protected route such as /leaderboard, signed out: the screen's title and the prompt. */
export const ProtectedRoute: Story = {
  args: { screenTitle: 'Leaderboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(canvas.getByText('Please log in to access the app')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Leaderboard | RepRally'));
  },
};

export const RedirectingToSignIn: Story = {
  args: { loggingIn: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Redirecting...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** Before sign-in is wired into the app, the page shows no login control. */
export const WithoutSignIn: Story = {
  args: { onLogin: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to RepRally' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** VITE_APP_NAME renames the product everywhere. */
export const ConfiguredName: Story = {
  render: (args) => (
    <AppConfigProvider config={{ ...defaultAppConfig, appName: 'Iron Circle' }}>
      <SignInPrompt {...args} />
    </AppConfigProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to Iron Circle' })).toBeVisible();
  },
};
