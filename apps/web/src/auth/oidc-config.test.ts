import { describe, expect, it } from 'vitest';
import { idTokenIssuer, readOidcConfig, type OidcEnvName } from './oidc-config';

const settings = (env: Partial<Record<OidcEnvName, string>>) =>
  readOidcConfig((name) => env[name], 'https://reprally.test');

describe('the sign-in popup closed by her', () => {
  it('ends the attempt at once with the local provider, whose pages keep the popup linked', () => {
    expect(settings({}).popupCloseCheck).toBe(true);
  });

  it('waits for the timeout with another provider, which may cut the link and still answer', () => {
    expect(settings({ VITE_OIDC_AUTHORITY: 'https://tenant.example/' }).popupCloseCheck).toBe(
      false,
    );
  });

  it('ends it at once with another provider that says its pages keep the link', () => {
    const config = settings({
      VITE_OIDC_AUTHORITY: 'https://tenant.example/',
      VITE_OIDC_POPUP_CLOSE_CHECK: 'true',
    });
    expect(config.popupCloseCheck).toBe(true);
  });
});

describe('the issuer her ID tokens must name', () => {
  it("keeps a provider's trailing '/', as Auth0 writes its issuer in its tokens", () => {
    const auth0 = settings({ VITE_OIDC_AUTHORITY: 'https://tenant.eu.auth0.com/' });
    expect(idTokenIssuer(auth0)).toBe('https://tenant.eu.auth0.com/');
  });

  it('adds none to a provider written without one', () => {
    const keycloak = settings({ VITE_OIDC_AUTHORITY: 'https://id.example/realms/gym' });
    expect(idTokenIssuer(keycloak)).toBe('https://id.example/realms/gym');
  });

  it("is the local provider's address without configuration", () => {
    expect(idTokenIssuer(settings({}))).toBe('https://reprally.test/idp');
  });
});
