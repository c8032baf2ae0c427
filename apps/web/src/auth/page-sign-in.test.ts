import { InMemoryWebStorage, OidcClient, type User } from 'oidc-client-ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toAuthError } from '@reprally/machines';
import {
  BOOT_ATTRIBUTE,
  memberSignInScript,
  PAGE_SIGN_IN_GLOBAL,
  type PageSignIn,
} from '../boot/page-boot';
import { memberSignInSettings, readOidcConfig } from './oidc-config';
import type * as LazyUserManagerModule from './lazy-user-manager';
import type * as UserManagerModule from './user-manager';

const ORIGIN = 'http://localhost:4173';
const ISSUER = `${ORIGIN}/idp`;
const METADATA = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
};

/** The built page's settings, read from an env without settings as the Vite config reads them. */
const settings = memberSignInSettings(readOidcConfig(() => undefined, ''));

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

/**
 * Runs the built page's sign-in script on a fake page: its boot mode, address and frame, what it
 * fetches and the discovery document it gets back, its message listener and its timers.
 */
function startOnPage({
  mode = 'member',
  pathname = '/',
  framed = false,
  discovery = { status: 200, json: METADATA as unknown },
  subtle = true,
  signInChunk = undefined as Partial<typeof UserManagerModule> | undefined,
} = {}) {
  const fetched: [string, RequestInit | undefined][] = [];
  const frame = {
    style: {} as Record<string, string>,
    width: '',
    height: '',
    src: '',
    contentWindow: { name: 'the frame' },
    removed: false,
    remove() {
      this.removed = true;
    },
  };
  const frames: (typeof frame)[] = [];
  const listeners = new Set<Listener>();
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const page: Record<string, unknown> = {
    document: {
      documentElement: {
        getAttribute: (name: string) => (name === BOOT_ATTRIBUTE ? mode : null),
      },
      body: { appendChild: (element: typeof frame) => frames.push(element) },
      createElement: () => frame,
    },
    location: { origin: ORIGIN, pathname },
    crypto: subtle ? globalThis.crypto : { getRandomValues: () => undefined },
    fetch: (url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      return Promise.resolve({
        ok: discovery.status === 200,
        status: discovery.status,
        json: () => Promise.resolve(discovery.json),
      });
    },
    btoa: globalThis.btoa,
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.delete(listener);
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms, cleared: false }),
    clearTimeout: (id: number) => {
      const timer = timers[id - 1];
      if (timer) timer.cleared = true;
    },
  };
  page.top = framed ? {} : page;
  const imported: string[] = [];
  let script = memberSignInScript(settings);
  if (signInChunk) {
    // Node runs a script made with new Function without import(): the fake page's stands in
    script = memberSignInScript({ ...settings, signInModule: '/assets/user-manager-1.js' });
    expect(script).toContain('import(c.signInModule)');
    script = script.replace('import(c.signInModule)', 'w.importForTest(c.signInModule)');
    page.importForTest = (url: string) => {
      imported.push(url);
      return Promise.resolve(signInChunk);
    };
  }
  new Function('window', script)(page);
  const started = page[PAGE_SIGN_IN_GLOBAL] as PageSignIn | undefined;
  const tell = (event: Parameters<Listener>[0]) => {
    for (const listener of [...listeners]) listener(event);
  };
  /** The provider's answer, posted by the silent-callback page in the frame. */
  const answer = (url: string) =>
    tell({
      source: frame.contentWindow,
      origin: ORIGIN,
      data: { source: 'oidc-client', url, keepOpen: false },
    });
  return { started, fetched, frames, frame, listeners, timers, tell, answer, imported };
}

/** The frame's address, once the script has made it. */
async function requested(page: ReturnType<typeof startOnPage>): Promise<URL> {
  await vi.waitFor(() => expect(page.frames).toHaveLength(1));
  return new URL(page.frame.src);
}

/** A page's window, as the app's sign-in module reads it. */
const stubPage = () =>
  vi.stubGlobal('window', {
    location: new URL(`${ORIGIN}/`),
    sessionStorage: new InMemoryWebStorage(),
  });

/** The app's sign-in module, and the app's settings for it (slow to import on a busy machine). */
let app: typeof UserManagerModule;
let lazy: typeof LazyUserManagerModule;
beforeAll(async () => {
  stubPage();
  app = await import('./user-manager');
  lazy = await import('./lazy-user-manager');
  vi.unstubAllGlobals();
}, 60_000);

/** The settings the app makes its user manager with, on this page. */
const appSettings = () => lazy.userManagerSettings(ORIGIN);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the built page's silent sign-in for a member coming back", () => {
  it('asks the provider with the request oidc-client-ts makes for a silent sign-in', async () => {
    const page = startOnPage();
    const url = await requested(page);
    const ours = Object.fromEntries(url.searchParams);

    // the library's own request, from the app's own settings
    stubPage();
    const userManager = app.createUserManager(appSettings(), METADATA);
    const library = await new OidcClient(userManager.settings).createSigninRequest({
      request_type: 'si:s',
      redirect_uri: userManager.settings.silent_redirect_uri,
      prompt: 'none',
      nonce: 'the-app-sends-one-too',
    });
    const theirs = Object.fromEntries(new URL(library.url).searchParams);

    expect(`${url.origin}${url.pathname}`).toBe(METADATA.authorization_endpoint);
    const { state, code_challenge, nonce, ...rest } = ours;
    const { state: _state, code_challenge: _challenge, nonce: _nonce, ...theirRest } = theirs;
    expect(rest).toEqual(theirRest);
    // a nonce of its own, which the app is handed to check the ID token against
    expect(nonce).toBe(page.started?.nonce);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(_nonce).toBe('the-app-sends-one-too');
    expect(rest).toMatchObject({ prompt: 'none', redirect_uri: `${ORIGIN}/silent-callback` });
    // the state and challenge are the ones the app is handed
    expect(state).toBe(page.started?.id);
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(page.started?.codeVerifier),
    );
    expect(code_challenge).toBe(Buffer.from(digest).toString('base64url'));
    expect(page.started?.codeVerifier).toMatch(/^[0-9a-f]{64}$/);
    // the discovery document is the one the page preloads, and the app is handed it
    expect(page.fetched).toEqual([
      [`${ORIGIN}/idp/.well-known/openid-configuration`, { credentials: 'same-origin' }],
    ]);
    await expect(page.started?.metadata).resolves.toEqual(METADATA);
  });

  it("hands the provider's answer to the app, then removes its frame in a task of its own", async () => {
    const page = startOnPage();
    await requested(page);
    expect(page.frame.style.visibility).toBe('hidden');
    const back = `${ORIGIN}/silent-callback?code=abc&state=${page.started?.id}`;
    page.answer(back);
    await expect(page.started?.answer).resolves.toBe(back);
    expect(page.listeners.size).toBe(0);
    expect(page.timers[0]?.cleared).toBe(true);
    expect(page.frame.removed).toBe(false);
    expect(page.timers[1]?.ms).toBe(0);
    page.timers[1]?.run();
    expect(page.frame.removed).toBe(true);
  });

  it('listens to its own frame only, on its own origin', async () => {
    const page = startOnPage();
    await requested(page);
    const data = { source: 'oidc-client', url: `${ORIGIN}/silent-callback?code=forged` };
    page.tell({ source: { name: 'another frame' }, origin: ORIGIN, data });
    page.tell({ source: page.frame.contentWindow, origin: 'https://evil.example', data });
    page.tell({ source: page.frame.contentWindow, origin: ORIGIN, data: { url: data.url } });
    expect(page.frame.removed).toBe(false);
    page.answer(`${ORIGIN}/silent-callback?error=login_required`);
    await expect(page.started?.answer).resolves.toBe(
      `${ORIGIN}/silent-callback?error=login_required`,
    );
  });

  it('gives up when the provider does not answer in time, as the library does', async () => {
    const page = startOnPage();
    await requested(page);
    expect(page.timers.map((timer) => timer.ms)).toEqual([10_000]);
    page.timers[0]?.run();
    await expect(page.started?.answer).resolves.toBeNull();
    page.timers[1]?.run();
    expect(page.frame.removed).toBe(true);
  });

  it('asks nothing when it cannot read the discovery document', async () => {
    const page = startOnPage({ discovery: { status: 503, json: {} } });
    await expect(page.started?.answer).rejects.toThrow('discovery 503');
    await expect(page.started?.metadata).rejects.toThrow();
    expect(page.frames).toEqual([]);
  });

  it("hands the app's sign-in chunk the sign-in to finish, with the app's own settings", async () => {
    const startPageSignIn = vi.fn();
    const page = startOnPage({ signInChunk: { startPageSignIn } });
    await vi.waitFor(() => expect(startPageSignIn).toHaveBeenCalledTimes(1));
    expect(page.imported).toEqual(['/assets/user-manager-1.js']);
    expect(startPageSignIn).toHaveBeenCalledWith(appSettings(), page.started);
  });

  it.each([
    ['a visitor who has not signed in recently', { mode: 'welcome' }],
    ['a deep link of someone signed out', { mode: 'frame' }],
    ['the return from signing in', { pathname: '/callback' }],
    ['the silent sign-in frame itself, when the host serves the app there', { framed: true }],
    ['the sign-in popup', { pathname: '/popup-callback' }],
    ['a browser without the Web Crypto API', { subtle: false }],
  ])('starts nothing for %s', (_, options) => {
    const page = startOnPage(options);
    expect(page.started).toBeUndefined();
    expect(page.fetched).toEqual([]);
  });
});

/** An ID token as the provider signs it (the library checks its claims, not its signature). */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('the app finishing the silent sign-in the page started', () => {
  /** The app's user manager, with the page's discovery document, and the token calls it makes. */
  function appUserManager(answerToken: () => Response) {
    stubPage();
    const posted: URLSearchParams[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      expect(url).toBe(METADATA.token_endpoint);
      posted.push(new URLSearchParams(String(init.body)));
      return Promise.resolve(answerToken());
    });
    return {
      userManager: app.createUserManager(appSettings(), METADATA),
      finishPageSignIn: app.finishPageSignIn,
      posted,
    };
  }

  const pageSignIn = (answer: Promise<string | null>): PageSignIn => ({
    id: 'page-state',
    codeVerifier: 'page-verifier'.padEnd(64, '0'),
    nonce: 'page-nonce',
    redirectUri: `${ORIGIN}/silent-callback`,
    created: Math.floor(Date.now() / 1000),
    metadata: Promise.resolve(METADATA),
    answer,
  });

  it("trades the provider's code for her tokens with the page's verifier", async () => {
    const now = Math.floor(Date.now() / 1000);
    const { userManager, finishPageSignIn, posted } = appUserManager(() =>
      Response.json({
        access_token: 'access-1',
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: 'refresh-1',
        scope: 'openid profile email offline_access roles',
        id_token: idToken({
          iss: ISSUER,
          aud: 'reprally-web',
          sub: 'ana',
          nonce: 'page-nonce',
          iat: now,
          exp: now + 600,
        }),
      }),
    );
    const started = pageSignIn(
      Promise.resolve(`${ORIGIN}/silent-callback?code=the-code&state=page-state&iss=${ISSUER}`),
    );
    const user = await finishPageSignIn(userManager, started);

    expect(user?.access_token).toBe('access-1');
    expect(user?.profile.sub).toBe('ana');
    expect(posted.map((body) => Object.fromEntries(body))).toEqual([
      expect.objectContaining({
        grant_type: 'authorization_code',
        code: 'the-code',
        code_verifier: started.codeVerifier,
        redirect_uri: `${ORIGIN}/silent-callback`,
        client_id: 'reprally-web',
      }),
    ]);
    // she is the library's user, in memory, with her refresh token for the next renewal
    expect((await userManager.getUser())?.refresh_token).toBe('refresh-1');
  });

  it('refuses an ID token that does not carry back the nonce the page sent', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { userManager, finishPageSignIn } = appUserManager(() =>
      Response.json({
        access_token: 'access-1',
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken({
          iss: ISSUER,
          aud: 'reprally-web',
          sub: 'ana',
          nonce: 'another-request',
          iat: now,
          exp: now + 600,
        }),
      }),
    );
    const error = await finishPageSignIn(
      userManager,
      pageSignIn(
        Promise.resolve(`${ORIGIN}/silent-callback?code=the-code&state=page-state&iss=${ISSUER}`),
      ),
    ).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/nonce/);
    expect(await userManager.getUser()).toBeNull();
  });

  it('refuses an answer to a request it was not handed', async () => {
    const { userManager, finishPageSignIn, posted } = appUserManager(() => Response.json({}));
    const error = await finishPageSignIn(
      userManager,
      pageSignIn(Promise.resolve(`${ORIGIN}/silent-callback?code=c&state=another-state`)),
    ).catch((caught: unknown) => caught);
    expect(toAuthError(error, 'Login failed').kind).toBe('missing_transaction');
    expect(posted).toEqual([]);
  });

  it("ends quietly as 'login required' when the provider has no session for her", async () => {
    const { userManager, finishPageSignIn } = appUserManager(() => Response.json({}));
    const error = await finishPageSignIn(
      userManager,
      pageSignIn(
        Promise.resolve(`${ORIGIN}/silent-callback?error=login_required&state=page-state`),
      ),
    ).catch((caught: unknown) => caught);
    expect(toAuthError(error, 'Login failed').kind).toBe('login_required');
  });

  it('times out when the provider did not answer the page in time', async () => {
    const { userManager, finishPageSignIn } = appUserManager(() => Response.json({}));
    const error = await finishPageSignIn(userManager, pageSignIn(Promise.resolve(null))).catch(
      (caught: unknown) => caught,
    );
    expect(toAuthError(error, 'Login failed')).toEqual({
      kind: 'timeout',
      message: 'Login failed: the server did not answer in time',
    });
  });

  /** The provider's answer to a code: Ana's tokens. */
  const anasTokens = () => {
    const now = Math.floor(Date.now() / 1000);
    return Response.json({
      access_token: 'access-1',
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: 'refresh-1',
      id_token: idToken({
        iss: ISSUER,
        aud: 'reprally-web',
        sub: 'ana',
        nonce: 'page-nonce',
        iat: now,
        exp: now + 600,
      }),
    });
  };
  const answered = () =>
    pageSignIn(
      Promise.resolve(`${ORIGIN}/silent-callback?code=the-code&state=page-state&iss=${ISSUER}`),
    );

  /** A fresh sign-in chunk and the app's lazy user manager using it, as on a new page. */
  async function freshPage() {
    const { posted } = appUserManager(anasTokens);
    vi.resetModules();
    const chunk = await import('./user-manager');
    const { lazyUserManager } = await import('./lazy-user-manager');
    return { chunk, lazyUserManager, posted };
  }

  it('takes the sign-in the page began in the sign-in chunk: one token call, its user manager', async () => {
    const { chunk, lazyUserManager, posted } = await freshPage();
    const started = answered();
    chunk.startPageSignIn(appSettings(), started);
    // not finished until the chunk has her tokens: the app renders its sign-in check meanwhile
    expect(started.finished).toBeUndefined();
    await vi.waitFor(() => expect(started.finished).toBe(true));
    const userManager = lazyUserManager(ORIGIN, started);
    const user = await userManager.signinSilent();
    expect(user?.access_token).toBe('access-1');
    expect(posted).toHaveLength(1);
    // she is in the memory of the user manager the app goes on with
    expect((await userManager.loaded()?.getUser())?.refresh_token).toBe('refresh-1');
    // a later silent sign-in is the library's own, not the page's again
    const library = vi.spyOn(userManager.loaded()!, 'signinSilent').mockResolvedValue(null);
    await userManager.signinSilent();
    expect(library).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('begins nothing in the sign-in chunk once the app has claimed the sign-in', async () => {
    const { chunk, lazyUserManager, posted } = await freshPage();
    const started = answered();
    const userManager = lazyUserManager(ORIGIN, started);
    await userManager.get();
    chunk.startPageSignIn(appSettings(), started);
    expect((await userManager.signinSilent())?.access_token).toBe('access-1');
    expect(posted).toHaveLength(1);
  }, 60_000);

  it('forgets the sign-in the page began once she has logged out meanwhile, and keeps no user', async () => {
    const { chunk, lazyUserManager, posted } = await freshPage();
    const started = answered();
    chunk.startPageSignIn(appSettings(), started);
    await vi.waitFor(() => expect(started.finished).toBe(true));
    const userManager = lazyUserManager(ORIGIN, started);
    await userManager.get();
    // she logged out in another page before this one took the sign-in it began
    userManager.forget();
    const library = vi.spyOn(userManager.loaded()!, 'signinSilent').mockResolvedValue(null);
    // a later sign-in (she signed in again elsewhere) asks the provider, not the page's old answer
    expect(await userManager.signinSilent()).toBeNull();
    expect(library).toHaveBeenCalledTimes(1);
    expect(posted).toHaveLength(1);
    await vi.waitFor(async () => expect(await userManager.loaded()?.getUser()).toBeNull());
  }, 60_000);

  it('takes out an answer that came after she was forgotten: it does not sign her back in', async () => {
    const { lazyUserManager } = await freshPage();
    const userManager = lazyUserManager(ORIGIN, null);
    const library = await userManager.get();
    let answer: (user: User) => void = () => undefined;
    vi.spyOn(library, 'signinSilent').mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const removed = vi.spyOn(library, 'removeUser');
    const renewal = userManager.refresh();
    await vi.waitFor(() => expect(library.signinSilent).toHaveBeenCalled());
    userManager.forget();
    const removedAtForget = removed.mock.calls.length;
    answer({ access_token: 'access-after-logout' } as User);
    expect(await renewal).toBeNull();
    // what the library stored of the late answer is removed once more, after it came
    expect(removed.mock.calls.length).toBe(removedAtForget + 1);
  }, 60_000);

  it("hears the page's refusal when she has no session at the provider", async () => {
    const { chunk, lazyUserManager } = await freshPage();
    const started = pageSignIn(
      Promise.resolve(`${ORIGIN}/silent-callback?error=login_required&state=page-state`),
    );
    chunk.startPageSignIn(appSettings(), started);
    // a refusal finishes it too: she is known to be signed out before the app's first render
    await vi.waitFor(() => expect(started.finished).toBe(true));
    const error = await lazyUserManager(ORIGIN, started)
      .signinSilent()
      .catch((caught: unknown) => caught);
    expect(toAuthError(error, 'Login failed').kind).toBe('login_required');
  }, 60_000);

  it('signs her in through the library when the page could not ask', async () => {
    const { userManager, finishPageSignIn } = appUserManager(() => Response.json({}));
    const library = vi.spyOn(userManager, 'signinSilent').mockResolvedValue(null);
    const failed = Promise.reject(new Error('discovery 503'));
    failed.catch(() => undefined);
    expect(await finishPageSignIn(userManager, pageSignIn(failed))).toBeNull();
    expect(library).toHaveBeenCalledTimes(1);
  });
});
