import { describe, expect, it } from 'vitest';
import { adminStatusFromClaims } from './admin-status';

describe('adminStatusFromClaims', () => {
  it.each([
    [{ roles: ['Admin'] }, true],
    [{ roles: ['Member', 'Admin'] }, true],
    [{ roles: 'Admin' }, true],
    [{ roles: 'Admin, Member' }, false],
    [{ roles: ['Member'] }, false],
    [{ roles: ['admin'] }, false],
    [{ roles: [] }, false],
    [{}, false],
  ])('reads %o as admin: %s, with no error', (claims, isAdmin) => {
    expect(adminStatusFromClaims(claims, 'roles')).toEqual({ isAdmin, error: null });
  });

  it('reads the configured claim name, not roles', () => {
    const claims = { roles: ['Member'], 'https://reprally.app/roles': ['Admin'] };
    expect(adminStatusFromClaims(claims, 'https://reprally.app/roles').isAdmin).toBe(true);
    expect(adminStatusFromClaims(claims, 'roles').isAdmin).toBe(false);
  });

  it.each([{ roles: 7 }, { roles: { Admin: true } }, { roles: ['Admin', 3] }])(
    "treats the unreadable %o as a failed check: not admin, 'Failed to verify admin privileges'",
    (claims) => {
      expect(adminStatusFromClaims(claims, 'roles')).toEqual({
        isAdmin: false,
        error: 'Failed to verify admin privileges',
      });
    },
  );
});
