import type { Connect, Plugin } from 'vite';
import { createLocalIdentityProvider, IDP_MOUNT_PATH, type LocalIdpOptions } from './provider';
import type { DemoAccount } from './pages';

export type LocalIdpPluginOptions = {
  /** The demo members one can sign in as (the seeded database's). */
  accounts: () => readonly DemoAccount[] | Promise<readonly DemoAccount[]>;
  appName?: string;
  /** Off when the app is configured for a real provider (VITE_OIDC_AUTHORITY). */
  enabled?: boolean;
};

/**
 * Starts the local OpenID provider inside the Vite dev server and the preview server, on the
 * app's own origin under /idp, so `npm start` and the e2e tests need no extra process.
 */
export function localIdentityProvider(options: LocalIdpPluginOptions): Plugin {
  async function mount(middlewares: Connect.Server, port: number) {
    const origin = `http://localhost:${port}`;
    const idp = await createLocalIdentityProvider({
      issuer: `${origin}${IDP_MOUNT_PATH}`,
      appOrigins: [origin],
      accounts: await options.accounts(),
      appName: options.appName,
    } satisfies LocalIdpOptions);
    // registered directly (not in a post hook) so they run before the SPA fallback
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
