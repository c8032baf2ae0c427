import type { Connect, Plugin } from 'vite';
import { createLoopbackIdentityProviders } from './loopback';
import { IDP_MOUNT_PATH } from './provider';
import { forgetAllSessions } from './memory-adapter';
import type { DemoAccount } from './pages';

export type LocalIdpPluginOptions = {
  /** The demo members one can sign in as (the seeded database's). */
  accounts: () => readonly DemoAccount[] | Promise<readonly DemoAccount[]>;
  appName?: string;
  /** Off when the app is configured for a real provider (VITE_OIDC_AUTHORITY). */
  enabled?: boolean;
};

/**
 * POST here (under /idp) to end every session of the local provider at once, as a restart of the
 * dev server does: every signed-in page can no longer renew its tokens and shows 'Your session
 * has expired' when it next needs one.
 */
export const END_SESSIONS_PATH = '/dev/end-sessions';

/**
 * Starts the local OpenID provider inside the Vite dev server and the preview server, on the
 * app's own origin under /idp, so `npm start` and the e2e tests need no extra process.
 */
export function localIdentityProvider(options: LocalIdpPluginOptions): Plugin {
  async function mount(middlewares: Connect.Server, port: number) {
    // the app is opened on http://localhost:PORT or http://127.0.0.1:PORT alike
    const idp = await createLoopbackIdentityProviders({
      port,
      accounts: await options.accounts(),
      appName: options.appName,
    });
    // registered directly (not in a post hook) so they run before the SPA fallback
    middlewares.use(`${IDP_MOUNT_PATH}${END_SESSIONS_PATH}`, (request, response, next) => {
      if (request.method !== 'POST') return next();
      forgetAllSessions();
      response.statusCode = 204;
      response.end();
    });
    middlewares.use(IDP_MOUNT_PATH, idp.interactions);
    middlewares.use(IDP_MOUNT_PATH, idp.callback);
  }

  return {
    name: 'reprally-local-identity-provider',
    apply: () => options.enabled !== false,
    async configureServer(server) {
      await mount(server.middlewares, server.config.server.port ?? 5173);
    },
    async configurePreviewServer(server) {
      await mount(server.middlewares, server.config.preview.port ?? 4173);
    },
  };
}
