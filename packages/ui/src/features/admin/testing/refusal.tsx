import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SessionProvider, useSession } from '../../../session/SessionContext';

/** 'Log Out' as the refused page's own button calls it: the persona's session, with a spy. */
const loggedOut = fn();

function SessionWithLogoutSpy({ children }: { children: ReactNode }) {
  const value = useSession();
  return <SessionProvider value={{ ...value, logout: loggedOut }}>{children}</SessionProvider>;
}

/** A story whose 'Log Out' is watched: the persona's session, with `logout` a spy. */
export const withLogoutWatched: Decorator = (Story) => {
  loggedOut.mockClear();
  return (
    <SessionWithLogoutSpy>
      <Story />
    </SessionWithLogoutSpy>
  );
};

/**
 * A refused admin page (403) shows its refusal and the ways on, and nothing of the admin area:
 * `absent` are the page's own parts (its buttons, its forms, its notes) that must not show.
 */
export async function expectRefusalAlone(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
  absent: readonly { role: 'button' | 'link' | 'region' | 'form' | 'searchbox'; name: string }[],
): Promise<void> {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('Admin access required');
  // its way out worded as the button under it
  await expect(alert).toHaveTextContent('Log out and log in again with an admin account.');
  for (const { role, name } of absent) {
    await expect(canvas.queryByRole(role, { name })).toBeNull();
  }
  // her way back to her own pages, and out, right under the refusal
  await expect(canvas.getByRole('link', { name: 'Back to My Dashboard' })).toHaveAttribute(
    'href',
    '/',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
  await expect(loggedOut).toHaveBeenCalledOnce();
}

/**
 * A save, delete or evaluation the server refused for the Admin role: `banner` says why beside
 * the request's own message, and her ways on are right under it, 'Log Out' logging out.
 */
export async function expectRefusedRequest(
  banner: HTMLElement,
  message: string,
  userEvent: { click: (element: Element) => Promise<void> },
): Promise<void> {
  await expect(banner).toHaveTextContent('Admin access required');
  await expect(banner).toHaveTextContent(message);
  await expect(banner).toHaveTextContent('Log out and log in again with an admin account.');
  const waysOn = within(banner.parentElement ?? banner);
  await expect(waysOn.getByRole('link', { name: 'Back to My Dashboard' })).toHaveAttribute(
    'href',
    '/',
  );
  await userEvent.click(waysOn.getByRole('button', { name: 'Log Out' }));
  await expect(loggedOut).toHaveBeenCalledOnce();
}
