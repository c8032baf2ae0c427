import { fileURLToPath } from 'node:url';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  build,
  defineConfig,
  loadEnv,
  type Connect,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
} from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// Relative paths on purpose: Vite bundles a config's relative imports, but leaves workspace
// packages to Node, which cannot load their TypeScript sources.
// eslint-disable-next-line no-restricted-imports -- relative, so Vite bundles it: by package name Node would get its TypeScript
import { themeBootHead } from '../../packages/ui/src/theme/boot.ts';
// eslint-disable-next-line no-restricted-imports -- relative, so Vite bundles it (the dev and preview servers' identity provider)
import { localIdentityProvider } from '../../mocks/src/idp/vite-plugin.ts';
// eslint-disable-next-line no-restricted-imports -- relative, so Vite bundles it (where the identity provider's pages are mounted)
import { IDP_MOUNT_PATH } from '../../mocks/src/idp/provider.ts';

import { withInlinedStyles, withoutStyleInPreloadList } from './inline-styles.ts';
import { precompressAssets } from './precompress.ts';
import { envDefines, settledEnv } from './build-env.ts';
// shared with check:bundle, which runs in Node
import { POPUP_CODE } from '../../scripts/popup-code.mjs';
import {
  appCodeScript,
  memberPreloadScript,
  memberSignInScript,
  pageBootHead,
  SILENT_CALLBACK_PATH,
  type MemberPreloads,
} from './src/boot/page-boot.ts';
import {
  discoveryDocument,
  memberSignInSettings,
  readOidcConfig,
  type OidcConfig,
} from './src/auth/oidc-config.ts';
import {
  builtPageHeaderPolicy,
  contentSecurityPolicy,
  originOf,
  securityHeaders,
  withPolicyMeta,
  type PolicyOrigins,
} from './security-policy.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * A plugin's `apply` for the browser's build only: not the dev server, and not the welcome page's
 * prerender build for Node.
 */
const browserBuild: Plugin['apply'] = (userConfig, { command }) =>
  command === 'build' && !userConfig.build?.ssr;

/**
 * Puts the boot styles and scripts first in <head>: the theme (no flash of the wrong theme), then
 * the page boot (whether the welcome page built into index.html is this visitor's page).
 */
function themeBoot(): Plugin {
  return {
    name: 'reprally-theme-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('<!-- theme-boot -->', themeBootHead() + pageBootHead()),
    },
  };
}

/**
 * Ends <head> with the scripts that start, for a member coming back, what their sign-in and first
 * page need: fetching the files (see `MemberPreloads`), once the build has named them, then the
 * silent sign-in itself (see `memberSignInScript`), with the request the app's sign-in library
 * would make.
 */
function startForMembers(origins: PolicyOrigins, oidc: OidcConfig): Plugin {
  return {
    name: 'reprally-start-for-members',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        if (!context.bundle) throw new Error('the page was built without its bundle');
        const preloads = memberPreloads(context.bundle, origins, oidc);
        return [
          {
            tag: 'script',
            attrs: { id: 'member-preloads' },
            children: memberPreloadScript(preloads),
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { id: 'member-sign-in' },
            children: memberSignInScript({
              ...memberSignInSettings(oidc),
              signInModule: preloads.signInModule,
            }),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The module tag Vite writes into index.html for the app's entry chunk. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Replaces the module tag for the app's code with `appCodeScript`, which asks for the same file
 * at once, except on the built welcome, where it waits for the page's first paint.
 */
function loadAppCode(): Plugin {
  return {
    name: 'reprally-load-app-code',
    apply: browserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = ENTRY_TAG.exec(html);
        if (!tag?.[1]) throw new Error("index.html has no module tag for the app's code");
        return html.replace(ENTRY_TAG, `<script id="app-code">${appCodeScript(tag[1])}</script>`);
      },
    },
  };
}

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * What a member coming back fetches as the page loads (see `MemberPreloads`): the
 * chunks the app's boot imports for them, with the chunks and styles those import, and the first
 * addresses the silent sign-in and the API calls reach.
 */
function memberPreloads(
  bundle: OutputBundle,
  origins: PolicyOrigins,
  oidc: OidcConfig,
): MemberPreloads {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  /** The chunk holding `module`, and every chunk it imports but the entry (already loading). */
  const withImports = (module: RegExp): OutputChunk[] => {
    const first = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
    if (!first) throw new Error(`the build has no chunk holding ${module}`);
    const found = new Map<string, OutputChunk>();
    const visit = (chunk: OutputChunk) => {
      if (chunk === entry || found.has(chunk.fileName)) return;
      found.set(chunk.fileName, chunk);
      for (const name of chunk.imports) {
        const imported = bundle[name];
        if (imported?.type === 'chunk') visit(imported);
      }
    };
    visit(first);
    return [...found.values()];
  };
  const files = (list: OutputChunk[]) => list.map((chunk) => `/${chunk.fileName}`);
  const signIn = withImports(/[\\/]apps[\\/]web[\\/]src[\\/]auth[\\/]user-manager\.ts$/);
  // the built page runs the sign-in chunk before the app's code has arrived: it must import no
  // other chunk (the entry least of all), or it would wait for it
  if (signIn[0]!.imports.length > 0) {
    throw new Error(`the sign-in chunk imports ${signIn[0]!.imports.join(', ')}`);
  }
  const member = signIn.concat(withImports(/[\\/]api-client[\\/]src[\\/]call-code\.ts$/));
  const dashboard = withImports(/[\\/]features[\\/]dashboard[\\/]DashboardScreen[\\/]index\.ts$/);
  // The weekly chart is a chunk the dashboard loads on demand, and the dashboard's first answer
  // renders it: asked for with the dashboard's own code, it is here with the workouts. Asked for
  // only when the dashboard has rendered, its round trip could come after the workouts' answer.
  const chart = withImports(/[\\/]WorkoutFrequencyChart[\\/]FrequencyLineChart\.tsx$/);
  const home = [...new Set([...dashboard, ...chart])].filter((chunk) => !member.includes(chunk));
  return {
    // an API on the page's own origin (mock mode, or a relative address) needs no connection of
    // its own
    preconnect: originOf(origins.apiBaseUrl),
    fetch: [discoveryDocument(oidc)],
    modules: files(member),
    signInModule: files(signIn)[0]!,
    homeModules: files(home),
    homeStyles: home.flatMap((chunk) =>
      [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
    ),
  };
}

/** The UI library's own index, which names every module of it: the graph walk below stops there. */
const UI_INDEX = /[\\/]packages[\\/]ui[\\/]src[\\/]index\.ts$/;
const DASHBOARD_SCREEN = /[\\/]features[\\/]dashboard[\\/]DashboardScreen[\\/]index\.ts$/;

/**
 * Sorts the dashboard's modules into two chunk groups: `kit`, what other lazily loaded screens
 * also import (the primitives, and the features' plain helpers and data hooks), and the rest, the
 * dashboard's own widgets, for 'home'. Read from the module graph once it is complete.
 *
 * One chunk for all of it made every screen that shares a primitive with the dashboard (a group
 * page, the admin area, a profile) load and evaluate the dashboard's widgets too. A widget another
 * screen shows as well (the heat map on the stats page) stays with the dashboard: that screen then
 * loads 'home', the rest do not.
 *
 * The walk follows static imports at any depth but stops at the library's index, which imports
 * every module of it (only what an importer names is bundled, but the graph holds them all).
 * Packages are left out of the test: the chunk takes the packages its modules use with them.
 */
function dashboardSharing(): { plugin: Plugin; kit(id: string): boolean } {
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: 'reprally:dashboard-sharing',
    apply: 'build',
    buildEnd() {
      const reach = (from: string) => {
        const seen = new Set<string>();
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (id !== from && UI_INDEX.test(id)) continue;
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const dashboard = ids.find((id) => DASHBOARD_SCREEN.test(id));
      if (!dashboard) return;
      const others = new Set<string>();
      for (const id of ids) {
        if (id === dashboard || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
        for (const module of reach(id)) others.add(module);
      }
      shared = new Set([...reach(dashboard)].filter((id) => id !== dashboard && others.has(id)));
    },
  };
  const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);
  // the error boundaries are not widgets: a screen's part sits in one whatever the screen
  const isWidget = (id: string) =>
    /[\\/]features[\\/](?!errors[\\/])/.test(id) && (/\.tsx$/.test(id) || /\.css\.ts/.test(id));
  return { plugin, kit: (id) => shared.has(id) && !isPackage(id) && !isWidget(id) };
}

/**
 * Preloads the text face's latin file (the one every page uses) with the page's styles, so the
 * first paint usually has it. When it does not (a slow connection), text is drawn in the fallback
 * faces scaled to Inter's metrics, so nothing moves when Inter arrives.
 */
function preloadTextFont(): Plugin {
  return {
    name: 'reprally-preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('the build has no Inter latin font file to preload');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Marks chunks with V8's compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 on): the browser
 * then compiles all of their functions as the file loads, on a background thread while it streams
 * in, instead of each one on the main thread the first time it is called.
 * - The entry chunk: nearly all of it runs at boot (React, the router, the shell, the sign-in
 *   machine), so little is compiled for nothing.
 * - Every chunk that holds a modal layer's or a menu's code (POPUP_CODE). Its code first runs
 *   inside a member's press, as the dialog or menu opens, where compiling it cost the press
 *   25 to 40 ms at a phone's speed; the chunks load on demand or once the page is idle, so their
 *   compiling stays off the page's first paint too.
 * The hint must be the file's first line; its source map moves down a line with it. It is added
 * after the file is named, so the name's hash covers everything in it but this line.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'reprally-compile-hints',
    apply: browserBuild,
    enforce: 'post',
    generateBundle: {
      // after Vite's own additions to the top of the chunk (the list of its lazy imports' files)
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (!chunk.isEntry && !chunk.moduleIds.some((id) => POPUP_CODE.test(id))) continue;
          chunk.code = HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            // in a source map each ';' starts the next generated line
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * Writes the entry's style sheet into index.html instead of linking it, so the first paint needs
 * no request but the page's (see inline-styles.ts). The file stays in the output, so the build
 * manifest stays true, but nothing loads it.
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'reprally-inline-entry-styles',
    apply: browserBuild,
    enforce: 'post',
    generateBundle: {
      // after Vite has written index.html and the chunks' preload lists
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find(
          (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry,
        );
        const page = bundle['index.html'];
        if (!entry || page?.type !== 'asset')
          throw new Error('the build has no entry or index.html');
        const sheets = [...(entry.viteMetadata?.importedCss ?? [])];
        if (sheets.length === 0) throw new Error(`the entry ${entry.fileName} has no style sheet`);
        let html = String(page.source);
        for (const sheet of sheets) {
          const asset = bundle[sheet];
          if (asset?.type !== 'asset') throw new Error(`the build has no ${sheet}`);
          html = withInlinedStyles(html, sheet, String(asset.source));
          for (const chunk of Object.values(bundle))
            if (chunk.type === 'chunk')
              chunk.code = withoutStyleInPreloadList(chunk.code, sheet, entry.fileName);
        }
        page.source = html;
      },
    },
  };
}

/** React Router's installed folder, wherever npm put it (its exports list its package.json). */
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/** A file of React Router's production build (the package's exports name only its development one). */
function reactRouterBuild(file: string): string {
  return join(reactRouterDir, 'dist', 'production', file);
}

const run = promisify(execFile);
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * After a build, renders the signed-out welcome page (src/prerender.tsx, built for Node with this
 * same config, so class names match) into index.html's #root: a visitor sees it before any script
 * runs, and the app hydrates it.
 */
function prerenderWelcome(): Plugin {
  let config: ResolvedConfig;
  // the bundle was written: a build that failed before has no index.html to render into, and
  // its own error, not this plugin's, is the one to read
  let written = false;
  return {
    name: 'reprally-prerender-welcome',
    apply: browserBuild,
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      if (!written) return;
      // inside the project, so Node finds the packages the server build leaves external
      const cache = join(root, 'node_modules', '.cache');
      await mkdir(cache, { recursive: true });
      const serverDir = await mkdtemp(join(cache, 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(root, 'src/prerender.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            manifest: false,
          },
        });
        const entry = (await readdir(serverDir)).find((name) => /^prerender\.m?js$/.test(name));
        if (!entry) throw new Error('the prerender build wrote no prerender.js');
        // rendered in a Node process of its own: this one may hold another build of React (a
        // test runner's development build), and two Reacts in one render fail
        const { stdout: page } = await run(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const { renderWelcomePage } = await import(${JSON.stringify(pathToFileURL(join(serverDir, entry)).href)});
process.stdout.write(renderWelcomePage());`,
          ],
          { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
        );
        if (!page.includes('<h1')) throw new Error('the welcome page rendered without its heading');
        const indexPath = resolve(config.root, config.build.outDir, 'index.html');
        const html = await readFile(indexPath, 'utf8');
        if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
        await writeFile(indexPath, html.replace(EMPTY_ROOT, `<div id="root">${page}</div>`));
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
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
  /**
   * Sends the headers with every response but the identity provider's, for the page `html`, its
   * policy made by `policyOf`.
   */
  const sendHeaders = (
    html: () => Promise<string>,
    policyOf: (page: string, framedBySelf: boolean) => string,
  ): Connect.NextHandleFunction => {
    let page: Promise<string> | undefined;
    return async (req, res, next) => {
      if (req.url?.startsWith(IDP_MOUNT_PATH)) return next();
      try {
        const policy = policyOf(
          await (page ??= html()),
          req.url?.split('?')[0] === SILENT_CALLBACK_PATH,
        );
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
        sendHeaders(
          async () => server.transformIndexHtml('/', await readFile(`${root}index.html`, 'utf8')),
          (page, framedBySelf) =>
            contentSecurityPolicy(page, origins, { header: true, framedBySelf }),
        ),
      );
    },
    configurePreviewServer(server) {
      const outDir = resolve(root, server.config.build.outDir);
      // the built page's own policy: the API it was built for is let in, whatever the preview
      // server's environment says
      server.middlewares.use(
        sendHeaders(
          () => readFile(`${outDir}/index.html`, 'utf8'),
          (page, framedBySelf) => builtPageHeaderPolicy(page, origins, framedBySelf),
        ),
      );
    },
  };
}

export default defineConfig(({ mode, command }) => {
  // trimmed, a blank one unset, here and in the code (`define`), as src/env.ts reads them
  const loaded = loadEnv(mode, root, 'VITE_');
  const env: Record<string, string | undefined> = settledEnv(loaded);
  const origins: PolicyOrigins = {
    apiBaseUrl: env.VITE_API_BASE_URL,
    oidcAuthority: env.VITE_OIDC_AUTHORITY,
  };
  // the app's OpenID Connect settings, read as the app reads them (no page origin at build time)
  const oidc = readOidcConfig((name) => env[name], '');
  const sharing = dashboardSharing();
  return {
    // plugin order matters: react, then vanilla-extract
    plugins: [
      react(),
      vanillaExtractPlugin(),
      themeBoot(),
      sharing.plugin,
      prerenderWelcome(),
      preloadTextFont(),
      compileHints(),
      inlineEntryStyles(),
      startForMembers(origins, oidc),
      loadAppCode(),
      securityPolicy(origins),
      // after the security policy: its headers go with the compressed copies too
      precompressAssets(),
      // without VITE_OIDC_AUTHORITY the servers run a real OpenID provider at /idp
      localIdentityProvider({
        enabled: !env.VITE_OIDC_AUTHORITY,
        appName: env.VITE_APP_NAME || 'RepRally',
        accounts: async () => (await import('../../mocks/src/idp/demo-accounts.ts')).demoAccounts(),
      }),
    ],
    // React Router's package points every import at its development build, which keeps its
    // warnings on; a release build takes the production build the package ships beside it
    resolve:
      command === 'build'
        ? {
            alias: [
              { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ],
          }
        : {},
    envPrefix: 'VITE_',
    define: envDefines(loaded),
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
              { name: 'index', tags: ['$initial'], priority: 3 },
              // What an API call needs once it is made (the transport, axios, and the schemas that
              // read the answers: call-code.ts), as one chunk with every schema module of the api
              // client that the entry does not hold. Left to automatic splitting, the schemas that
              // screens' forms share with it came in two more files of 1 to 2 KB, which every
              // signed-in page waited for.
              {
                name: 'call-code',
                test: /[\\/]packages[\\/]api-client[\\/]src[\\/]|[\\/]node_modules[\\/]axios[\\/]/,
                priority: 2,
              },
              // The dashboard and everything it needs beyond the entry, as two chunks: 'kit', what
              // other screens share with it (see dashboardSharing), and 'home', its own widgets.
              // Left to automatic splitting it came in about 30 small chunks that compress worse
              // (entry + dashboard 210 KB gzipped in mock mode, against 198 KB with the dashboard in
              // the entry) and arrive later (Lighthouse LCP for a member coming back 7.0 s, against
              // 5.2 s). As one chunk, for a real API: 180.8 + 16.0 KB, against 194.9 KB in the
              // entry; a first-time visitor loads 14 KB less. But then a group page, the admin area
              // and five more screens loaded and evaluated all of the dashboard's widgets for the
              // few primitives they share with it (a group page 80.0 KB in 14 files before its
              // first render, 71.9 KB with the split).
              { name: 'kit', test: sharing.kit, priority: 1.5 },
              {
                name: 'home',
                test: /[\\/]features[\\/]dashboard[\\/]DashboardScreen[\\/]/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
});
