import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@reprally/api-client';
import { visibleAdminUsers } from './admin-users';

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

describe('visibleAdminUsers', () => {
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

  it('leaves the given list untouched', () => {
    visibleAdminUsers(users, '', { key: 'points', direction: 'ascending' });
    expect(users[0]?.name).toBe('Noor Haddad');
  });
});
