import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLocalIdentityProvider,
  IDP_MOUNT_PATH,
  LOCAL_AUDIENCE,
  LOCAL_CLIENT_ID,
} from './provider';
import type { DemoAccount } from './pages';

const accounts: DemoAccount[] = [
  { sub: 'member-ana', name: 'Ana Moreno', email: 'ana.moreno@example.com', roles: [] },
  { sub: 'admin-kai', name: 'Kai Lindqvist', email: 'kai.admin@example.com', roles: ['Admin'] },
  { sub: 'hostile', name: '<script>alert(1)</script>', email: 'x@example.com', roles: [] },
];

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const idp = await createLocalIdentityProvider({
    issuer: `${origin}${IDP_MOUNT_PATH}`,
    appOrigins: [origin],
    accounts,
  });
  server.on('request', (req, res) => {
    // mount like connect does: strip the prefix
    if (!req.url?.startsWith(IDP_MOUNT_PATH)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    (req as typeof req & { originalUrl?: string }).originalUrl = req.url;
    req.url = req.url.slice(IDP_MOUNT_PATH.length) || '/';
    idp.interactions(req, res, () => idp.callback(req, res, () => undefined));
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A tiny browser: follows nothing by itself, keeps cookies per path-insensitive name. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    return res;
  };
}

const decode = (jwt: string) => {
  const [header, payload] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >,
    payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >,
  };
};

async function signIn(sub: string) {
  const go = browser();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/callback`;
  const authorize = new URL(`${origin}${IDP_MOUNT_PATH}/auth`);
  Object.entries({
    client_id: LOCAL_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email roles offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    audience: LOCAL_AUDIENCE,
  }).forEach(([key, value]) => authorize.searchParams.set(key, value));

  let res = await go(authorize.href);
  expect(res.status).toBe(303);
  const interaction = new URL(res.headers.get('location') ?? '', origin);
  expect(interaction.pathname).toMatch(/^\/idp\/interaction\//);

  res = await go(interaction.href);
  const page = await res.text();
  expect(page).toContain('Ana Moreno');
  expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(page).not.toContain('<script>alert(1)</script>');
  // the app's icon, on the app's origin: the tab keeps it, and no request for /favicon.ico fails
  expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');

  res = await go(`${interaction.href}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sub }).toString(),
  });
  let location = res.headers.get('location') ?? '';
  // the provider resumes the authorization, then redirects to the app with a code
  while (!location.startsWith(redirectUri)) {
    res = await go(new URL(location, origin).href);
    location = res.headers.get('location') ?? '';
    if (!location) throw new Error(`no redirect: ${res.status} ${await res.text()}`);
  }
  const callback = new URL(location);
  expect(callback.searchParams.get('state')).toBe('state-1');

  const tokenRes = await fetch(`${origin}${IDP_MOUNT_PATH}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: LOCAL_CLIENT_ID,
    }).toString(),
  });
  expect(tokenRes.status).toBe(200);
  return (await tokenRes.json()) as {
    id_token: string;
    access_token: string;
    refresh_token: string;
    expires_in: number;
  };
}

/** Begins a sign-in (code + PKCE, 'openid' only) and answers the provider's member picker. */
async function pickerOfANewSignIn(go: ReturnType<typeof browser>): Promise<URL> {
  const authorize = new URL(`${origin}${IDP_MOUNT_PATH}/auth`);
  Object.entries({
    client_id: LOCAL_CLIENT_ID,
    redirect_uri: `${origin}/callback`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
    code_challenge_method: 'S256',
  }).forEach(([key, value]) => authorize.searchParams.set(key, value));
  return new URL((await go(authorize.href)).headers.get('location') ?? '', origin);
}

describe('local identity provider', () => {
  it('publishes discovery with S256 PKCE and RS256', async () => {
    const res = await fetch(`${origin}${IDP_MOUNT_PATH}/.well-known/openid-configuration`);
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${origin}${IDP_MOUNT_PATH}`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('signs a member in with code + PKCE: RS256 ID token with the profile, JWT access token for the API', async () => {
    const tokens = await signIn('member-ana');
    const id = decode(tokens.id_token);
    expect(id.header.alg).toBe('RS256');
    expect(id.payload).toMatchObject({
      iss: `${origin}${IDP_MOUNT_PATH}`,
      aud: LOCAL_CLIENT_ID,
      sub: 'member-ana',
      nonce: 'nonce-1',
      email: 'ana.moreno@example.com',
      name: 'Ana Moreno',
      roles: [],
    });
    const access = decode(tokens.access_token);
    expect(access.header.alg).toBe('RS256');
    expect(access.payload).toMatchObject({ sub: 'member-ana', aud: LOCAL_AUDIENCE, roles: [] });
    expect(tokens.refresh_token).toBeTruthy();
  });

  it("gives the admin the 'Admin' role in both tokens", async () => {
    const tokens = await signIn('admin-kai');
    expect(decode(tokens.id_token).payload.roles).toEqual(['Admin']);
    expect(decode(tokens.access_token).payload.roles).toEqual(['Admin']);
  });

  it('refreshes with the refresh token and keeps the ID token (openid kept)', async () => {
    const tokens = await signIn('member-ana');
    const res = await fetch(`${origin}${IDP_MOUNT_PATH}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: LOCAL_CLIENT_ID,
      }).toString(),
    });
    expect(res.status).toBe(200);
    const refreshed = (await res.json()) as {
      id_token?: string;
      access_token: string;
      refresh_token: string;
    };
    expect(refreshed.id_token).toBeTruthy();
    expect(decode(refreshed.access_token).payload.sub).toBe('member-ana');
    // rotation: a new refresh token each time
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('refuses an unknown demo member', async () => {
    const go = browser();
    const interaction = await pickerOfANewSignIn(go);
    const login = await go(`${interaction.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sub=nobody',
    });
    expect(login.status).toBe(400);
  });

  it('sends the picker of a sign-in that already ended back to the app, as Back after signing in does', async () => {
    const go = browser();
    const interaction = await pickerOfANewSignIn(go);
    const login = await go(`${interaction.href}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sub=member-ana',
    });
    // the provider resumes the authorization and answers the app
    let location = login.headers.get('location') ?? '';
    while (!location.startsWith(`${origin}/callback`)) {
      if (!location) throw new Error('the provider stopped redirecting before the app');
      location = (await go(new URL(location, origin).href)).headers.get('location') ?? '';
    }

    for (const [url, init] of [
      [interaction.href, {}],
      // the member's choice sent again from the page Back showed
      [`${interaction.href}/login`, { method: 'POST', body: 'sub=member-ana' }],
      // and a sign-in this browser never began
      [`${origin}${IDP_MOUNT_PATH}/interaction/unknown-uid`, {}],
    ] as const) {
      const res = await (url.includes('unknown')
        ? fetch(url, { redirect: 'manual' })
        : go(url, init));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
  });
});
