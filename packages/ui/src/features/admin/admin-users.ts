import type { AdminUser } from '@reprally/api-client';
import { memberNameText } from '../../primitives/MemberName';

export type AdminUserSortKey =
  'name' | 'points' | 'workoutCount' | 'challengesCompleted' | 'lastActivity';
export type SortDirection = 'ascending' | 'descending';
export type AdminUserSort = { key: AdminUserSortKey; direction: SortDirection };

/** Rows shown per page of the users table. */
export const ADMIN_USERS_PAGE_SIZE = 50;

const sortKeys: readonly AdminUserSortKey[] = [
  'name',
  'points',
  'workoutCount',
  'challengesCompleted',
  'lastActivity',
];

/** A column's first press sorts names A to Z and every number or date from the highest. */
export const firstDirection = (key: AdminUserSortKey): SortDirection =>
  key === 'name' ? 'ascending' : 'descending';

/** The table as it opens: most points first. */
export const DEFAULT_ADMIN_USER_SORT: AdminUserSort = { key: 'points', direction: 'descending' };

/** What the users table shows: the name filter as typed, the sort, and the page (from 1). */
export type AdminUsersView = { filter: string; sort: AdminUserSort; page: number };

/**
 * The view an address names: `?q=` the filter, `?sort=` a column, `?dir=asc|desc` when it is not
 * the column's first direction, `?page=` from 2. Anything it does not know reads as the default,
 * so an edited or outdated link still opens the table.
 */
export function adminUsersViewFrom(params: URLSearchParams): AdminUsersView {
  const named = params.get('sort');
  const key = sortKeys.find((candidate) => candidate === named) ?? DEFAULT_ADMIN_USER_SORT.key;
  const dir = params.get('dir');
  const direction: SortDirection =
    dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : firstDirection(key);
  const page = Number(params.get('page'));
  return {
    filter: params.get('q') ?? '',
    sort: { key, direction },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The address's search for a view, keeping any other parameter: only what differs from the
 * table as it opens is written, so the plain page's address stays plain.
 */
export function adminUsersSearchFor(view: AdminUsersView, current: URLSearchParams) {
  const updated = new URLSearchParams(current);
  const set = (name: string, value: string | null) => {
    if (value === null) updated.delete(name);
    else updated.set(name, value);
  };
  const { key, direction } = view.sort;
  const isDefault =
    key === DEFAULT_ADMIN_USER_SORT.key && direction === DEFAULT_ADMIN_USER_SORT.direction;
  set('q', view.filter === '' ? null : view.filter);
  set('sort', isDefault ? null : key);
  set('dir', direction === firstDirection(key) ? null : direction === 'ascending' ? 'asc' : 'desc');
  set('page', view.page <= 1 ? null : String(view.page));
  return updated;
}

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function compare(a: AdminUser, b: AdminUser, key: AdminUserSortKey): number {
  switch (key) {
    case 'name':
      return byName.compare(memberNameText(a.name), memberNameText(b.name));
    case 'lastActivity':
      // never active sorts below any date
      return (a.lastActivity?.getTime() ?? -Infinity) - (b.lastActivity?.getTime() ?? -Infinity);
    default:
      return a[key] - b[key];
  }
}

/** Every user, sorted by the chosen column (ties by name). */
export function sortedAdminUsers(users: readonly AdminUser[], sort: AdminUserSort): AdminUser[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...users].sort((a, b) => sign * compare(a, b, sort.key) || compare(a, b, 'name'));
}

/**
 * A name as the filter compares it: lower case, with its letters' accents and other marks taken
 * off ('Tomás' reads as 'tomas'), as the sort by name ignores them too.
 */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');
}

/** Each user's folded name, worked out once per user object, not at every key she types. */
const foldedNames = new WeakMap<AdminUser, string>();

function foldedName(user: AdminUser): string {
  let name = foldedNames.get(user);
  if (name === undefined) {
    // as the table shows it: a member with no name is found by 'No name set'
    name = folded(memberNameText(user.name));
    foldedNames.set(user, name);
  }
  return name;
}

/**
 * The users whose name contains the filter (ignoring case and accents, trimmed), in the order
 * given: the table sorts once per list and order, and filters that sorted list at each key she
 * types.
 */
export function filteredAdminUsers(sorted: readonly AdminUser[], filter: string): AdminUser[] {
  const needle = folded(filter.trim());
  if (needle === '') return [...sorted];
  return sorted.filter((user) => foldedName(user).includes(needle));
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
