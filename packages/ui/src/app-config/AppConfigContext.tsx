import { createContext, use, useEffect, type ReactNode } from 'react';

/** Product-wide settings the app reads from its environment (DECISIONS.md 'Name and identity'). */
export type AppConfig = {
  /** VITE_APP_NAME, default 'RepRally'. */
  appName: string;
  /** VITE_SITE_URL, the public site named in share texts. */
  siteUrl: string;
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

export function useDocumentTitle(screen?: string) {
  const { appName } = useAppConfig();
  useEffect(() => {
    document.title = pageTitle(screen, appName);
  }, [screen, appName]);
}
