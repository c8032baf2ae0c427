import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { personas } from '@reprally/mocks';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { TextArea } from '../../../primitives/TextArea';
import { SessionProvider, type Session } from '../../../session/SessionContext';
import { expectPageCovered, middleOf } from '../../../testing/page-covered';
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
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your sign-in...');
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
    await waitFor(() => expect(document.title).toBe('Welcome | RepRally'));
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

/**
 * Signed in as Ana until a press of 'Log Out Elsewhere' on her page, which stands for her logging
 * out in another tab while this one had focus in the page.
 */
function SessionEndedElsewhere({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({
    status: 'signedIn',
    user: personas.member,
    isAdmin: false,
  });
  return (
    <SessionProvider value={{ session, login, logout: fn() }}>
      <ProtectedRoute screenTitle="Leaderboard">
        {children}
        <Button variant="secondary" onClick={() => setSession({ status: 'signedOut' })}>
          Log Out Elsewhere
        </Button>
      </ProtectedRoute>
      <Button variant="secondary">A control outside the page</Button>
    </SessionProvider>
  );
}

/**
 * She logged out in another tab while this one had focus on her page: the page turns into the
 * prompt to log in, which takes the focus the page lost, so a screen reader says the screen's
 * title and 'Please log in to access the app'; the next Tab is 'Log In'. A prompt that was there
 * from the start (above) leaves focus where the browser put it.
 */
export const SignedOutInAnotherTab: Story = {
  render: (args) => <SessionEndedElsewhere>{args.children}</SessionEndedElsewhere>,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out Elsewhere' }));
    const prompt = canvas.getByRole('region', { name: 'Leaderboard' });
    await waitFor(() => expect(prompt).toHaveFocus());
    await expect(prompt).toHaveAccessibleDescription('Please log in to access the app');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toHaveFocus();
  },
};

/** Focus that was not in her page (here on a control outside it) stays where it is. */
export const SignedOutInAnotherTabFocusElsewhere: Story = {
  // the same picture as the story above
  parameters: { chromatic: { disableSnapshot: true } },
  render: (args) => <SessionEndedElsewhere>{args.children}</SessionEndedElsewhere>,
  play: async ({ canvas, userEvent }) => {
    const outside = canvas.getByRole('button', { name: 'A control outside the page' });
    await userEvent.click(outside);
    // the other tab's message arrives while focus is outside the page
    canvas.getByRole('button', { name: 'Log Out Elsewhere' }).click();
    await canvas.findByRole('region', { name: 'Leaderboard' });
    await expect(outside).toHaveFocus();
  },
};

/**
 * A session the story can end: signed in as Ana until 'End the session' (what a refused token
 * renewal does), then signed out as expired until 'Log In' signs her in again. With
 * `firstLogInFails`, the first 'Log In' after that fails as a closed popup does: on its way for a
 * moment, then 'Popup closed by user'.
 */
function ExpiringSession({
  children,
  firstLogInFails = false,
}: {
  children: ReactNode;
  firstLogInFails?: boolean;
}) {
  const signedIn: Session = { status: 'signedIn', user: personas.member, isAdmin: false };
  const [session, setSession] = useState<Session>(signedIn);
  const [failed, setFailed] = useState(!firstLogInFails);
  return (
    <SessionProvider
      value={{
        session,
        login: (returnTo, options) => {
          login(returnTo, options);
          if (failed) {
            setSession(signedIn);
            return;
          }
          setFailed(true);
          setSession({ status: 'signedOut', expired: true, signingIn: true });
          setTimeout(
            () => setSession({ status: 'signedOut', expired: true, error: 'Popup closed by user' }),
            300,
          );
        },
        logout: fn(),
      }}
    >
      <Button
        variant="secondary"
        onClick={() => setSession({ status: 'signedOut', expired: true })}
      >
        End the session
      </Button>
      {children}
    </SessionProvider>
  );
}

/**
 * The session ended by itself while Ana was typing: the page stays underneath with what she
 * typed, under 'Your session has expired', whose only way on is 'Log In' in a popup that brings
 * her back to this very page.
 */
export const SessionExpired: Story = {
  args: {
    children: (
      <>
        {screen}
        <TextArea label="Bio" />
      </>
    ),
  },
  render: (args) => (
    <ExpiringSession>
      <ProtectedRoute {...args} />
    </ExpiringSession>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bio' }), 'Half a sentence');
    await userEvent.click(canvas.getByRole('button', { name: 'End the session' }));

    const body = within(canvasElement.ownerDocument.body);
    // the prompt's code loads on demand: on a busy machine that takes more than a second
    const loaded = { timeout: 5000 };
    const prompt = await body.findByRole(
      'alertdialog',
      { name: 'Your session has expired' },
      loaded,
    );
    await expect(prompt).toHaveTextContent(
      'Log in again to carry on. Everything you typed is still here.',
    );
    // it takes focus, so its title and message are read out: on its only way on
    await waitFor(() =>
      expect(within(prompt).getByRole('button', { name: 'Log In' })).toHaveFocus(),
    );
    const bio = canvas.getByRole('textbox', { name: 'Bio', hidden: true });
    await expect(bio).toHaveValue('Half a sentence');
    // a press on the page under it lands on its overlay
    await expectPageCovered(canvasElement, ...middleOf(bio));
    // it cannot be dismissed: behind it nothing can be saved
    await userEvent.keyboard('{Escape}');
    // (still fading in on a slow machine: visible once its opening animation has run)
    await waitFor(() => expect(body.getByRole('alertdialog')).toBeVisible());

    await userEvent.click(within(prompt).getByRole('button', { name: 'Log In' }));
    await expect(login).toHaveBeenCalledWith('/leaderboard?period=week', { popup: true });
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue('Half a sentence');
    // and gives focus back to where she was when the session ended
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'End the session' })).toHaveFocus(),
    );

    // and once more, so the picture shows the prompt over the page
    await userEvent.click(canvas.getByRole('button', { name: 'End the session' }));
    await body.findByRole('alertdialog', { name: 'Your session has expired' }, loaded);
  },
};

/**
 * Her 'Log In' over an expired session fails (she closed the popup): the prompt stays, busy
 * under 'Logging in...' meanwhile, then says why and offers 'Log In' again, which keeps her
 * focus; the second signs her in and the page is hers again, with what she typed.
 */
export const SessionExpiredLogInFails: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    children: (
      <>
        {screen}
        <TextArea label="Bio" defaultValue="Half a sentence" />
      </>
    ),
  },
  render: (args) => (
    <ExpiringSession firstLogInFails>
      <ProtectedRoute {...args} />
    </ExpiringSession>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End the session' }));
    const body = within(canvasElement.ownerDocument.body);
    const prompt = await body.findByRole(
      'alertdialog',
      { name: 'Your session has expired' },
      { timeout: 5000 },
    );
    const logIn = within(prompt).getByRole('button', { name: 'Log In' });
    await userEvent.click(logIn);
    await expect(within(prompt).getByRole('button', { name: 'Logging in...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(await within(prompt).findByRole('alert')).toHaveTextContent(
      'Popup closed by user',
    );
    const again = within(prompt).getByRole('button', { name: 'Log In' });
    await expect(again).not.toHaveAttribute('aria-disabled');
    await expect(again).toHaveFocus();
    await userEvent.click(again);
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(login).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('textbox', { name: 'Bio' })).toHaveValue('Half a sentence');
  },
};
