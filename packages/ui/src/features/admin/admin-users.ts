import type { AdminUser } from '@reprally/api-client';

export type AdminUserSortKey =
  'name' | 'points' | 'workoutCount' | 'challengesCompleted' | 'lastActivity';
export type SortDirection = 'ascending' | 'descending';
export type AdminUserSort = { key: AdminUserSortKey; direction: SortDirection };

/** Rows shown per page of the users table. */
export const ADMIN_USERS_PAGE_SIZE = 50;

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function compare(a: AdminUser, b: AdminUser, key: AdminUserSortKey): number {
  switch (key) {
    case 'name':
      return byName.compare(a.name, b.name);
    case 'lastActivity':
      // never active sorts below any date
      return (a.lastActivity?.getTime() ?? -Infinity) - (b.lastActivity?.getTime() ?? -Infinity);
    default:
      return a[key] - b[key];
  }
}

/**
 * The users table's rows: those whose name contains the filter (case-insensitive, trimmed),
 * sorted by the chosen column (ties by name), all on the client.
 */
export function visibleAdminUsers(
  users: readonly AdminUser[],
  filter: string,
  sort: AdminUserSort,
): AdminUser[] {
  const needle = filter.trim().toLocaleLowerCase('en-US');
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return users
    .filter((user) => needle === '' || user.name.toLocaleLowerCase('en-US').includes(needle))
    .sort((a, b) => sign * compare(a, b, sort.key) || byName.compare(a.name, b.name));
}

const lastActiveFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 18, 2026, 10:30 AM' (en-US, the member's time zone), or 'Never'. */
export function formatLastActive(date: Date | null): string {
  return date ? lastActiveFormat.format(date) : 'Never';
}
