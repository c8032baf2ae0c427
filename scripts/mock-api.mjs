// `npm run mock-api`: the mock backend over HTTP (mocks/src/http/cli.ts). Node cannot run the
// TypeScript sources of the mocks and the api client by itself, so Vite's module runner loads
// them, as it loads vite.config.ts; the packages under node_modules (msw, valibot, faker) stay
// plain Node imports.
import { runnerImport } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(`${root}mocks/src/http/cli.ts`, {
  root,
  configFile: false,
  logLevel: 'error',
});
const code = await module.main(process.argv.slice(2), process.env);
if (code !== null) process.exit(code);
