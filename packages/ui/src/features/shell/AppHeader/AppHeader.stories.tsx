import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SessionProvider } from '../../../session/SessionContext';
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

/** Desktop: the member's e-mail shows beside 'Log Out'. */
export const Member: Story = {
  globals: { persona: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ana.moreno@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
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
