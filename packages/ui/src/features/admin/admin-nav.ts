import { adminScreenTitle } from '../../app-config/AppConfigContext';
import type { NavEntryState } from '../shell/nav-active';
import type { NavEntry } from '../shell/nav-entries';

/** The admin area's root: Dashboard. */
export const ADMIN_ROOT = '/admin';

/** Each admin screen's heading, as its side-navigation entry and its browser tab name it. */
export const ADMIN_DASHBOARD_TITLE = 'Admin Dashboard';
export const MANAGE_USERS_TITLE = 'Manage Users';
export const MANAGE_CHALLENGES_TITLE = 'Manage Challenges';
export const MANAGE_MONTHLY_BADGES_TITLE = 'Manage Monthly Badges';
export const APPLICATION_SETTINGS_TITLE = 'Application Settings';

/** Each admin screen: its side-navigation entry and its heading. */
export type AdminSection = NavEntry & { heading: string };

/** The admin side navigation, in this order. */
export const adminSections = [
  { label: 'Dashboard', to: ADMIN_ROOT, heading: ADMIN_DASHBOARD_TITLE },
  { label: 'Users', to: '/admin/users', heading: MANAGE_USERS_TITLE },
  { label: 'Challenges', to: '/admin/challenges', heading: MANAGE_CHALLENGES_TITLE },
  { label: 'Monthly Badges', to: '/admin/monthly-badges', heading: MANAGE_MONTHLY_BADGES_TITLE },
  { label: 'Settings', to: '/admin/settings', heading: APPLICATION_SETTINGS_TITLE },
] as const satisfies readonly AdminSection[];

/**
 * The browser tab's title for an admin page with this heading: 'Manage Users | Admin', and the
 * dashboard's own heading alone, as 'Admin Dashboard' names the area already.
 */
export function adminPageTitle(heading: string): string {
  return heading === ADMIN_DASHBOARD_TITLE ? heading : adminScreenTitle(heading);
}

/**
 * Dashboard is active only on /admin itself; every other entry on its path and anything under
 * it ('/admin/challenges/...'), read per path segment so '/admin/usersX' lights nothing.
 */
export function isAdminSectionActive(route: string, path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (route === ADMIN_ROOT) return trimmed === ADMIN_ROOT;
  return trimmed === route || trimmed.startsWith(`${route}/`);
}

export function adminSectionState(route: string, path: string): NavEntryState {
  return isAdminSectionActive(route, path) ? 'page' : null;
}

/** The section the path is in (Dashboard for /admin and anything unknown). */
export function adminSectionFor(path: string): AdminSection {
  return (
    adminSections.find((section) => isAdminSectionActive(section.to, path)) ?? adminSections[0]
  );
}
