import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@reprally/api-client';
import { createMockAccessToken } from '../auth';
import { resetDb } from '../db/index';
import { personas } from '../personas';
import { buildHint, parseMockApiArgs, UsageError } from './cli';
import {
  DEFAULT_ALLOWED_ORIGINS,
  startMockApiServer,
  withAbsoluteMediaUrls,
  type MockApiExchange,
  type MockApiServer,
} from './server';

/**
 * The mock API over real HTTP on an ephemeral loopback port, driven by the app's own api client
 * (axios over node:http: nothing intercepts these requests).
 */
const APP_ORIGIN = 'http://localhost:4173';
let api: MockApiServer;
const exchanges: MockApiExchange[] = [];

beforeAll(async () => {
  api = await startMockApiServer({
    port: 0,
    allowedOrigins: [APP_ORIGIN],
    onExchange: (exchange) => exchanges.push(exchange),
  });
  // the server's signing key is made on its first token, which takes a noticeable part of a
  // second (several on a loaded machine): made here, it is no test's time
  api.tokenFor(personas.member);
}, 30_000);
afterAll(() => api.close());
beforeEach(() => {
  resetDb();
  exchanges.length = 0;
});

const clientAs = (token: string | null) =>
  createApiClient({ baseURL: api.url, getAccessToken: async () => token });

const ana = () => clientAs(api.tokenFor(personas.member));

/** A raw HTTP exchange, with whatever headers (Host and Origin included) the test sets. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: api.port, method, path, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the mock API over HTTP', () => {
  it('listens on loopback at an ephemeral port and names its base URL', () => {
    expect(api.url).toBe(`http://127.0.0.1:${api.port}/api/v1`);
    expect(api.port).toBeGreaterThan(0);
  });

  it('answers a read from the seeded database, with picture addresses on its own origin', async () => {
    const profile = await ana().profile.get();
    expect(profile.name).toBe(personas.member.name);
    expect(profile.profilePhotoUrl).toMatch(
      new RegExp(`^${api.origin}/api/v1/media/avatar-\\d-[A-Z]{1,2}\\.svg$`),
    );
    const picture = await fetch(profile.profilePhotoUrl ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
    expect(exchanges[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/users/me',
      status: 200,
      subject: personas.member.sub,
    });
  });

  it('keeps a JSON write and logs a workout for the caller', async () => {
    const client = ana();
    await client.profile.update({ name: 'Ana Over HTTP', bio: 'Sent as JSON.' });
    const before = (await client.workouts.list()).length;
    await client.workouts.log();
    const profile = await client.profile.get();
    expect([profile.name, profile.bio]).toEqual(['Ana Over HTTP', 'Sent as JSON.']);
    expect(await client.workouts.list()).toHaveLength(before + 1);
    expect(exchanges.map(({ method, status }) => `${method} ${status}`)).toEqual([
      'PUT 200',
      'GET 200',
      'POST 201',
      'GET 200',
      'GET 200',
    ]);
  });

  it('takes multipart uploads and serves the stored pictures at the addresses it answers', async () => {
    const client = ana();
    const bytes = Uint8Array.from({ length: 2048 }, (_, index) => (index * 7) % 256);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    await client.profile.uploadPhoto(new Blob([bytes], { type: 'image/jpeg' }));

    const { profilePhotoUrl } = await client.profile.get();
    expect(profilePhotoUrl).toMatch(
      new RegExp(`^${api.origin}/api/v1/media/upload-\\d+-[a-z0-9]+\\.jpg$`),
    );
    const served = await fetch(profilePhotoUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    // a photo shared to a group (Ana created group 1), listed with its absolute address
    const { id } = await client.groups.photos.share(1, {
      photo: new Blob([bytes], { type: 'image/jpeg' }),
      caption: 'Over HTTP',
      photoType: 'Workout',
    });
    const { photos } = await client.groups.photos.list(1);
    const shared = photos.find((photo) => photo.id === id);
    expect(shared?.caption).toBe('Over HTTP');
    expect(shared?.photoUrl).toMatch(new RegExp(`^${api.origin}/api/v1/media/upload-`));
    expect((await fetch(shared?.photoUrl ?? '')).status).toBe(200);

    // a file that is no picture is refused with the server's message
    await expect(
      client.profile.uploadPhoto(new Blob(['plain text'], { type: 'text/plain' })),
    ).rejects.toMatchObject({ kind: 'http', status: 400 });
  });

  it('refuses a call without a token, or with one it cannot read, with 401', async () => {
    const anonymous = await fetch(`${api.url}/users/me`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'A valid bearer token is required' });

    const error: unknown = await clientAs('not-a-jwt')
      .profile.get()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    // the client renewed the token once and asked again, as it does against the real API
    expect(exchanges.filter(({ status }) => status === 401)).toHaveLength(3);
  });

  it('refuses an expired, unsigned or forged token with 401, as the real API does', async () => {
    const kai = personas.admin;
    const calls = async (token: string) => {
      const answer = await raw('GET', '/api/v1/admin/users', { Authorization: `Bearer ${token}` });
      return { status: answer.status, body: JSON.parse(answer.body) as unknown };
    };
    expect((await calls(api.tokenFor(kai))).status).toBe(200);
    const refused = { status: 401, body: { message: 'A valid bearer token is required' } };
    // ended two hours ago
    expect(await calls(api.tokenFor(kai, -2 * 60 * 60))).toEqual(refused);
    // unsigned: anyone can write one
    expect(await calls(createMockAccessToken(kai))).toEqual(refused);
    // a member's own token with the admin role written into it: the signature no longer matches
    const [header, , signature] = api.tokenFor(personas.member).split('.');
    const payload = Buffer.from(
      JSON.stringify({ iss: 'reprally-mock-api', sub: 'member-ana', roles: ['Admin'], exp: 4e9 }),
    ).toString('base64url');
    expect(await calls(`${header}.${payload}.${signature}`)).toEqual(refused);
    // signed by another server's key
    const other = await startMockApiServer({ port: 0 });
    try {
      expect(await calls(other.tokenFor(kai))).toEqual(refused);
    } finally {
      await other.close();
    }
    // a token is refused even on a call that needs none, and the log says why
    expect((await raw('GET', '/api/v1/media/broken.png')).status).toBe(200);
    const expired = await raw('GET', '/api/v1/media/broken.png', {
      Authorization: `Bearer ${api.tokenFor(kai, -2 * 60 * 60)}`,
    });
    expect(expired.status).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(exchanges.at(-1)).toMatchObject({ status: 401, subject: null, tokenRefused: 'expired' });
  });

  it('answers an allowed origin’s preflight and names the origin in the answer', async () => {
    const preflight = await raw('OPTIONS', '/api/v1/users/me/profile/photo', {
      Origin: APP_ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-methods': expect.stringContaining('POST'),
      vary: 'Origin',
    });
    const allowedHeaders = String(preflight.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/,\s*/);
    expect(allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type']));

    const read = await raw('GET', '/api/v1/leaderboard', {
      Origin: APP_ORIGIN,
      Authorization: `Bearer ${api.tokenFor(personas.member)}`,
    });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });

  it('refuses another origin’s preflight and never names it', async () => {
    const preflight = await raw('OPTIONS', '/api/v1/users/me', {
      Origin: 'https://elsewhere.example',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await raw('GET', '/api/v1/users/me', { Origin: 'https://elsewhere.example' });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers only requests addressed to a loopback name, HEAD as a GET, and 404 for what no call answers', async () => {
    const rebound = await raw('GET', '/api/v1/leaderboard', { Host: 'rebound.example:80' });
    expect(rebound.status).toBe(403);
    const byName = await raw('GET', '/api/v1/media/broken.png', { Host: `localhost:${api.port}` });
    expect(byName.status).toBe(200);
    // HEAD as a GET without its body, as a real server answers it (a link checker, curl -I)
    const head = await raw('HEAD', '/api/v1/media/broken.png');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-type']).toBe(byName.headers['content-type']);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect((await raw('HEAD', '/api/v1/users/me')).status).toBe(401);
    const unknown = await raw('GET', '/api/v1/no-such-call');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({
      message: 'No call of the API answers GET /api/v1/no-such-call',
    });
  });
});

describe('picture addresses in answers', () => {
  it('become absolute only in fields named …Url that hold a media path', () => {
    const origin = 'http://127.0.0.1:9';
    expect(
      withAbsoluteMediaUrls(
        {
          profilePhotoUrl: '/api/v1/media/a.svg',
          items: [{ photoUrl: '/api/v1/media/b.svg', caption: '/api/v1/media/c.svg' }],
          imageUrl: 'badge-default.png',
          ProfilePhotoUrl: 'https://cdn.example/x.png',
        },
        origin,
      ),
    ).toEqual({
      profilePhotoUrl: `${origin}/api/v1/media/a.svg`,
      items: [{ photoUrl: `${origin}/api/v1/media/b.svg`, caption: '/api/v1/media/c.svg' }],
      imageUrl: 'badge-default.png',
      ProfilePhotoUrl: 'https://cdn.example/x.png',
    });
  });
});

describe('npm run mock-api options', () => {
  it('default to port 8787 on 127.0.0.1 for the preview and dev servers', () => {
    expect(parseMockApiArgs([])).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS,
      fixedClock: false,
    });
  });

  it('read the environment, and flags win over it', () => {
    const env = { MOCK_API_PORT: '9100', MOCK_API_ORIGINS: 'http://localhost:3000/' };
    expect(parseMockApiArgs([], env)).toMatchObject({
      port: 9100,
      allowedOrigins: ['http://localhost:3000'],
    });
    expect(
      parseMockApiArgs(
        ['--port=0', '--origin', 'http://a.test:1,http://b.test:2', '--origin=http://c.test'],
        env,
      ),
    ).toMatchObject({
      port: 0,
      allowedOrigins: ['http://a.test:1', 'http://b.test:2', 'http://c.test'],
    });
    expect(parseMockApiArgs(['--origin', '*']).allowedOrigins).toBe('*');
    expect(parseMockApiArgs(['--fixed-clock', '--tokens', '--quiet'])).toMatchObject({
      fixedClock: true,
      tokens: true,
      quiet: true,
    });
  });

  it('print a build command whose preview server is a page they let in', () => {
    const url = 'http://127.0.0.1:8787/api/v1';
    const build = `VITE_API_BASE_URL=${url} npm run build && npm run preview`;
    expect(buildHint(url, DEFAULT_ALLOWED_ORIGINS)).toBe(build);
    expect(buildHint(url, '*')).toBe(build);
    // followed as printed, the page on 4173 would have every call refused
    expect(
      buildHint(url, parseMockApiArgs(['--origin', 'http://localhost:4180']).allowedOrigins),
    ).toBe(`${build} -- --port 4180`);
    expect(buildHint(url, ['https://app.example.com'])).toBeNull();
  });

  it('refuse what is not a port, an origin or an option', () => {
    expect(() => parseMockApiArgs(['--port', '70000'])).toThrow(UsageError);
    expect(() => parseMockApiArgs(['--origin', 'localhost:4173'])).toThrow(UsageError);
    expect(() => parseMockApiArgs(['--origin', 'http://localhost:4173/app'])).toThrow(UsageError);
    expect(() => parseMockApiArgs(['--port'])).toThrow(UsageError);
    expect(() => parseMockApiArgs(['--verbose'])).toThrow(UsageError);
  });
});
