import { describe, expect, it } from 'vitest';
import { adminPageTitle, adminSectionFor, adminSections, isAdminSectionActive } from './admin-nav';

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

describe('the browser tab on an admin page', () => {
  it('names the admin area after each section’s heading, once', () => {
    expect(adminSections.map((section) => adminPageTitle(section.heading))).toEqual([
      'Admin Dashboard',
      'Manage Users | Admin',
      'Manage Challenges | Admin',
      'Manage Monthly Badges | Admin',
      'Application Settings | Admin',
    ]);
  });
});
