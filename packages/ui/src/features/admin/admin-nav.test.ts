import { describe, expect, it } from 'vitest';
import { adminSectionFor, isAdminSectionActive } from './admin-nav';

describe('admin side navigation', () => {
  it('lights Dashboard on /admin only (exact match)', () => {
    expect(isAdminSectionActive('/admin', '/admin')).toBe(true);
    expect(isAdminSectionActive('/admin', '/admin/')).toBe(true);
    expect(isAdminSectionActive('/admin', '/admin/users')).toBe(false);
  });

  it('lights the other entries on their path prefix, per segment', () => {
    expect(isAdminSectionActive('/admin/challenges', '/admin/challenges')).toBe(true);
    expect(isAdminSectionActive('/admin/challenges', '/admin/challenges/7')).toBe(true);
    expect(isAdminSectionActive('/admin/users', '/admin/usersX')).toBe(false);
  });

  it('names the section a path is in', () => {
    expect(adminSectionFor('/admin/monthly-badges').label).toBe('Monthly Badges');
    expect(adminSectionFor('/admin').heading).toBe('Admin Dashboard');
  });
});
