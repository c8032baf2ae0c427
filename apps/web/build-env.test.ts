import { describe, expect, it } from 'vitest';
import { envDefines, settledEnv } from './build-env';

describe('the build reads its settings as the app does', () => {
  it('trims them and leaves a blank one unset', () => {
    expect(
      settledEnv({
        VITE_API_BASE_URL: '   ',
        VITE_OIDC_AUTHORITY: ' https://tenant.auth0.com/ ',
        VITE_APP_NAME: '',
      }),
    ).toEqual({ VITE_OIDC_AUTHORITY: 'https://tenant.auth0.com/' });
  });

  it("gives the code the same values, a blank one as '' (no API: the mock backend)", () => {
    expect(
      envDefines({ VITE_API_BASE_URL: '  ', VITE_OIDC_AUTHORITY: 'https://id.example/ ' }),
    ).toEqual({
      'import.meta.env.VITE_API_BASE_URL': '""',
      'import.meta.env.VITE_OIDC_AUTHORITY': '"https://id.example/"',
    });
  });
});
