import { defaultAppConfig, type AppConfig } from '@reprally/ui';
import { version } from '../package.json';
import { readOidcConfig } from './auth/oidc-config';

/** The only place that reads the environment (apps/web knows about env). */
function read(name: keyof ImportMetaEnv): string | undefined {
  const value = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** This page's origin; empty where there is no page (the welcome page rendered at build time). */
const pageOrigin = typeof window === 'undefined' ? '' : window.location.origin;

/** Without VITE_API_BASE_URL the app runs on the MSW mock backend, loaded lazily. */
export const apiBaseUrl = read('VITE_API_BASE_URL');

/** 'tenant.auth0.com' for an address; the text itself when it is not one. */
function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

export const appConfig: AppConfig = {
  appName: read('VITE_APP_NAME') ?? defaultAppConfig.appName,
  siteUrl: read('VITE_SITE_URL') ?? defaultAppConfig.siteUrl,
  version,
  apiBaseUrl: apiBaseUrl ?? '/api/v1',
  identityProvider: hostOf(read('VITE_OIDC_AUTHORITY') ?? pageOrigin),
  mockBackend: apiBaseUrl === undefined,
};

/**
 * OpenID Connect settings. Without VITE_OIDC_AUTHORITY the dev and preview servers run the
 * local identity provider at /idp on this origin; its client id and API audience are the ones
 * mocks/src/idp/provider.ts registers (LOCAL_CLIENT_ID, LOCAL_AUDIENCE).
 */
export const oidcConfig = readOidcConfig(read, pageOrigin);
