import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// Relative paths on purpose: Vite bundles a config's relative imports, but leaves workspace
// packages to Node, which cannot load their TypeScript sources.
// eslint-disable-next-line no-restricted-imports -- see above
import { themeBootHead } from '../../packages/ui/src/theme/boot.ts';
// eslint-disable-next-line no-restricted-imports -- see above; dev and preview servers only
import { localIdentityProvider } from '../../mocks/src/idp/vite-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Puts the theme boot style and script first in <head>: no flash of the wrong theme. */
function themeBoot(): Plugin {
  return {
    name: 'reprally-theme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!-- theme-boot -->', themeBootHead()),
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  return {
    // plugin order matters: react, then vanilla-extract
    plugins: [
      react(),
      vanillaExtractPlugin(),
      themeBoot(),
      // without VITE_OIDC_AUTHORITY the servers run a real OpenID provider at /idp
      localIdentityProvider({
        enabled: !env.VITE_OIDC_AUTHORITY,
        appName: env.VITE_APP_NAME || 'RepRally',
        accounts: async () => (await import('../../mocks/src/idp/demo-accounts.ts')).demoAccounts(),
      }),
    ],
    envPrefix: 'VITE_',
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Every module the entry imports statically ('$initial': reachable from index.html
              // without a dynamic import) goes into the entry chunk. Without this group Rolldown
              // moves initial modules that lazy screens also use (React's JSX runtime, Button,
              // the query client...) into shared chunks of their own: more files before first
              // paint, and worse gzip than one file. Modules only lazy screens reach are left to
              // automatic splitting, so they stay in the screens' chunks.
              { name: 'index', tags: ['$initial'] },
            ],
          },
        },
      },
    },
  };
});
