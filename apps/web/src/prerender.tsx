/**
 * The signed-out welcome page, rendered to HTML at build time (the Vite config's prerender step
 * builds this file for Node, calls `renderWelcomePage` and writes the result into index.html's
 * #root). It is the app's own tree on '/' for a visitor who is signed out, so the app hydrates
 * it without changing a thing.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createApiClient } from '@reprally/api-client';
import { SessionProvider, type SessionValue } from '@reprally/ui';
import { AppTree } from './App';
import { appRoutes } from './routes';

/** Signed out, not signing in: what the auth machine settles on for a first-time visitor. */
const signedOut: SessionValue = {
  session: { status: 'signedOut', signingIn: false },
  login: () => undefined,
  logout: () => undefined,
};

export async function renderWelcomePage(): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`'/' answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppTree
      session={(children) => <SessionProvider value={signedOut}>{children}</SessionProvider>}
      // never called: a signed-out page makes no API call
      apiClient={createApiClient({
        baseURL: '/api/v1',
        getAccessToken: () => Promise.reject(new Error('no API calls at build time')),
      })}
      queryClient={new QueryClient()}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
  );
}
