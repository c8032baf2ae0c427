import { Buffer } from 'node:buffer';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { readBearerClaims } from '../auth';
import { setServerClock } from '../db/calendar';
import { resetDb } from '../db/index';
import { MEDIA_PATH } from '../db/media';
import { allHandlers } from '../handlers/index';
import { createTokenAuthority, type TokenAuthority } from './tokens';

/**
 * The mock backend over real HTTP: the same MSW handlers and the same seeded, stateful database
 * the browser's service worker and the Node tests use, behind a node:http server, so a
 * production build, a phone app or another team's client can call it like the real API.
 *
 * Each request is turned into a fetch `Request` and answered by MSW's `getResponse`. On top of
 * the handlers the server does what a real API on another origin does:
 * - CORS for the app's origins: a preflight is answered (Authorization and Content-Type
 *   allowed), an answer to an allowed origin names it in Access-Control-Allow-Origin, and a
 *   preflight from any other origin is refused with 403;
 * - picture addresses it hands out are absolute, on the origin the client called: the database
 *   keeps them as paths (`/api/v1/media/...`), which would resolve on the app's own origin;
 * - on a loopback address it answers only requests addressed to a loopback name, so a page on
 *   another site cannot reach it through a DNS name that points at 127.0.0.1;
 * - a bearer token must be signed by an issuer it trusts and not expired (./tokens.ts), or the
 *   call gets 401 whatever it asks for.
 */

export const API_BASE_PATH = '/api/v1';
export const DEFAULT_MOCK_API_PORT = 8787;
export const DEFAULT_MOCK_API_HOST = '127.0.0.1';

/** The preview server's and the dev server's origins, by name and by address. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
];

/** Where the dev and preview servers mount the local identity provider, on the app's origin. */
const LOCAL_IDP_PATH = '/idp';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';
/**
 * Bodies above this are refused before a handler sees them; it is above the handlers' own
 * 5 MB picture limit, so an upload a little too large still gets their message.
 */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** One answered request, as the server's log and the tests see it. */
export type MockApiExchange = {
  method: string;
  /** The path and query asked for. */
  path: string;
  status: number;
  /** The `Origin` header, when a browser sent one. */
  origin: string | null;
  /** The member the bearer token speaks for (its `sub`), or null without a readable token. */
  subject: string | null;
  /** Why the bearer token was refused with 401 (expired, bad signature, ...), when it was. */
  tokenRefused?: string;
  durationMs: number;
};

export type MockApiServerOptions = {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** The address to listen on. Default 127.0.0.1. */
  host?: string;
  /** Origins whose pages may call the API; '*' allows any. Default: the preview and dev servers. */
  allowedOrigins?: readonly string[] | '*';
  /** The server's clock (the seed is laid out around it); default the fixed 'now' of the mocks. */
  clock?: () => Date;
  /** The MSW handlers to serve (default: every call's). */
  handlers?: readonly RequestHandler[];
  /** Called after every answer (the command line prints them). */
  onExchange?: (exchange: MockApiExchange) => void;
  /** Called with an exception a handler threw (default: printed); the client gets a 500. */
  onError?: (error: unknown, exchange: MockApiExchange) => void;
};

export type MockApiServer = {
  /** The API's base URL, e.g. http://127.0.0.1:8787/api/v1 (what VITE_API_BASE_URL takes). */
  url: string;
  /** e.g. http://127.0.0.1:8787 */
  origin: string;
  port: number;
  server: Server;
  /** A bearer token this server takes, for a demo member (a day long, or `lifetimeSeconds`). */
  tokenFor: TokenAuthority['tokenFor'];
  close(): Promise<void>;
};

class RequestProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const LOOPBACK_NAMES = /^(localhost|[a-z0-9-]+\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

function isLoopback(hostname: string): boolean {
  return LOOPBACK_NAMES.test(hostname);
}

function addressOf(req: IncomingMessage): URL | null {
  if (!req.headers.host) return null;
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host}`);
  } catch {
    return null;
  }
}

/** An allow-list check: '*' lets every origin in. */
function originAllowed(origin: string, allowed: readonly string[] | '*'): boolean {
  return allowed === '*' || allowed.includes(origin);
}

/** The fetch Request a handler reads; 400 when it cannot be one (a bad header, CONNECT). */
function fetchRequest(
  req: IncomingMessage,
  url: URL,
  method: string,
  body: Uint8Array<ArrayBuffer> | undefined,
): Request {
  try {
    const headers = new Headers();
    for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
      headers.append(req.rawHeaders[index] ?? '', req.rawHeaders[index + 1] ?? '');
    }
    return new Request(url, { method, headers, body });
  } catch {
    throw new RequestProblem(400, 'The request cannot be read');
  }
}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new RequestProblem(413, 'The request body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > MAX_BODY_BYTES) throw new RequestProblem(413, 'The request body is too large');
    chunks.push(bytes);
  }
  return size === 0 ? undefined : new Uint8Array(Buffer.concat(chunks));
}

/**
 * The answer's picture addresses (string fields whose name ends in `Url`, holding a path under
 * /api/v1/media/) made absolute on `origin`; everything else unchanged.
 */
export function withAbsoluteMediaUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') {
    return /url$/i.test(key) && value.startsWith(`${MEDIA_PATH}/`) ? `${origin}${value}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => withAbsoluteMediaUrls(item, origin, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [
        name,
        withAbsoluteMediaUrls(item, origin, name),
      ]),
    );
  }
  return value;
}

async function bodyOf(response: Response, origin: string): Promise<Buffer> {
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '') || bytes.length === 0) {
    return bytes;
  }
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    return Buffer.from(JSON.stringify(withAbsoluteMediaUrls(parsed, origin)), 'utf8');
  } catch {
    return bytes;
  }
}

const jsonAnswer = (status: number, message: string): Response =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * The issuers whose tokens the server checks against their published keys: the local identity
 * provider of each app allowed to call it (of any loopback app when every origin is allowed).
 */
function trustedIssuer(allowed: readonly string[] | '*') {
  return (issuer: string): boolean => {
    if (allowed !== '*') return allowed.some((origin) => issuer === `${origin}${LOCAL_IDP_PATH}`);
    try {
      const url = new URL(issuer);
      return (
        url.protocol === 'http:' && isLoopback(url.hostname) && url.pathname === LOCAL_IDP_PATH
      );
    } catch {
      return false;
    }
  };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The CORS headers for an answer to `origin` (none for a missing or refused origin). */
function corsHeaders(origin: string | null, allowed: readonly string[] | '*') {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && originAllowed(origin, allowed)) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}

async function send(
  res: ServerResponse,
  method: string,
  response: Response,
  extraHeaders: Record<string, string>,
  origin: string,
): Promise<void> {
  const body = await bodyOf(response, origin);
  response.headers.forEach((value, name) => {
    // the body is sent whole: its length is set below, and nothing is re-encoded
    if (['content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(name)) return;
    res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const noContent = response.status === 204 || response.status === 304;
  // a HEAD answer names the length of the body a GET would carry, and carries none
  if (!noContent) res.setHeader('Content-Length', body.length);
  res.writeHead(response.status, response.statusText || undefined);
  res.end(noContent || method === 'HEAD' ? undefined : body);
}

/**
 * A node:http request listener that answers with `handlers`. Exported for tests and for
 * mounting the mock API in another server; `startMockApiServer` is the usual entry.
 */
export function createMockApiListener({
  handlers = allHandlers(),
  allowedOrigins = DEFAULT_ALLOWED_ORIGINS,
  loopbackOnly = true,
  tokens = createTokenAuthority({ trustsIssuer: trustedIssuer(allowedOrigins) }),
  onExchange,
  onError = (error, { method, path }) => console.error(`${method} ${path} failed:`, error),
}: Pick<MockApiServerOptions, 'handlers' | 'allowedOrigins' | 'onExchange' | 'onError'> & {
  /** Answer only requests addressed to a loopback name (the server listens on loopback). */
  loopbackOnly?: boolean;
  /** Checks bearer tokens (default: its own signed ones and the allowed apps' providers'). */
  tokens?: TokenAuthority;
}) {
  const handlerList = [...handlers];
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const originHeader = typeof req.headers.origin === 'string' ? req.headers.origin : null;
    const exchange: MockApiExchange = {
      method,
      path: req.url ?? '/',
      status: 500,
      origin: originHeader,
      subject: null,
      durationMs: 0,
    };
    const cors = corsHeaders(originHeader, allowedOrigins);
    // the address the client called: its origin is where the answer's picture addresses point
    const url = addressOf(req);
    let response: Response;
    try {
      if (!url) throw new RequestProblem(400, 'The request needs a valid Host header');
      if (loopbackOnly && !isLoopback(url.hostname)) {
        throw new RequestProblem(403, `This server answers only loopback names, not ${url.host}`);
      }
      const preflight = method === 'OPTIONS' && req.headers['access-control-request-method'];
      if (preflight) {
        if (!originHeader || !originAllowed(originHeader, allowedOrigins)) {
          throw new RequestProblem(
            403,
            `The origin ${originHeader ?? '(none)'} may not call this API; allow it with --origin`,
          );
        }
        response = new Response(null, {
          status: 204,
          headers: {
            'Access-Control-Allow-Methods': ALLOWED_METHODS,
            'Access-Control-Allow-Headers': ALLOWED_HEADERS,
            'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
          },
        });
      } else {
        const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
        // HEAD is answered as the GET of the same address would be, without its body
        const request = fetchRequest(req, url, method === 'HEAD' ? 'GET' : method, body);
        const authorization = request.headers.get('authorization');
        const bearer = authorization ? BEARER.exec(authorization.trim())?.[1] : undefined;
        const checked = authorization
          ? bearer
            ? await tokens.check(bearer)
            : { ok: false as const, reason: 'not a bearer token' }
          : { ok: true as const };
        if (!checked.ok) {
          exchange.tokenRefused = checked.reason;
          response = jsonAnswer(401, 'A valid bearer token is required');
          response.headers.set('WWW-Authenticate', 'Bearer error="invalid_token"');
        } else {
          exchange.subject = readBearerClaims(request)?.sub ?? null;
          response =
            (await getResponse(handlerList, request, { baseUrl: url.origin })) ??
            jsonAnswer(404, `No call of the API answers ${method} ${url.pathname}`);
        }
      }
    } catch (error) {
      if (error instanceof RequestProblem) response = jsonAnswer(error.status, error.message);
      else {
        onError(error, exchange);
        response = jsonAnswer(500, 'The mock server failed to answer this request');
      }
    }
    exchange.status = response.status;
    try {
      await send(res, method, response, cors, url?.origin ?? '');
    } catch (error) {
      onError(error, exchange);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
    exchange.durationMs = performance.now() - started;
    onExchange?.(exchange);
  };
}

/**
 * Starts the mock API on `host:port` and resolves once it listens. It serves this process's
 * mock database, put back to the seed as the server starts (laid out around `clock`); every
 * server in one process shares it.
 */
export async function startMockApiServer(
  options: MockApiServerOptions = {},
): Promise<MockApiServer> {
  const host = options.host ?? DEFAULT_MOCK_API_HOST;
  if (options.clock) setServerClock(options.clock);
  resetDb();
  const tokens = createTokenAuthority({
    trustsIssuer: trustedIssuer(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS),
  });
  const listener = createMockApiListener({
    ...options,
    loopbackOnly: isLoopback(host),
    tokens,
  });
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_API_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  // a server on every interface is called, from this machine, on loopback
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const origin = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  return {
    url: `${origin}${API_BASE_PATH}`,
    origin,
    port,
    server,
    tokenFor: tokens.tokenFor,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
