import { adminScreenTitle } from '../../app-config/AppConfigContext';
import type { NavEntryState } from '../shell/nav-active';
import type { NavEntry } from '../shell/nav-entries';

/** The admin area's root: Dashboard. */
export const ADMIN_ROOT = '/admin';

/** Each admin screen: its side-navigation entry and its heading. */
export type AdminSection = NavEntry & { heading: string };

/** The admin side navigation, in this order. */
export const adminSections = [
  { label: 'Dashboard', to: ADMIN_ROOT, heading: 'Admin Dashboard' },
  { label: 'Users', to: '/admin/users', heading: 'Manage Users' },
  { label: 'Challenges', to: '/admin/challenges', heading: 'Manage Challenges' },
  { label: 'Monthly Badges', to: '/admin/monthly-badges', heading: 'Manage Monthly Badges' },
  { label: 'Settings', to: '/admin/settings', heading: 'Application Settings' },
] as const satisfies readonly AdminSection[];

/**
 * The browser tab's title for an admin page with this heading: 'Manage Users | Admin', and the
 * dashboard's own heading alone, as 'Admin Dashboard' names the area already.
 */
export function adminPageTitle(heading: string): string {
  return heading === adminSections[0].heading ? heading : adminScreenTitle(heading);
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
