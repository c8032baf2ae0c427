/**
 * The signed-out welcome page, rendered to HTML at build time (the Vite config's prerender step
 * builds this file for Node, calls `renderWelcomePage` and writes the result into index.html's
 * #root). It is the app's own tree on '/' for a visitor who is signed out, so the app hydrates
 * it without changing a thing.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createApiClient } from '@reprally/api-client';
import { SessionProvider, type SessionValue } from '@reprally/ui';
import { AppRoutes, AppTree } from './App';

/** Signed out, not signing in: what the auth machine settles on for a first-time visitor. */
const signedOut: SessionValue = {
  session: { status: 'signedOut', signingIn: false },
  login: () => undefined,
  logout: () => undefined,
};

export function renderWelcomePage(): string {
  return renderToString(
    <AppTree
      session={(children) => <SessionProvider value={signedOut}>{children}</SessionProvider>}
      // never called: a signed-out page makes no API call
      apiClient={createApiClient({
        baseURL: '/api/v1',
        getAccessToken: () => Promise.reject(new Error('no API calls at build time')),
      })}
      queryClient={new QueryClient()}
      router={
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      }
    />,
  );
}
