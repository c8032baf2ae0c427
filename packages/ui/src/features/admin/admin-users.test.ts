import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@reprally/api-client';
import {
  adminUsersSearchFor,
  adminUsersViewFrom,
  filteredAdminUsers,
  sortedAdminUsers,
  type AdminUserSort,
  type AdminUsersView,
} from './admin-users';

const user = (name: string, points: number, lastActivity: Date | null = null): AdminUser => ({
  id: name,
  name,
  profilePhotoUrl: null,
  points,
  workoutCount: points / 10,
  challengesCompleted: 0,
  lastActivity,
});

const users = [
  user('Noor Haddad', 10),
  user('ana Moreno', 300, new Date('2026-11-01T00:00:00Z')),
  user('Kai Lindqvist', 120, new Date('2026-11-10T00:00:00Z')),
];

/** The table's rows: the list sorted, then filtered. */
const visibleAdminUsers = (list: readonly AdminUser[], filter: string, sort: AdminUserSort) =>
  filteredAdminUsers(sortedAdminUsers(list, sort), filter);

describe("the users table's rows", () => {
  it('sorts by a column either way, names case-insensitively', () => {
    const names = (sorted: AdminUser[]) => sorted.map((row) => row.name);
    expect(names(visibleAdminUsers(users, '', { key: 'name', direction: 'ascending' }))).toEqual([
      'ana Moreno',
      'Kai Lindqvist',
      'Noor Haddad',
    ]);
    expect(names(visibleAdminUsers(users, '', { key: 'points', direction: 'descending' }))).toEqual(
      ['ana Moreno', 'Kai Lindqvist', 'Noor Haddad'],
    );
  });

  it('puts members never active last when sorting by last activity, newest first', () => {
    const sorted = visibleAdminUsers(users, '', { key: 'lastActivity', direction: 'descending' });
    expect(sorted.map((row) => row.name)).toEqual(['Kai Lindqvist', 'ana Moreno', 'Noor Haddad']);
  });

  it('filters by a part of the name, ignoring case and spaces around it', () => {
    const found = visibleAdminUsers(users, '  MORE ', { key: 'name', direction: 'ascending' });
    expect(found.map((row) => row.name)).toEqual(['ana Moreno']);
  });

  it.each([
    ['tomas', ['Tomás Ruiz']],
    ['TOMÁS', ['Tomás Ruiz']],
    ['jose', ['José Núñez']],
    ['nunez', ['José Núñez']],
    ['zoe', ['Zoë Brontë']],
    ['chloé', ['Chloe Park']],
    ['tomaz', []],
  ])('filters ignoring accents as well as case: %j finds %j', (filter, names) => {
    const list = [
      user('Tomás Ruiz', 1),
      user('José Núñez', 2),
      user('Zoë Brontë', 3),
      user('Chloe Park', 4),
    ];
    const found = visibleAdminUsers(list, filter, { key: 'points', direction: 'ascending' });
    expect(found.map((row) => row.name)).toEqual(names);
  });

  it('finds a name written with combining accents by its letters alone', () => {
    const decomposed = user('Rene\u0301e Ortiz', 1);
    expect(filteredAdminUsers([decomposed], 'renee')).toEqual([decomposed]);
    expect(filteredAdminUsers([decomposed], 'Renée')).toEqual([decomposed]);
  });

  it('keeps the sorted order when filtering', () => {
    const sorted = sortedAdminUsers(users, { key: 'points', direction: 'ascending' });
    expect(filteredAdminUsers(sorted, 'n').map((row) => row.name)).toEqual([
      'Noor Haddad',
      'Kai Lindqvist',
      'ana Moreno',
    ]);
  });

  it('sorts and finds a member with no name as the table shows her: No name set', () => {
    const nameless = { ...user('', 50), id: 'nameless' };
    const list = [...users, nameless];
    const sorted = visibleAdminUsers(list, '', { key: 'name', direction: 'ascending' });
    expect(sorted.map((row) => row.id)).toEqual([
      'ana Moreno',
      'Kai Lindqvist',
      'nameless',
      'Noor Haddad',
    ]);
    expect(filteredAdminUsers(sorted, 'no name').map((row) => row.id)).toEqual(['nameless']);
  });

  it('leaves the given list untouched', () => {
    const list = [...users];
    filteredAdminUsers(list, '').push(user('Extra', 1));
    sortedAdminUsers(list, { key: 'points', direction: 'descending' });
    expect(list).toEqual(users);
  });
});

describe('the users table in the address', () => {
  const view = (search: string) => adminUsersViewFrom(new URLSearchParams(search));
  const search = (from: AdminUsersView, current = '') =>
    adminUsersSearchFor(from, new URLSearchParams(current)).toString();

  it('opens by points, highest first, on the first page, with no filter', () => {
    expect(view('')).toEqual({
      filter: '',
      sort: { key: 'points', direction: 'descending' },
      page: 1,
    });
    expect(search(view(''))).toBe('');
  });

  it('reads a filter, a column, its direction and a page', () => {
    expect(view('q=an&sort=name&page=3')).toEqual({
      filter: 'an',
      sort: { key: 'name', direction: 'ascending' },
      page: 3,
    });
    expect(view('sort=lastActivity&dir=asc').sort).toEqual({
      key: 'lastActivity',
      direction: 'ascending',
    });
  });

  it('reads what it does not know as the table opens', () => {
    expect(view('sort=password&dir=sideways&page=-2')).toEqual(view(''));
    expect(view('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the table as it opens, keeping other parameters', () => {
    expect(
      search({ filter: 'Kai', sort: { key: 'name', direction: 'descending' }, page: 2 }, 'x=1'),
    ).toBe('x=1&q=Kai&sort=name&dir=desc&page=2');
    expect(
      search({ filter: '', sort: { key: 'points', direction: 'ascending' }, page: 1 }, 'page=4'),
    ).toBe('sort=points&dir=asc');
  });

  it('gives back the view it wrote', () => {
    const shown: AdminUsersView = {
      filter: 'a&b=c ',
      sort: { key: 'challengesCompleted', direction: 'descending' },
      page: 7,
    };
    expect(view(search(shown))).toEqual(shown);
  });
});
