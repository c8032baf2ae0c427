/**
 * The OpenID Connect settings a build is made with, read from its env (VITE_OIDC_*). Plain
 * TypeScript that imports none of the app's code, so the Vite config reads them exactly as the
 * app does: the built page's boot script starts a member's silent sign-in with the same request
 * the app's sign-in library would make.
 */

import type { MemberSignIn } from '../boot/page-boot';

/** The env settings read here. */
export type OidcEnvName =
  | 'VITE_OIDC_AUTHORITY'
  | 'VITE_OIDC_CLIENT_ID'
  | 'VITE_OIDC_AUDIENCE'
  | 'VITE_AUTH_ROLES_CLAIM'
  | 'VITE_OIDC_POPUP_CLOSE_CHECK';

export type OidcConfig = {
  /** The identity provider's address; the local one is at /idp on the page's origin. */
  authority: string;
  clientId: string;
  /** The ID token claim that lists the member's roles. */
  rolesClaim: string;
  /** The scopes asked for in every authorization request. */
  scope: string;
  /** Further parameters of every authorization request: the API's audience (`audience`). */
  extraQueryParams: Record<string, string>;
  /**
   * Whether a sign-in popup she closes ends the attempt at once (cancelled). Only for a provider
   * whose pages keep the popup's link to the app: one that cuts it (Cross-Origin-Opener-Policy)
   * makes the popup look closed as soon as it opens, and still answers, over a channel of its
   * own. Without the check, a closed popup ends when the 60 s for it have passed.
   */
  popupCloseCheck: boolean;
};

/** How long the identity provider has to answer a silent sign-in in its hidden frame. */
export const SILENT_SIGN_IN_TIMEOUT_SECONDS = 10;

/**
 * The settings from `read` (a setting's text, or undefined when it is unset or blank).
 * Without VITE_OIDC_AUTHORITY the local identity provider is used, with the client id and API
 * audience it registers; it releases the roles claim under a scope of its own. offline_access
 * asks for a refresh token, which renews the session without a frame.
 */
export function readOidcConfig(
  read: (name: OidcEnvName) => string | undefined,
  pageOrigin: string,
): OidcConfig {
  const authority = read('VITE_OIDC_AUTHORITY');
  return {
    authority: authority ?? `${pageOrigin}/idp`,
    clientId: read('VITE_OIDC_CLIENT_ID') ?? 'reprally-web',
    rolesClaim: read('VITE_AUTH_ROLES_CLAIM') ?? 'roles',
    scope: `openid profile email offline_access${authority === undefined ? ' roles' : ''}`,
    extraQueryParams: { audience: read('VITE_OIDC_AUDIENCE') ?? 'https://api.reprally.local' },
    // the local provider keeps the popup's link; another one only when it says so
    popupCloseCheck:
      authority === undefined || read('VITE_OIDC_POPUP_CLOSE_CHECK')?.toLowerCase() === 'true',
  };
}

/**
 * The issuer her ID tokens must name (`iss`): the authority exactly as configured. An issuer is
 * compared character for character, and providers differ on a trailing '/': Auth0's tokens end
 * with one ('https://tenant.eu.auth0.com/'), Keycloak's do not. So the setting is written as the
 * provider writes its issuer, and kept as written.
 */
export function idTokenIssuer(config: OidcConfig): string {
  return config.authority;
}

/** The identity provider's discovery document (a path on the page's origin for the local one). */
export function discoveryDocument(config: OidcConfig): string {
  return `${config.authority.replace(/\/$/, '')}/.well-known/openid-configuration`;
}

/** What the built page's boot needs to start a member's silent sign-in as the app would. */
export function memberSignInSettings(config: OidcConfig): MemberSignIn {
  return {
    discovery: discoveryDocument(config),
    clientId: config.clientId,
    scope: config.scope,
    extraQueryParams: config.extraQueryParams,
    timeoutMs: SILENT_SIGN_IN_TIMEOUT_SECONDS * 1000,
    authority: config.authority,
  };
}
