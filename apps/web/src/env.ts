import { defaultAppConfig, type AppConfig } from '@reprally/ui';

/** The only place that reads the environment (ARCHITECTURE.md: apps/web knows about env). */
function read(name: keyof ImportMetaEnv): string | undefined {
  const value = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export const appConfig: AppConfig = {
  appName: read('VITE_APP_NAME') ?? defaultAppConfig.appName,
  siteUrl: read('VITE_SITE_URL') ?? defaultAppConfig.siteUrl,
};
