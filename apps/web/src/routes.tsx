import type { ComponentType } from 'react';
import {
  matchRoutes,
  Navigate,
  useLocation,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import {
  AppShell,
  DemoDataControl,
  prefetchGroup,
  prefetchGroupChallenge,
  ProtectedRoute,
  SessionCheck,
  useSession,
} from '@reprally/ui';
import { parseCallbackQuery } from '@reprally/machines';
import { loadable, screenElement, type Loadable } from './loadable';

/**
 * The home screen (the dashboard): a first-time visitor on '/' sees the welcome and never needs
 * it. A member coming back needs it at once, so the app starts loading it at boot
 * (`preloadHomeScreen`), alongside the silent sign-in it waits for anyway.
 */
const home = loadable(() =>
  import('@reprally/ui/screens/dashboard').then((s) => s.DashboardScreen),
);
export const preloadHomeScreen = home.preload;
const HomeScreen = home.Screen;

/**
 * A protected screen loaded on demand: the title the signed-out prompt and the page title show,
 * and the import of its own entry point of @reprally/ui, so the main chunk never holds it.
 */
type ScreenEntry = {
  path: string;
  title: string;
  load: () => Promise<ComponentType>;
  /**
   * Starts the request the screen's first paint waits for (its heading's data), for a member
   * coming back to its address: it then travels while the screen's code loads, instead of after.
   */
  firstRequest?: (params: Params, app: ScreenRequestContext) => void;
};
/** What a screen's first request is made with: the app's cache and API client. */
type ScreenRequestContext = { queryClient: QueryClient; apiClient: ApiClient };

/** The first request of the group's page and its settings: the group their headings name. */
const groupFirstRequest: ScreenEntry['firstRequest'] = ({ groupId }, { queryClient, apiClient }) =>
  prefetchGroup(queryClient, apiClient, groupId);

/** A screen with its loader, made once, so that its preload at boot and its route share one load. */
type LazyScreen = ScreenEntry & Loadable;

const withLoaders = (screens: ScreenEntry[]): LazyScreen[] =>
  screens.map((screen) => ({ ...screen, ...loadable(screen.load) }));

/** Every screen but the home screen, each in its own chunk. One line a screen. */
const lazyScreens = withLoaders([
  {
    path: 'leaderboard',
    title: 'Leaderboard',
    load: () => import('@reprally/ui/screens/leaderboard').then((s) => s.LeaderboardPage),
  },
  {
    path: 'challenges',
    title: 'Your Challenges',
    load: () => import('@reprally/ui/screens/challenges').then((s) => s.ChallengesPage),
  },
  {
    path: 'badges',
    title: 'Your Badges',
    load: () => import('@reprally/ui/screens/badges').then((s) => s.BadgesPage),
  },
  {
    path: 'badges/monthly',
    title: 'Monthly Badges',
    load: () => import('@reprally/ui/screens/monthly-badges').then((s) => s.MonthlyBadgesPage),
  },
  {
    path: 'profile',
    title: 'Profile',
    load: () => import('@reprally/ui/screens/profile').then((s) => s.ProfileScreen),
  },
  {
    path: 'workouts',
    title: 'Workout History',
    load: () => import('@reprally/ui/screens/workouts').then((s) => s.WorkoutHistoryPage),
  },
  {
    path: 'stats',
    title: 'Your Fitness Stats',
    load: () => import('@reprally/ui/screens/stats').then((s) => s.StatsPage),
  },
  {
    path: 'monthly-warriors',
    title: 'Monthly Workout Warriors',
    load: () => import('@reprally/ui/screens/monthly-warriors').then((s) => s.MonthlyWarriorsPage),
  },
  {
    path: 'groups',
    title: 'My Groups',
    load: () => import('@reprally/ui/screens/groups').then((s) => s.MyGroupsPage),
  },
  {
    path: 'groups/create',
    title: 'Create Group',
    load: () => import('@reprally/ui/screens/create-group').then((s) => s.CreateGroupPage),
  },
  {
    path: 'invites',
    title: 'Group Invites',
    load: () => import('@reprally/ui/screens/invites').then((s) => s.InvitesPage),
  },
  {
    path: 'groups/:groupId/settings',
    title: 'Group Settings',
    load: () => import('@reprally/ui/screens/group-settings').then((s) => s.GroupSettingsPage),
    // its heading names the group
    firstRequest: groupFirstRequest,
  },
  {
    path: 'groups/:groupId',
    title: 'Group',
    load: () => import('@reprally/ui/screens/group').then((s) => s.GroupScreen),
    firstRequest: groupFirstRequest,
  },
  {
    path: 'groups/:groupId/challenges/create',
    title: 'Create Challenge',
    load: () =>
      import('@reprally/ui/screens/group-challenge-create').then((s) => s.CreateChallengePage),
  },
  {
    // the form's other address: redirects to /groups/{groupId}/challenges/create
    path: 'groups/:groupId/challenges/new',
    title: 'Create Challenge',
    load: () =>
      import('@reprally/ui/screens/group-challenge-create').then((s) => s.CreateChallengeRedirect),
  },
  {
    path: 'groups/:groupId/challenges/:challengeId',
    title: 'Group Challenge',
    load: () => import('@reprally/ui/screens/group-challenge').then((s) => s.ChallengePage),
    // its heading is the challenge's name
    firstRequest: ({ groupId, challengeId }, { queryClient, apiClient }) =>
      prefetchGroupChallenge(queryClient, apiClient, groupId, challengeId),
  },
]);

/**
 * The admin area: one lazy layout (access check and side navigation, 'Checking permissions...'
 * while its chunk loads) around a lazy chunk per admin screen; `path: ''` is /admin itself.
 */
const adminScreens = withLoaders([
  {
    path: '',
    title: 'Admin Dashboard',
    load: () => import('@reprally/ui/screens/admin-dashboard').then((s) => s.AdminDashboard),
  },
  {
    path: 'challenges',
    title: 'Manage Challenges',
    load: () => import('@reprally/ui/screens/admin-challenges').then((s) => s.AdminChallengesPage),
  },
  {
    path: 'monthly-badges',
    title: 'Manage Monthly Badges',
    load: () =>
      import('@reprally/ui/screens/admin-monthly-badges').then((s) => s.AdminMonthlyBadgesPage),
  },
  {
    path: 'users',
    title: 'Manage Users',
    load: () => import('@reprally/ui/screens/admin-users').then((s) => s.AdminUsersPage),
  },
  {
    path: 'settings',
    title: 'Application Settings',
    load: () => import('@reprally/ui/screens/admin-settings').then((s) => s.AdminSettingsPage),
  },
]);

/** The admin area's layout (access check and side navigation), a chunk of its own. */
const adminLayout = loadable(() => import('@reprally/ui/screens/admin').then((s) => s.AdminLayout));

function adminRoute(): RouteObject {
  const AdminLayout = adminLayout.Screen;
  return {
    path: 'admin',
    // the admin screen names the page once the layout's code is there; the announcement of the
    // new page waits for that name
    element: screenElement(
      AdminLayout,
      <SessionCheck label="Checking permissions..." titlePending />,
    ),
    children: adminScreens.map(({ path, title, Screen }) => {
      // the screen's own title names the admin area too ('Manage Users | Admin'): said once it is set
      const element = screenElement(
        Screen,
        <SessionCheck screenTitle={title} label="Loading…" titlePending />,
      );
      return path === '' ? { index: true, element } : { path, element };
    }),
  };
}

function screenRoute({ path, title, Screen }: LazyScreen): RouteObject {
  return {
    path,
    element: (
      <ProtectedRoute screenTitle={title}>
        {screenElement(Screen, <SessionCheck screenTitle={title} label="Loading…" />)}
      </ProtectedRoute>
    ),
  };
}

/** The screen at `pathname` and the address's parameters, matched as the router matches them. */
function screenAt(pathname: string): { screen: LazyScreen; params: Params; admin: boolean } | null {
  // the router's own matching and ranking ('/groups/create' is not the group ':groupId')
  const matched = (screens: LazyScreen[], base: string) => {
    const routes = screens.map(({ path }) => ({ path: `${base}${path}` }));
    const match = matchRoutes(routes, pathname)?.[0];
    const screen = screens.find((entry) => `${base}${entry.path}` === match?.route.path);
    return match && screen ? { screen, params: match.params } : null;
  };
  const member = matched(lazyScreens, '/');
  if (member) return { ...member, admin: false };
  const admin = matched(adminScreens, '/admin/');
  return admin ? { ...admin, admin: true } : null;
}

/**
 * Starts loading the code of the screen at `pathname` (for the admin area, its layout too), as the
 * home screen's is at boot: a member coming back to a deep link waits for the silent sign-in
 * anyway, and the screen's code (tens of small files for a group page) then loads meanwhile
 * instead of after it, and the screen renders with the rest of her page. Nothing for an address
 * no screen has.
 */
export function preloadScreen(pathname: string): void {
  const found = screenAt(pathname);
  if (!found) return;
  if (found.admin) adminLayout.preload();
  found.screen.preload();
}

/**
 * Starts the first request of the screen at `pathname`, if it names one, for a member coming back
 * to it: once her sign-in has ended with her signed in (`signedIn` resolves to whether it has). A
 * request made before would only wait for the sign-in, and one for someone signed out would fail.
 * Her screen's code is often still loading then, and the answer it waits for is already on its way
 * when it first renders.
 */
export function startFirstRequest(
  pathname: string,
  app: ScreenRequestContext,
  signedIn: Promise<boolean>,
): void {
  const found = screenAt(pathname);
  const request = found?.screen.firstRequest;
  if (!found || !request) return;
  void signedIn.then((yes) => {
    if (yes) request(found.params, app);
  });
}

/** On the mock backend: 'Reset demo data' puts the browser's database back to the seed. */
const demoData = import.meta.env.VITE_API_BASE_URL ? null : (
  <DemoDataControl
    onReset={async () => {
      const { resetDemoData } = await import('./mock-backend');
      await resetDemoData();
      window.location.reload();
    }}
  />
);

/**
 * /callback: the identity provider's redirect back, which the auth machine finishes and then
 * navigates on. An address there without the provider's answer (typed, or kept from an earlier
 * visit) is nothing to finish: once the sign-in state is known it goes home, instead of
 * 'Checking your sign-in...' for ever.
 */
function CallbackRoute() {
  const { search } = useLocation();
  const { session } = useSession();
  if (!parseCallbackQuery(search) && session.status !== 'loading') {
    return <Navigate to="/" replace />;
  }
  return <SessionCheck />;
}

/** Routes are registered only for screens that exist; everything else goes home. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell footer={demoData} />,
    children: [
      {
        index: true,
        element: (
          <ProtectedRoute screenTitle="Dashboard" welcome>
            {screenElement(HomeScreen, <SessionCheck screenTitle="Dashboard" label="Loading…" />)}
          </ProtectedRoute>
        ),
      },
      // the identity provider's redirect back: the auth machine finishes and navigates on
      { path: 'callback', element: <CallbackRoute /> },
      ...lazyScreens.map(screenRoute),
      adminRoute(),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
