import { createHash, randomBytes } from 'node:crypto';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originAddressed } from './loopback';
import { LOCAL_AUDIENCE, LOCAL_CLIENT_ID } from './provider';
import { localIdentityProvider } from './vite-plugin';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

let server: Server;
let port: number;

/** The preview server's middlewares as connect runs them: by path prefix, the prefix stripped. */
function connectLike(routes: ReadonlyArray<readonly [string, Handler]>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const step = (index: number): void => {
      const route = routes
        .slice(index)
        .findIndex(
          ([path]) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`),
        );
      if (route === -1) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const at = index + route;
      const [path, handler] = routes[at] ?? ['', () => undefined];
      req.url = url.slice(path.length) || '/';
      handler(req, res, () => {
        req.url = url;
        step(at + 1);
      });
    };
    step(0);
  };
}

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const routes: Array<readonly [string, Handler]> = [];
  const plugin = localIdentityProvider({
    accounts: () => [
      { sub: 'member-ana', name: 'Ana Moreno', email: 'ana@example.com', roles: [] },
    ],
  });
  const configure = plugin.configurePreviewServer as (server: unknown) => Promise<void>;
  await configure({
    middlewares: { use: (path: string, handler: Handler) => routes.push([path, handler]) },
    config: { preview: { port } },
  });
  server.on('request', connectLike(routes));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The provider's first answer to a page of `origin` sending her to sign in. */
function authorize(origin: string, redirectUri = `${origin}/callback`) {
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(`${origin}/idp/auth`);
  Object.entries({
    client_id: LOCAL_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    audience: LOCAL_AUDIENCE,
  }).forEach(([key, value]) => url.searchParams.set(key, value));
  return fetch(url, { redirect: 'manual' });
}

describe('the local identity provider on the dev and preview servers', () => {
  it.each(['localhost', '127.0.0.1'])(
    'signs in a page opened on http://%s:PORT, as its own issuer',
    async (host) => {
      const origin = `http://${host}:${port}`;
      const discovery = (await (
        await fetch(`${origin}/idp/.well-known/openid-configuration`)
      ).json()) as { issuer: string };
      // the ID token's issuer is the authority the page asked
      expect(discovery.issuer).toBe(`${origin}/idp`);
      // her way to the account picker, not 'redirect_uri did not match'
      const res = await authorize(origin);
      expect(res.status).toBe(303);
      expect(new URL(res.headers.get('location') ?? '', origin).pathname).toMatch(
        /^\/idp\/interaction\//,
      );
    },
  );

  it('sends her back to no other address than the loopback page she came from', async () => {
    const res = await authorize(`http://127.0.0.1:${port}`, `http://evil.example:${port}/callback`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('answers no request addressed to another host', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        {
          host: '127.0.0.1',
          port,
          path: '/idp/.well-known/openid-configuration',
          headers: { host: `evil.example:${port}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(421);
  });
});

describe('originAddressed', () => {
  const origins = ['http://localhost:5173', 'http://127.0.0.1:5173'];
  it('knows the loopback names of this port only', () => {
    expect(originAddressed('127.0.0.1:5173', origins)).toBe('http://127.0.0.1:5173');
    expect(originAddressed('LocalHost:5173', origins)).toBe('http://localhost:5173');
    expect(originAddressed('localhost:4173', origins)).toBeUndefined();
    expect(originAddressed('127.0.0.1.nip.io:5173', origins)).toBeUndefined();
    expect(originAddressed(undefined, origins)).toBeUndefined();
  });
});
