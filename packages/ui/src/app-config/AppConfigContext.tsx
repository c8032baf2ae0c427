import { createContext, use, useEffect, type ReactNode } from 'react';
import { setTitlePending } from './title-pending';

/** Product-wide settings the app reads from its environment. */
export type AppConfig = {
  /** VITE_APP_NAME, default 'RepRally'. */
  appName: string;
  /** VITE_SITE_URL, the public site named in share texts. */
  siteUrl: string;
  /** The app's version (apps/web's package version); shown on the admin settings page. */
  version?: string;
  /** Where the API lives: VITE_API_BASE_URL, or the mock backend's '/api/v1'. */
  apiBaseUrl?: string;
  /** The OpenID Connect provider's domain (the local provider's origin when none is set). */
  identityProvider?: string;
  /** True when the app runs on the MSW mock backend (no VITE_API_BASE_URL). */
  mockBackend?: boolean;
};

export const defaultAppConfig: AppConfig = {
  appName: 'RepRally',
  siteUrl: 'https://reprally.app',
};

const AppConfigContext = createContext<AppConfig>(defaultAppConfig);

export function AppConfigProvider({
  config,
  children,
}: {
  config: AppConfig;
  children: ReactNode;
}) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>;
}

export function useAppConfig(): AppConfig {
  return use(AppConfigContext);
}

/** Every page title reads '{Screen} | RepRally'; the bare name where there is no screen. */
export function pageTitle(screen: string | undefined, appName: string): string {
  return screen ? `${screen} | ${appName}` : appName;
}

/** Admin screens name their area too: 'Manage Challenges | Admin' (then '| RepRally'). */
export function adminScreenTitle(screen: string): string {
  return `${screen} | Admin`;
}

/**
 * A page named by what a member wrote (a group's name, a challenge's): the name as she wrote it,
 * set apart for the text direction (first strong isolate to pop directional isolate), so that an
 * unclosed right-to-left override in it cannot turn the rest of the title around in the browser's
 * tab.
 */
export function namedScreenTitle(name: string): string {
  return `\u2068${name}\u2069`;
}

/**
 * Sets the browser tab's title to '{screen} | {app}'. `pending`: this is a generic title the page
 * will replace with a name it is still reading (as 'Group' until the group's name is known).
 */
export function useDocumentTitle(screen?: string, { pending = false }: { pending?: boolean } = {}) {
  const { appName } = useAppConfig();
  useEffect(() => {
    document.title = pageTitle(screen, appName);
    setTitlePending(pending);
  }, [screen, appName, pending]);
  // a page left while it still read its name leaves no promise of one behind
  useEffect(() => () => setTitlePending(false), []);
}
