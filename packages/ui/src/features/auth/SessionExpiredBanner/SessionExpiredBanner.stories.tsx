import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Heading } from '../../../primitives/Heading';
import { TextArea } from '../../../primitives/TextArea';
import { SessionExpiredBanner } from './SessionExpiredBanner';
import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TITLE } from '../SessionExpiredDialog/texts';

/**
 * The prompt to log in again when the 'Your session has expired' dialog's own code could not be
 * loaded: a banner along the bottom of the window, over the page she was typing into.
 */
const meta = {
  title: 'Auth/SessionExpiredBanner',
  tags: ['autodocs'],
  component: SessionExpiredBanner,
  parameters: { layout: 'fullscreen' },
  args: { onLogin: fn() },
  render: (args) => (
    <>
      <Heading level={1}>Profile</Heading>
      <TextArea label="Bio" defaultValue="Typed before the session ran out." />
      <SessionExpiredBanner {...args} />
    </>
  ),
} satisfies Meta<typeof SessionExpiredBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same words as the dialog, announced; 'Log In' opens the popup. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent(SESSION_EXPIRED_TITLE);
    await expect(banner).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue(
      'Typed before the session ran out.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** The popup is open: 'Logging in...', busy, and a second press does nothing. */
export const LoggingIn: Story = {
  args: { loggingIn: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Logging in...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** The last attempt failed (the popup was closed): why, under the message. */
export const LoginFailed: Story = {
  args: { error: 'The sign-in window was closed before you logged in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The sign-in window was closed before you logged in.',
    );
    await expect(canvas.getByRole('button', { name: 'Log In' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};
