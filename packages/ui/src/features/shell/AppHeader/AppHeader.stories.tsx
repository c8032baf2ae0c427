import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SessionProvider, useSession, type SessionValue } from '../../../session/SessionContext';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Shell/AppHeader',
  tags: ['autodocs'],
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  globals: { persona: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'RepRally home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await expect(canvas.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
  },
};

/**
 * Desktop: the member's e-mail shows beside 'Log Out'. 'Log Out' is as tall as the theme switch
 * beside it, and both sit on the middle of the e-mail's line.
 */
export const Member: Story = {
  globals: { persona: 'member' },
  play: async ({ canvas }) => {
    const email = canvas.getByText('ana.moreno@example.com');
    await expect(email).toBeVisible();
    const logOut = canvas.getByRole('button', { name: 'Log Out' });
    await expect(logOut).toBeVisible();
    const button = logOut.getBoundingClientRect();
    const theme = canvas.getByRole('radiogroup', { name: 'Theme' }).getBoundingClientRect();
    await expect(button.height).toBeCloseTo(theme.height, 0);
    await expect(button.top).toBeCloseTo(theme.top, 0);
    const line = email.getBoundingClientRect();
    await expect(line.top + line.height / 2).toBeCloseTo(button.top + button.height / 2, 0);
  },
};

/**
 * Phone: no room for the e-mail; 'Log Out' and the theme switch stay. The light phone mode
 * captures the look; this story stays because only its play function asserts the e-mail is hidden.
 */
export const MemberOnPhone: Story = {
  globals: { persona: 'member', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ana.moreno@example.com')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

/** An e-mail too long for the bar is cut with an ellipsis, never pushing the controls away. */
export const VeryLongEmail: Story = {
  render: () => (
    <SessionProvider
      value={{
        session: {
          status: 'signedIn',
          isAdmin: false,
          user: {
            sub: 'long',
            name: 'Long',
            roles: [],
            email: `${'a'.repeat(120)}@example-with-a-very-long-domain-name.com`,
          },
        },
        login: () => undefined,
        logout: () => undefined,
      }}
    >
      <AppHeader />
    </SessionProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

/** Each press of 'Log Out' that reaches the session. */
const logOutPressed = fn();

/**
 * The persona's session as the app gives it while the identity provider is slow to answer: the
 * first 'Log Out' leaves her signed in, signing out, and the browser never leaves.
 */
function SlowLogOut({ children }: { children: ReactNode }) {
  const value = useSession();
  const [leaving, setLeaving] = useState(false);
  const session: SessionValue['session'] =
    leaving && value.session.status === 'signedIn'
      ? { ...value.session, signingOut: true }
      : value.session;
  const logout = () => {
    logOutPressed();
    setLeaving(true);
  };
  return <SessionProvider value={{ ...value, session, logout }}>{children}</SessionProvider>;
}

const withSlowLogOut: Decorator = (Story) => {
  logOutPressed.mockClear();
  return (
    <SlowLogOut>
      <Story />
    </SlowLogOut>
  );
};

/**
 * 'Log Out' on a slow connection: until the browser has left for the identity provider, the
 * button says 'Logging out...', is busy and refuses a second press; it keeps focus, and her
 * e-mail stays beside it.
 */
export const LoggingOut: Story = {
  globals: { persona: 'member' },
  decorators: [withSlowLogOut],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    const busy = await canvas.findByRole('button', { name: 'Logging out...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await expect(canvas.getByText('ana.moreno@example.com')).toBeVisible();
    await userEvent.click(busy);
    await userEvent.keyboard('{Enter}');
    await expect(logOutPressed).toHaveBeenCalledOnce();
  },
};
