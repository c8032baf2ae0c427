import process from 'node:process';
import { personas } from '../personas';
import {
  DEFAULT_ALLOWED_ORIGINS,
  DEFAULT_MOCK_API_HOST,
  DEFAULT_MOCK_API_PORT,
  startMockApiServer,
  type MockApiExchange,
  type MockApiServer,
} from './server';

/** `npm run mock-api`: the mock backend over HTTP, configured by flags or the environment. */

export type MockApiCliOptions = {
  port: number;
  host: string;
  allowedOrigins: readonly string[] | '*';
  /** Lay the seed out around the mocks' fixed 'now' instead of today. */
  fixedClock: boolean;
  /** Print a bearer token for each demo member, for clients that do not sign in. */
  tokens: boolean;
  quiet: boolean;
  help: boolean;
};

export const MOCK_API_USAGE = `Usage: npm run mock-api -- [options]

The RepRally mock backend (the MSW handlers and the seeded database) over HTTP.

Options (flags win over the environment variables in brackets):
  --port <n>           port to listen on, 0 for any free one [MOCK_API_PORT] (default ${DEFAULT_MOCK_API_PORT})
  --host <address>     address to listen on [MOCK_API_HOST] (default ${DEFAULT_MOCK_API_HOST})
  --origin <origins>   origins whose pages may call the API, comma-separated or repeated, '*' for
                       any [MOCK_API_ORIGINS] (default ${DEFAULT_ALLOWED_ORIGINS.join(', ')})
  --fixed-clock        seed around the mocks' fixed 'now' (the stories' date) instead of today
  --tokens             print a bearer token for each demo member (Ana, Kai the admin, Noor),
                       signed by this server and valid for a day
  --quiet              do not print every request
  --help               this text`;

export class UsageError extends Error {
  override name = 'UsageError';
}

function parsePort(text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new UsageError(`Not a port: ${text}`);
  return port;
}

/** 'http://localhost:4173/' -> 'http://localhost:4173'; anything but an http(s) origin is refused. */
function parseOrigins(text: string): readonly string[] | '*' {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.includes('*')) return '*';
  if (items.length === 0) throw new UsageError('No origin given');
  return items.map((item) => {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new UsageError(`Not an origin: ${item}`);
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    if (!/^https?:$/.test(url.protocol) || !bare) {
      throw new UsageError(`Not an origin (scheme, host and port only): ${item}`);
    }
    return url.origin;
  });
}

/** The options from the command line's arguments and the environment. */
export function parseMockApiArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): MockApiCliOptions {
  const options: MockApiCliOptions = {
    port: env.MOCK_API_PORT ? parsePort(env.MOCK_API_PORT) : DEFAULT_MOCK_API_PORT,
    host: env.MOCK_API_HOST || DEFAULT_MOCK_API_HOST,
    allowedOrigins: env.MOCK_API_ORIGINS
      ? parseOrigins(env.MOCK_API_ORIGINS)
      : DEFAULT_ALLOWED_ORIGINS,
    fixedClock: false,
    tokens: false,
    quiet: false,
    help: false,
  };
  const origins: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const [flag = '', inline] = argument.startsWith('--') ? argument.split(/=(.*)/s) : [argument];
    const value = () => {
      const next = inline ?? argv[(index += 1)];
      if (next === undefined || next === '') throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--port':
        options.port = parsePort(value());
        break;
      case '--host':
        options.host = value();
        break;
      case '--origin':
      case '--origins':
        origins.push(value());
        break;
      case '--fixed-clock':
        options.fixedClock = true;
        break;
      case '--tokens':
        options.tokens = true;
        break;
      case '--quiet':
        options.quiet = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new UsageError(`Unknown option: ${argument}`);
    }
  }
  if (origins.length > 0) options.allowedOrigins = parseOrigins(origins.join(','));
  return options;
}

/** The preview server's port when none is given. */
const PREVIEW_PORT = '4173';

/**
 * The commands that build the app for this API and serve it where the API lets it call: on the
 * preview server's own port when that origin is allowed, on the first allowed localhost port
 * otherwise (null when no allowed origin is a local page the preview server can serve).
 */
export function buildHint(apiUrl: string, allowedOrigins: readonly string[] | '*'): string | null {
  const build = `VITE_API_BASE_URL=${apiUrl} npm run build && npm run preview`;
  if (allowedOrigins === '*') return build;
  const local = allowedOrigins
    .map((origin) => new URL(origin))
    .filter(({ protocol, hostname }) => protocol === 'http:' && hostname === 'localhost');
  if (local.some(({ port }) => port === PREVIEW_PORT)) return build;
  const port = local.find(({ port: candidate }) => candidate !== '')?.port;
  return port ? `${build} -- --port ${port}` : null;
}

export function logLine({
  method,
  path,
  status,
  origin,
  subject,
  tokenRefused,
  durationMs,
}: MockApiExchange): string {
  const who = subject ? ` as ${subject}` : '';
  const from = origin ? ` from ${origin}` : '';
  const refused = tokenRefused ? ` (token refused: ${tokenRefused})` : '';
  return `${method} ${path} ${status} ${Math.round(durationMs)} ms${who}${from}${refused}`;
}

/**
 * Runs the command: starts the server and prints its URL, or prints the usage or the problem.
 * Resolves with the exit code when it will not serve (0 for --help); the process otherwise
 * keeps running until it is interrupted.
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number | null> {
  let options: MockApiCliOptions;
  try {
    options = parseMockApiArgs(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${MOCK_API_USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(MOCK_API_USAGE);
    return 0;
  }
  let api: MockApiServer;
  try {
    api = await startMockApiServer({
      port: options.port,
      host: options.host,
      allowedOrigins: options.allowedOrigins,
      // the dev app's rule: today's world, so 'today' on the screens is the member's today
      ...(options.fixedClock ? {} : { clock: () => new Date() }),
      onExchange: options.quiet ? undefined : (exchange) => console.log(logLine(exchange)),
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${options.port} on ${options.host} is in use; pick another with --port.`
        : `The mock API could not start: ${String(error)}`,
    );
    return 1;
  }
  const hint = buildHint(api.url, options.allowedOrigins);
  const origins = options.allowedOrigins === '*' ? 'any origin' : options.allowedOrigins.join(', ');
  console.log(
    [
      `RepRally mock API on ${api.url}`,
      `  pages allowed to call it (CORS): ${origins}`,
      `  seeded around ${options.fixedClock ? "the mocks' fixed 'now'" : 'today'}; kept in memory until it stops`,
      ...(hint ? [`  a build that uses it: ${hint}`] : []),
    ].join('\n'),
  );
  if (options.tokens) {
    console.log('Bearer tokens, signed by this server and valid for a day from now:');
    for (const persona of Object.values(personas)) {
      console.log(`  ${persona.name} (${persona.sub}): ${api.tokenFor(persona)}`);
    }
  }
  const stop = () => {
    void api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return null;
}
