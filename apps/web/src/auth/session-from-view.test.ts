import { describe, expect, it } from 'vitest';
import { authMessages, type AuthView } from '@reprally/machines';
import { sessionFromView } from './session-from-view';

const kai = { sub: 'user-kai', email: 'kai@example.com', name: 'Kai', picture: null };
const signedIn: AuthView = {
  status: 'signedIn',
  user: kai,
  isAdmin: false,
  adminCheckError: null,
  error: null,
  sessionExpired: false,
};

describe('the session the screens see', () => {
  it('carries a failed admin check, so the admin area can say why it stays closed', () => {
    const session = sessionFromView({
      ...signedIn,
      adminCheckError: authMessages.adminCheckFailed,
    });
    expect(session).toMatchObject({
      status: 'signedIn',
      isAdmin: false,
      adminCheckError: 'Failed to verify admin privileges',
    });
    // while 'Log Out' takes her to the provider, the page stays as it was
    expect(
      sessionFromView({
        ...signedIn,
        status: 'signingOut',
        adminCheckError: authMessages.adminCheckFailed,
      }),
    ).toMatchObject({ signingOut: true, adminCheckError: 'Failed to verify admin privileges' });
  });

  it('has no admin check error for a member whose roles were read', () => {
    expect(sessionFromView(signedIn)).not.toHaveProperty('adminCheckError');
    expect(sessionFromView({ ...signedIn, isAdmin: true })).toMatchObject({
      isAdmin: true,
      user: { roles: ['Admin'] },
    });
  });
});
