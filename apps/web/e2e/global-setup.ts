import { build, preview, type PreviewServer } from 'vite';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { asRelease } from './app-servers';

/**
 * The end-to-end tests run against the production build served by `vite preview`, as a
 * member's browser would see it. Build once, serve on 4173, hand the URL to the tests.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
let server: PreviewServer | undefined;
// the local identity provider's plugin pulls extensionless TypeScript into the config bundle
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

export async function setup(project: TestProject) {
  await asRelease(() => build({ root, logLevel: 'warn', configFile: `${root}/vite.config.ts` }));
  server = await preview({
    root,
    configFile: `${root}/vite.config.ts`,
    preview: { port: 4173, strictPort: true, host: 'localhost' },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls?.local[0] ?? 'http://localhost:4173/';
  project.provide('baseURL', url.replace(/\/$/, ''));
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
