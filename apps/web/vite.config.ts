import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// Relative paths on purpose: Vite bundles a config's relative imports, but leaves workspace
// packages to Node, which cannot load their TypeScript sources.
// eslint-disable-next-line no-restricted-imports -- see above
import { themeBootHead } from '../../packages/ui/src/theme/boot.ts';
// eslint-disable-next-line no-restricted-imports -- see above; dev and preview servers only
import { localIdentityProvider } from '../../mocks/src/idp/vite-plugin.ts';

import {
  contentSecurityPolicy,
  securityHeaders,
  SILENT_CALLBACK_PATH,
  withPolicyMeta,
  type PolicyOrigins,
} from './security-policy.ts';
// eslint-disable-next-line no-restricted-imports -- see above; the identity provider's own pages
import { IDP_MOUNT_PATH } from '../../mocks/src/idp/provider.ts';

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

/**
 * The content security policy: in the built page as a <meta> (its inline theme-boot script
 * allowed by hash), and sent by the dev and preview servers as headers with the other security
 * headers and frame-ancestors. The local identity provider's pages under /idp stand for another
 * site and keep their own.
 */
function securityPolicy(origins: PolicyOrigins): Plugin {
  /** Sends the headers with every response but the identity provider's, for the page `html`. */
  const sendHeaders = (html: () => Promise<string>): Connect.NextHandleFunction => {
    let page: Promise<string> | undefined;
    return async (req, res, next) => {
      if (req.url?.startsWith(IDP_MOUNT_PATH)) return next();
      try {
        const policy = contentSecurityPolicy(await (page ??= html()), origins, {
          header: true,
          framedBySelf: req.url?.split('?')[0] === SILENT_CALLBACK_PATH,
        });
        for (const [name, value] of Object.entries(securityHeaders(policy)))
          res.setHeader(name, value);
        next();
      } catch (error) {
        next(error);
      }
    };
  };
  return {
    name: 'reprally-security-policy',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.server
          ? html
          : withPolicyMeta(html, contentSecurityPolicy(html, origins, { header: false })),
    },
    configureServer(server) {
      // the page as the dev server serves it (with the React refresh preamble, an inline script)
      server.middlewares.use(
        sendHeaders(async () =>
          server.transformIndexHtml('/', await readFile(`${root}index.html`, 'utf8')),
        ),
      );
    },
    configurePreviewServer(server) {
      const outDir = resolve(root, server.config.build.outDir);
      server.middlewares.use(sendHeaders(() => readFile(`${outDir}/index.html`, 'utf8')));
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
      securityPolicy({ apiBaseUrl: env.VITE_API_BASE_URL, oidcAuthority: env.VITE_OIDC_AUTHORITY }),
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
