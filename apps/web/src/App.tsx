import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { ApiClient } from '@reprally/api-client';
import {
  ApiClientProvider,
  AppConfigProvider,
  AppErrorBoundary,
  shellMainRegion,
  ThemeProvider,
} from '@reprally/ui';
import { AuthSession } from './auth/AuthSession';
import { appConfig } from './env';
import { appRoutes } from './routes';
import { ConnectNavigation } from './connect-navigation';
import type { AppRuntime } from './runtime';

export type AppTreeProps = {
  /** Puts the session around its children (the live auth machine, or signed out at build time). */
  session: (children: ReactNode) => ReactNode;
  apiClient: ApiClient;
  queryClient: QueryClient;
  /** The router: the browser's in the app, a static one for the page rendered at build time. */
  router: ReactNode;
};

/**
 * The app's providers around its router. The page rendered at build time uses the same tree, so
 * the markup the app hydrates is exactly the markup it would render. A failure the page's own
 * boundary cannot catch (in the header, the navigation or the routes around the page) shows the
 * error page in the whole window, with 'Try Again' and a way home, and is reported, instead of
 * leaving an empty window. 'Try Again' then leaves focus on the page's main region, not at the
 * top of the document.
 */
export function AppTree({ session, apiClient, queryClient, router }: AppTreeProps) {
  return (
    <ThemeProvider>
      <AppConfigProvider config={appConfig}>
        {session(
          <ApiClientProvider client={apiClient}>
            <QueryClientProvider client={queryClient}>
              <AppErrorBoundary wholePage focusOnRetry={shellMainRegion}>
                {router}
              </AppErrorBoundary>
            </QueryClientProvider>
          </ApiClientProvider>,
        )}
      </AppConfigProvider>
    </ThemeProvider>
  );
}

/** The page at the router's address: the browser's in the app, '/' for the page built ahead. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <AppTree
      session={(children) => <AuthSession auth={runtime.auth}>{children}</AuthSession>}
      apiClient={runtime.apiClient}
      queryClient={runtime.queryClient}
      router={
        <BrowserRouter>
          <ConnectNavigation navigation={runtime.navigation} />
          <AppRoutes />
        </BrowserRouter>
      }
    />
  );
}
