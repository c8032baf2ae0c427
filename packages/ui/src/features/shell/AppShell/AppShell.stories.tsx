import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { expect, fn, waitFor, within } from 'storybook/test';
import { db, handlers, outage, personas, scenarios, setServerClock } from '@reprally/mocks';
import { queryKeys } from '../../../api/query-keys';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { DemoDataControl } from '../DemoDataControl';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Text } from '../../../primitives/Text';
import { ProtectedRoute } from '../ProtectedRoute';
import { namedScreenTitle, useDocumentTitle } from '../../../app-config/AppConfigContext';
import {
  SessionProvider,
  useSession,
  type Session,
  type SessionValue,
} from '../../../session/SessionContext';
import { AppShell } from './AppShell';
import { MonthlyWarriorsCard } from '../../monthly-warriors/MonthlyWarriorsCard';
import { MonthlyBadgesCard } from '../../monthly-badges/MonthlyBadgesCard';
import { RunningClock } from '../../../testing/running-clock';
import { passTimer, storyTime } from '../../../testing/story-time';
import { TITLE_WAIT_MS } from './useNewPageAnnouncement';
import { desktopOnlyModes, screenModes } from '../../../foundations/modes';

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

/** A stand-in screen so the shell has a page to frame; the real screens live in their features. */
function StoryScreen() {
  const { pathname } = useLocation();
  useDocumentTitle(`Screen at ${pathname}`);
  return (
    <Stack gap="sm">
      <Heading level={1}>Screen at {pathname}</Heading>
      <Text tone="muted">The page content sits in the main landmark.</Text>
    </Stack>
  );
}

/** A screen that throws until told otherwise (each story starts with it throwing). */
const broken = { failing: true };
function Broken() {
  if (broken.failing) throw new Error('The dashboard could not read its data');
  return <StoryScreen />;
}

/** A page that ends with a message she can dismiss, under the page's own button. */
function NoticeScreen() {
  const [notice, setNotice] = useState(true);
  useDocumentTitle('Notice');
  return (
    <Stack gap="sm">
      <Heading level={1}>Notice</Heading>
      <Inline>
        <Button variant="secondary">Refresh</Button>
      </Inline>
      {notice ? (
        <Alert onDismiss={() => setNotice(false)}>The list could not be refreshed.</Alert>
      ) : null}
    </Stack>
  );
}

/**
 * A page named by what it reads, as a group's page is: 'Group' until its name comes, after
 * `named.after` ms (never, when null).
 */
const named: { after: number | null } = { after: null };
function NamedScreen() {
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (named.after === null) return;
    const timer = setTimeout(() => setName('Morning Crew'), named.after);
    return () => clearTimeout(timer);
  }, []);
  useDocumentTitle(name ? namedScreenTitle(name) : 'Group', { pending: name === undefined });
  return <Heading level={1}>{name ?? 'Group'}</Heading>;
}

/**
 * The shell as apps/web mounts it: a layout route whose children are protected screens. With
 * `namedGroups`, '/groups' is a page named by what it reads.
 */
function ShellRoutes({ footer, namedGroups }: { footer?: ReactNode; namedGroups?: boolean }) {
  return (
    <Routes>
      <Route element={<AppShell footer={footer} />}>
        {namedGroups ? (
          <Route
            path="groups"
            element={
              <ProtectedRoute screenTitle="Group">
                <NamedScreen />
              </ProtectedRoute>
            }
          />
        ) : null}
        <Route
          index
          element={
            <ProtectedRoute screenTitle="Dashboard" welcome>
              <StoryScreen />
            </ProtectedRoute>
          }
        />
        <Route
          path="broken"
          element={
            <ProtectedRoute screenTitle="Broken">
              <Broken />
            </ProtectedRoute>
          }
        />
        <Route
          path="notice"
          element={
            <ProtectedRoute screenTitle="Notice">
              <NoticeScreen />
            </ProtectedRoute>
          }
        />
        <Route
          path="*"
          element={
            <ProtectedRoute screenTitle="Screen">
              <StoryScreen />
            </ProtectedRoute>
          }
        />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Shell/AppShell',
  tags: ['autodocs'],
  component: AppShell,
  parameters: {
    chromatic: { modes: screenModes },
    layout: 'fullscreen',
  },
  render: () => <ShellRoutes />,
  beforeEach: () => {
    broken.failing = true;
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** '/' signed out: the header without navigation, and the welcome. */
export const SignedOut: Story = {
  globals: { persona: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to RepRally' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** While the sign-in state loads: a spinner, still no navigation, and no room kept for one. */
export const Loading: Story = {
  globals: { persona: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const places = [...canvasElement.querySelectorAll('[aria-hidden="true"] ul')];
    await expect(places.every((list) => list.getBoundingClientRect().height === 0)).toBe(true);
    // nor for 'Log Out'
    const standIns = [...canvasElement.querySelectorAll('header [aria-hidden="true"] button')];
    await expect(standIns.every((button) => button.getBoundingClientRect().width === 0)).toBe(true);
  },
};

/**
 * A member coming back, signed in again in the background: the navigation's places are kept,
 * empty and hidden from assistive technology (the row under the header on a desktop, 'Open menu'
 * and the bottom bar on a phone), so the navigation arrives without moving the page.
 */
export const ReturningMember: Story = {
  globals: { persona: 'returning' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    const places = canvasElement.querySelectorAll('[aria-hidden="true"] ul');
    await expect(places).toHaveLength(2);
    // one of the two bars takes room at this width: the top row or the bottom bar
    const shown = [...places].filter((list) => list.getBoundingClientRect().height > 0);
    await expect(shown).toHaveLength(1);
    // and 'Log Out's place in the header: taken, but nothing to see, hear or press
    await expect(canvas.queryByRole('button', { name: 'Log Out' })).toBeNull();
    const standIn = [...canvasElement.querySelectorAll('header [aria-hidden="true"] button')].find(
      (button) => button.textContent === 'Log Out',
    );
    await expect(standIn?.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect(standIn).not.toBeVisible();
  },
};

/** Ana on a wide screen: the top bar with the ten entries; she has pending invites. */
export const Member: Story = {
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: desktopOnlyModes } },
  globals: { persona: 'member' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Challenges',
      'Badges',
      'Monthly Badges',
      'Groups',
      'Workouts',
      'Stats',
      'Warriors',
      'Invites',
      'Profile',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const invites = within(nav).getByRole('link', { name: 'Invites' });
    // the marker's request waits until the browser is idle after she is signed in (a second at
    // most), well inside a play function's 3 s wait (.storybook/preview.tsx)
    await waitFor(() => expect(invites).toHaveAccessibleDescription('pending invites'));
    await expect(within(invites).getByText('!')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/**
 * Ana on a phone: the bottom tab bar and the menu button; the top bar is gone. The light phone
 * mode captures the look; this story stays because only its play function asserts the phone
 * navigation (the five tabs, the current tab, the invites marker on the menu button).
 */
export const MemberOnPhone: Story = {
  globals: { persona: 'member', ...phone },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await expect(tabs).toBeVisible();
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Workouts', 'Warriors', 'Groups', 'Profile']);
    await expect(within(tabs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    // the invites marker sits in the menu, so the button says there is something inside
    // as on a wide screen, and the side menu's code loads when the browser is idle too
    await waitFor(() => expect(menu).toHaveAccessibleDescription('pending invites'));
  },
};

/** Kai is an admin: 'Admin' closes the top bar. */
export const Admin: Story = {
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: desktopOnlyModes } },
  globals: { persona: 'admin' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(11);
    await expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  },
};

/**
 * Kai, whose sign-in's roles could not be read: a member's navigation, with no Admin entry, and
 * 'Failed to verify admin privileges' sent to the error-reporting call once, without a word to
 * her here (the admin area says it, if she opens it).
 */
export const RolesNotReadReported: Story = {
  tags: ['desktop-only'],
  parameters: { chromatic: { disableSnapshot: true } },
  globals: { persona: 'adminUnverified' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    const reported = () =>
      db.tables.errorReports.filter(
        (row) => row.report.message === 'Failed to verify admin privileges',
      );
    await waitFor(() => expect(reported()).toHaveLength(1));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Kai on a phone: the same five tabs as a member; the side menu holds every entry, 'Admin Panel'
 * too, and following one closes it. Kept beside the phone mode: the menu exists only on a phone
 * and only this play function opens it.
 */
export const AdminSideMenuOnPhone: Story = {
  globals: { persona: 'admin', ...phone },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    const tabs = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(5);
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const menu = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Admin Panel' })).toBeVisible();
    await expect(within(menu).getAllByRole('link')).toHaveLength(11);
    // it opens on the current screen's entry
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('link', { name: 'Groups' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Screen at /groups' })).toBeVisible();
    await expect(open).toHaveFocus();
    const tabsAfter = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await expect(within(tabsAfter).getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * A page opened from the phone's menu is read out: a modal hides the rest of the page from screen
 * readers until it has closed (its closing animation included), but never a live region, so the
 * new page's title, said while the menu is still closing, is heard. A region hidden then would
 * never be read out.
 */
export const SideMenuLinkAnnouncesThePage: Story = {
  globals: { persona: 'member', ...phone },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(document.body);
    const region = canvasElement.querySelector('[data-page-announcer]');
    if (!region) throw new globalThis.Error('no page announcer');
    // whether the region was hidden from screen readers at each of its changes
    const saidHidden: boolean[] = [];
    const watch = new MutationObserver(() => {
      if (region.textContent) saidHidden.push(region.closest('[aria-hidden="true"]') !== null);
    });
    watch.observe(region, { childList: true, subtree: true, characterData: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Groups' }));
    await waitFor(() => expect(region).toHaveTextContent(/^Screen at \/groups \| RepRally$/));
    watch.disconnect();
    await expect(saidHidden).toEqual([false]);
  },
};

/**
 * Escape closes the menu and focus goes back to 'Open menu'. Kept beside the phone mode: the
 * menu exists only on a phone and only this play function opens it.
 */
export const SideMenuClosesOnEscape: Story = {
  globals: { persona: 'member', ...phone },
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const menu = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/** Ana has answered every invite: no marker. */
export const WithoutPendingInvites: Story = {
  globals: { persona: 'member' },
  tags: ['desktop-only'],
  parameters: {
    chromatic: { modes: desktopOnlyModes },
    msw: { handlers: { invites: scenarios.invites.empty() } },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const invites = within(nav).getByRole('link', { name: 'Invites' });
    // wait until the poll has answered, then the entry still carries nothing
    await waitFor(() =>
      expect(document.querySelector('[data-invites-poll="answered"]')).not.toBeNull(),
    );
    await expect(invites).not.toHaveAccessibleDescription();
    await expect(within(invites).queryByText('!')).toBeNull();
  },
};

/** The invite poll fails silently: no marker and no error either; the screen works on. */
export const InvitesPollFails: Story = {
  globals: { persona: 'member' },
  tags: ['desktop-only'],
  parameters: {
    chromatic: { modes: desktopOnlyModes },
    msw: { handlers: { invites: scenarios.invites.error(500) } },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(document.querySelector('[data-invites-poll="failed"]')).not.toBeNull(),
    );
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav).getByRole('link', { name: 'Invites' }),
    ).not.toHaveAccessibleDescription();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Screen at /' })).toBeVisible();
  },
};

/**
 * On /badges/monthly both entries match by prefix: Monthly Badges is the page, Badges its
 * section.
 */
export const ActiveMonthlyBadges: Story = {
  globals: { persona: 'member' },
  tags: ['desktop-only'],
  parameters: {
    chromatic: { modes: desktopOnlyModes },
    router: { path: '/badges/monthly' },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Monthly Badges' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const badges = within(nav).getByRole('link', { name: 'Badges' });
    await expect(badges).not.toHaveAttribute('aria-current');
    await expect(badges).toHaveAttribute('data-state', 'section');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** A group's settings page lights Groups (prefix match), in the top bar. */
export const ActiveGroupsDeepLink: Story = {
  globals: { persona: 'member' },
  tags: ['desktop-only'],
  parameters: {
    chromatic: { modes: desktopOnlyModes },
    router: { path: '/groups/3/settings' },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.textContent)).toEqual(['Groups']);
  },
};

/**
 * In the bottom bar Dashboard needs an exact match: on /workouts/history only Workouts lights.
 * Kept beside the phone mode: the bottom bar exists only on a phone, and only this play function
 * asserts which tab is current there.
 */
export const ActiveTabOnPhone: Story = {
  globals: { persona: 'member', ...phone },
  parameters: { router: { path: '/workouts/history' } },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await expect(within(tabs).getByRole('link', { name: 'Workouts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** An admin screen lights 'Admin'. */
export const ActiveAdmin: Story = {
  globals: { persona: 'admin' },
  tags: ['desktop-only'],
  parameters: {
    chromatic: { modes: desktopOnlyModes },
    router: { path: '/admin/users' },
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The first Tab reaches 'Skip to content', which moves focus to the page. */
export const SkipToContent: Story = {
  globals: { persona: 'member' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/**
 * A navigation says where it led: the shell's live region reads out the new page's title, as a
 * browser does for a page it loads. The first page of the visit is not read out again.
 */
export const AnnouncesNewPage: Story = {
  globals: { persona: 'member' },
  tags: ['desktop-only'],
  parameters: {
    // its picture is the Member story's
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvasElement.querySelector('[data-page-announcer]');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent(/^$/);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Workouts' }));
    await expect(await canvas.findByRole('heading', { name: 'Screen at /workouts' })).toBeVisible();
    await waitFor(() => expect(region).toHaveTextContent(/^Screen at \/workouts \| RepRally$/));
    await userEvent.click(within(nav).getByRole('link', { name: 'Groups' }));
    await waitFor(() => expect(region).toHaveTextContent(/^Screen at \/groups \| RepRally$/));
  },
};

/** Each text the shell's live region says from now on, in order. */
function sayings(canvasElement: HTMLElement) {
  const region = canvasElement.querySelector('[data-page-announcer]');
  if (!region) throw new globalThis.Error('no page announcer');
  const said: string[] = [];
  new MutationObserver(() => {
    if (region.textContent) said.push(region.textContent);
  }).observe(region, { childList: true, subtree: true, characterData: true });
  return said;
}

/**
 * The shell whose '/groups' is a page named by what it reads, naming itself after `after` ms
 * (never, when null); for the announcement's stories, which check what is said, not pictures.
 * Their `desktop-only` tag stays in each story: Storybook's index reads tags only as written there.
 */
function withNamedGroups(
  after: number | null,
): Pick<Story, 'globals' | 'parameters' | 'render' | 'beforeEach'> {
  return {
    globals: { persona: 'member' },
    parameters: { chromatic: { disableSnapshot: true } },
    render: () => <ShellRoutes namedGroups />,
    beforeEach: () => {
      named.after = after;
    },
  };
}

/**
 * A page named by what it reads (a group's page) is announced by its name, once it has read it,
 * not by the generic title it shows meanwhile ('Group | RepRally'), which said nothing of which
 * group she had opened.
 */
export const AnnouncesAPageByTheNameItReads: Story = {
  ...withNamedGroups(300),
  tags: ['desktop-only'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const said = sayings(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Groups' }));
    await canvas.findByRole('heading', { level: 1, name: 'Morning Crew' });
    await waitFor(() => expect(said).toEqual(['\u2068Morning Crew\u2069 | RepRally']));
    // and a page named at once is said at once, as before
    await userEvent.click(within(nav).getByRole('link', { name: 'Workouts' }));
    await waitFor(() => expect(said.at(-1)).toBe('Screen at /workouts | RepRally'));
  },
};

/**
 * Back before a page named by what it reads has named itself: the page she is back on is said,
 * her first page of the visit included.
 */
export const QuickBackFromAPageStillNamingItself: Story = {
  ...withNamedGroups(null),
  tags: ['desktop-only'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const said = sayings(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Groups' }));
    await canvas.findByRole('heading', { level: 1, name: 'Group' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(said).toEqual(['Screen at / | RepRally']));
  },
};

/**
 * A page whose name is slow to come is not left unsaid: after a second and a half of silence
 * the shell says its generic title, and does not speak again when the name comes.
 */
export const AnnouncesASlowPageByItsGenericTitle: Story = {
  ...withNamedGroups(1800),
  tags: ['desktop-only'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const said = sayings(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Groups' }));
    await new Promise((resolve) => setTimeout(resolve, TITLE_WAIT_MS - 500));
    await expect(said).toEqual([]);
    await waitFor(() => expect(said).toEqual(['Group | RepRally']), { timeout: TITLE_WAIT_MS });
    await canvas.findByRole('heading', { level: 1, name: 'Morning Crew' }, { timeout: 3000 });
    await expect(said).toEqual(['Group | RepRally']);
  },
};

/** A screen throws: the error page shows inside the shell; 'Go to Homepage' leads back. */
export const ScreenThrows: Story = {
  globals: { persona: 'member' },
  tags: ['desktop-only'],
  parameters: {
    chromatic: { modes: desktopOnlyModes },
    router: { path: '/broken' },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to Homepage' }));
    await expect(await canvas.findByRole('heading', { name: 'Screen at /' })).toBeVisible();
  },
};

/**
 * A screen fails, then renders on 'Try Again', pressed from the keyboard: focus moves to the page
 * itself as the error page gives way, not back to the top of the document.
 */
export const TryAgainKeepsFocusInPage: Story = {
  globals: { persona: 'member' },
  tags: ['desktop-only'],
  parameters: {
    // its picture would be the stand-in screen's
    chromatic: { disableSnapshot: true },
    router: { path: '/broken' },
  },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole('button', { name: 'Try Again' });
    broken.failing = false;
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Screen at /broken' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/**
 * The app on its mock backend adds the demo-data footer below every page, outside the page's main
 * landmark and clear of the bottom tab bar on a phone. A message she dismisses at the end of the
 * page hands focus to the page's own button before it, not on to 'Reset demo data'.
 */
export const WithFooter: Story = {
  globals: { persona: 'member' },
  parameters: { router: { path: '/notice' } },
  render: () => <ShellRoutes footer={<DemoDataControl onReset={fn()} />} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const footer = canvas.getByRole('contentinfo', { name: 'Demo data' });
    await expect(canvas.getByRole('main')).not.toContainElement(footer);
    const alert = await canvas.findByRole('alert');
    within(alert).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus());
    // the footer's control shows in full above the bottom tab bar on a phone
    const reset = within(footer).getByRole('button', { name: 'Reset demo data' });
    const page = canvasElement.ownerDocument;
    page.defaultView?.scrollTo(0, page.documentElement.scrollHeight);
    const tabBar = canvas.queryByRole('navigation', { name: 'Shortcuts' });
    if (tabBar?.checkVisibility()) {
      await expect(reset.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        tabBar.getBoundingClientRect().top,
      );
    }
  },
};

/**
 * On a phone on its side (667 x 375) the header and the tab bar over the page left it 260 px of
 * the window at every scroll. There the header stays at the page's top and scrolls away with it,
 * and a control that gets focus is kept clear of the tab bar only. The check runs in every mode,
 * so the story sets that window's viewport itself; it takes no picture (a whole page captured
 * from its top looks the same).
 */
export const HeaderScrollsAwayOnAPhoneOnItsSide: Story = {
  globals: { persona: 'member', viewport: { value: 'phoneLandscape', isRotated: false } },
  parameters: { router: { path: '/notice' }, chromatic: { disableSnapshot: true } },
  render: () => <ShellRoutes footer={<DemoDataControl onReset={fn()} />} />,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Notice' });
    const page = canvasElement.ownerDocument;
    const view = page.defaultView!;
    const header = canvas.getByRole('banner');
    const tabBar = canvas.getByRole('navigation', { name: 'Shortcuts' });
    await expect(tabBar).toBeVisible();
    // the page is taller than the window by more than the header
    const scrollable = page.documentElement.scrollHeight - view.innerHeight;
    await expect(scrollable).toBeGreaterThan(header.getBoundingClientRect().height);
    view.scrollTo(0, page.documentElement.scrollHeight);
    await waitFor(() => expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(0));
    // the tab bar still stands over the page's foot, and only it keeps focus clear: once the bars
    // are measured (their observers report after the first layout; the header's no later than
    // the tab bar's), the bottom has its padding and the top none
    await expect(tabBar.getBoundingClientRect().bottom).toBeCloseTo(view.innerHeight, 0);
    await waitFor(() => expect(page.documentElement.style.scrollPaddingBottom).not.toBe(''));
    await expect(page.documentElement.style.scrollPaddingTop).toBe('');
  },
};

/**
 * A visitor's first look at the app on its mock backend: the welcome and, below it, the demo-data
 * footer, both inside the window without scrolling, on a laptop as on a phone.
 */
export const WelcomeWithFooter: Story = {
  globals: { persona: 'signedOut' },
  render: () => <ShellRoutes footer={<DemoDataControl onReset={fn()} />} />,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument;
    const footer = canvas.getByRole('contentinfo', { name: 'Demo data' });
    const logIn = canvas.getByRole('button', { name: 'Log In' });
    // the welcome's card above the footer, the footer's last line inside the window
    await expect(logIn.getBoundingClientRect().bottom).toBeLessThan(
      footer.getBoundingClientRect().top,
    );
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      page.documentElement.clientHeight,
    );
    await expect(page.documentElement.scrollHeight).toBeLessThanOrEqual(
      page.documentElement.clientHeight,
    );
  },
};

/** Hands the page from the built welcome to the app's own page (set while the story is shown). */
let appTakesOver: (() => void) | null = null;

/**
 * The page built into index.html (the signed-out welcome, laid out but hidden for a member coming
 * back) until `appTakesOver`, then the app's page for the persona's session.
 */
function BuiltPageThenApp({ footer }: { footer: ReactNode }) {
  const live = useSession();
  const [built, setBuilt] = useState(true);
  useEffect(() => {
    appTakesOver = () => setBuilt(false);
    return () => {
      appTakesOver = null;
    };
  }, []);
  const value: SessionValue = built
    ? { ...live, session: { status: 'signedOut', signingIn: false } }
    : live;
  return (
    <SessionProvider value={value}>
      <ShellRoutes footer={footer} />
    </SessionProvider>
  );
}

/**
 * A member coming back on the mock backend: while her sign-in is checked, 'Checking your
 * sign-in...' fills the room between the header and the demo-data footer, as the welcome built
 * into the page did, so the footer stays inside the window where the built page put it.
 */
export const ReturningMemberWithFooter: Story = {
  globals: { persona: 'returning' },
  render: () => <BuiltPageThenApp footer={<DemoDataControl onReset={fn()} />} />,
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument;
    // the page boot's mark for a member coming back, as on the built page
    page.documentElement.setAttribute('data-boot', 'member');
    try {
      await canvas.findByRole('heading', { name: 'Welcome to RepRally' });
      const builtAt = canvas
        .getByRole('contentinfo', { name: 'Demo data' })
        .getBoundingClientRect();
      appTakesOver?.();
      await expect(await canvas.findByRole('status')).toHaveTextContent('Checking your sign-in...');
      const footer = canvas.getByRole('contentinfo', { name: 'Demo data' });
      await expect(footer.getBoundingClientRect().top).toBe(builtAt.top);
      await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        page.documentElement.clientHeight,
      );
    } finally {
      page.documentElement.removeAttribute('data-boot');
    }
  },
};

/**
 * The shell with a session the story can end: Ana signed in until 'End the session' (what a
 * refused token renewal does), then signed out as expired until 'Log In' signs her in again.
 */
function ShellWithExpiringSession() {
  const signedIn: Session = { status: 'signedIn', user: personas.member, isAdmin: false };
  const [session, setSession] = useState<Session>(signedIn);
  const queryClient = useQueryClient();
  return (
    <SessionProvider value={{ session, login: () => setSession(signedIn), logout: fn() }}>
      <Button
        variant="secondary"
        onClick={() => setSession({ status: 'signedOut', expired: true })}
      >
        End the session
      </Button>
      {/* the next poll now, rather than in 5 minutes */}
      <Button
        variant="secondary"
        onClick={() => void queryClient.refetchQueries({ queryKey: queryKeys.pendingInvites })}
      >
        Poll for invites
      </Button>
      <ShellRoutes />
    </SessionProvider>
  );
}

/**
 * Her session ends by itself on a page: the page waits under 'Your session has expired', and so
 * does its frame, as she left it: her navigation, her e-mail and 'Log Out' stay (out of reach
 * while she is away), so nothing under the prompt moves, and nothing moves back once she is in
 * again. The frame of a visitor signed out, with no navigation, is not hers to see.
 */
export const SessionExpiredKeepsTheFrame: Story = {
  parameters: { chromatic: { disableSnapshot: true }, router: { path: '/notice' } },
  render: () => <ShellWithExpiringSession />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heading = await canvas.findByRole('heading', { name: 'Notice' });
    const top = heading.getBoundingClientRect().top;
    // the top bar, or the bottom bar and the side menu's button, by the window's width
    const navigations = canvas.getAllByRole('navigation', { hidden: true }).length;
    await expect(canvas.getAllByRole('navigation').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'End the session' }));

    const body = within(canvasElement.ownerDocument.body);
    // the prompt's code loads on demand: on a busy machine that takes more than a second
    const prompt = await body.findByRole(
      'alertdialog',
      { name: 'Your session has expired' },
      { timeout: 5000 },
    );
    // under the prompt (hidden from assistive technology by it) the frame is hers, as it was
    await expect(canvas.getAllByRole('navigation', { hidden: true })).toHaveLength(navigations);
    const logOut = canvas.getByRole('button', { name: 'Log Out', hidden: true });
    await expect(logOut).toBeVisible();
    await expect(canvas.getByRole('banner', { hidden: true })).toHaveAttribute('inert');
    // and the page under it has not moved
    await expect(heading.getBoundingClientRect().top).toBe(top);

    await userEvent.click(within(prompt).getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('banner')).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(heading.getBoundingClientRect().top).toBe(top);
  },
};

/** The invites' server fails while it is asked, during the story. */
const invitesOutage = outage(503);

/**
 * Her last poll failed, as it does while her token is being renewed, and then her session ends:
 * under 'Your session has expired' her frame still carries the Invites marker the poll last
 * answered (the menu button's on a phone), as a failed poll shows nothing and so takes nothing
 * away either.
 */
export const InvitesMarkerKeptWhileExpired: Story = {
  globals: { persona: 'member' },
  parameters: {
    chromatic: { disableSnapshot: true },
    router: { path: '/notice' },
    msw: { handlers: { invites: [invitesOutage.failing('invites.pending'), ...handlers.invites] } },
  },
  beforeEach: () => {
    invitesOutage.end();
  },
  render: () => <ShellWithExpiringSession />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    // the Invites entry on a wide screen, 'Open menu' on a phone
    const marked = () =>
      canvas.queryByRole('navigation', { name: 'Main', hidden: true })
        ? within(canvas.getByRole('navigation', { name: 'Main', hidden: true })).getByRole('link', {
            name: 'Invites',
            hidden: true,
          })
        : canvas.getByRole('button', { name: 'Open menu', hidden: true });
    await waitFor(() => expect(marked()).toHaveAccessibleDescription('pending invites'));

    invitesOutage.start();
    await userEvent.click(canvas.getByRole('button', { name: 'Poll for invites' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-invites-poll="failed"]')).not.toBeNull(),
    );
    await expect(marked()).toHaveAccessibleDescription('pending invites');

    await userEvent.click(canvas.getByRole('button', { name: 'End the session' }));
    const body = within(canvasElement.ownerDocument.body);
    // the prompt's code loads on demand: on a busy machine that takes more than a second
    await body.findByRole('alertdialog', { name: 'Your session has expired' }, { timeout: 5000 });
    await expect(marked()).toHaveAccessibleDescription('pending invites');
  },
};

/** The last seconds of November on the server's clock (UTC), where the story starts. */
const NOVEMBER_ENDING = new Date('2026-11-30T23:59:58.000Z');

/**
 * The dashboard left open over the month's end: at midnight (UTC, the server's month) the
 * Warriors card and the month's badges move on to December by themselves, as the calendar beside
 * them does, also when the device's clock runs ahead of the server's. They kept November's
 * ranking and 'November Badges' until she changed tabs.
 */
export const MonthTurnsWhileOpen: Story = {
  tags: ['desktop-only'],
  globals: { persona: 'member' },
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: () => {
    setServerClock(() => NOVEMBER_ENDING);
    return () => setServerClock();
  },
  render: () => (
    <RunningClock from={NOVEMBER_ENDING}>
      <Routes>
        <Route element={<AppShell />}>
          <Route
            index
            element={
              <Stack gap="md">
                <MonthlyWarriorsCard />
                <MonthlyBadgesCard />
              </Stack>
            }
          />
        </Route>
      </Routes>
    </RunningClock>
  ),
  play: async ({ canvas }) => {
    // the page's time moves only as the story passes it, however long the cards take to load
    storyTime().hold();
    await expect(await canvas.findByText(/November 2026/)).toBeVisible();
    await expect(await canvas.findByText(/November Badges/)).toBeVisible();
    // the page's two seconds to midnight go by; its clock runs 30 s ahead of the server's, which
    // is still in November at the first read again
    await passTimer(2100);
    await expect(canvas.getByText(/November 2026/)).toBeVisible();
    // the server's month turns; the second read again, a minute after the first, brings December
    setServerClock(() => new Date('2026-12-01T00:00:01.000Z'));
    await passTimer(60 * 1000);
    await expect(await canvas.findByText(/December 2026/)).toBeVisible();
    await expect(await canvas.findByText(/December Badges/)).toBeVisible();
    await expect(canvas.queryByText(/November/)).toBeNull();
  },
};
