import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import { startMockApiServer, type MockApiExchange, type MockApiServer } from '@reprally/mocks/http';

/**
 * Production builds served on ports of their own, for the journey on the mock API over HTTP and
 * for `npm run bench`: a build goes into its own folder and is served by Vite's preview server
 * (with the local identity provider at /idp), so the build the other journeys use
 * (apps/web/dist on port 4173) is left alone.
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs a Vite build as a release build: React and the other libraries in their production form.
 * Vite keeps a NODE_ENV it finds set, and Vitest sets it to 'test', which would ship React's
 * development build to the journeys instead of what members get.
 */
export async function asRelease<T>(work: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** A port nothing listens on now (the preview server's identity provider needs it up front). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type BuildAndPreviewOptions = {
  /** Where the build goes (emptied first). */
  outDir: string;
  /** The preview server's port on localhost. */
  port: number;
  /** The API the build calls (VITE_API_BASE_URL); without it, the mock build (service worker). */
  apiBaseUrl?: string;
};

/** Builds the app into `outDir` (no source maps) and serves it on `port`. */
export async function buildAndPreview({
  outDir,
  port,
  apiBaseUrl,
}: BuildAndPreviewOptions): Promise<PreviewServer> {
  const previous = process.env.VITE_API_BASE_URL;
  // the build reads the API's address from the environment
  if (apiBaseUrl === undefined) delete process.env.VITE_API_BASE_URL;
  else process.env.VITE_API_BASE_URL = apiBaseUrl;
  // the local identity provider's plugin pulls extensionless TypeScript into the config bundle
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  try {
    await asRelease(() =>
      build({
        root: webRoot,
        configFile: `${webRoot}vite.config.ts`,
        // the release build's warnings (chunk sizes, plugin timings) are printed by the first build
        logLevel: 'error',
        // cheaper than the release build: no source maps, no gzip report
        build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
      }),
    );
    // served as the README's `npm run preview` serves it, without the build's settings: the
    // server's headers follow the built page
    delete process.env.VITE_API_BASE_URL;
    return await preview({
      root: webRoot,
      configFile: `${webRoot}vite.config.ts`,
      logLevel: 'warn',
      build: { outDir },
      preview: { port, strictPort: true, host: 'localhost' },
    });
  } finally {
    if (previous === undefined) delete process.env.VITE_API_BASE_URL;
    else process.env.VITE_API_BASE_URL = previous;
  }
}

export type AppOnMockApi = {
  api: MockApiServer;
  server: PreviewServer;
  /** The preview server's origin, e.g. http://localhost:41234 (the API lets only it in). */
  appOrigin: string;
  close(): Promise<void>;
};

/**
 * The HTTP mock API on a free port, seeded around today as `npm run mock-api` is (the browser's
 * today), and a build made for it (VITE_API_BASE_URL = its address) on another free port.
 */
export async function startAppOnMockApi({
  outDir,
  onExchange,
}: {
  outDir: string;
  /** Called with every answer of the API, as it saw it. */
  onExchange?: (exchange: MockApiExchange) => void;
}): Promise<AppOnMockApi> {
  const port = await freePort();
  const appOrigin = `http://localhost:${port}`;
  const api = await startMockApiServer({
    port: 0,
    allowedOrigins: [appOrigin],
    clock: () => new Date(),
    onExchange,
  });
  let server: PreviewServer;
  try {
    server = await buildAndPreview({ outDir, port, apiBaseUrl: api.url });
  } catch (error) {
    await api.close();
    throw error;
  }
  return {
    api,
    server,
    appOrigin,
    async close() {
      await server.close();
      await api.close();
    },
  };
}
