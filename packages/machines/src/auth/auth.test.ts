import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { controlledActor, flushPromises } from '../testing/deferred';
import { makeIdToken } from '../testing/id-token-fixture';
import { describe, expect, it, vi } from 'vitest';
import { requestAccessToken } from './access-token';
import type { AuthInput, OidcSession } from './auth.machine';
import { authMachine, selectAuthView } from './auth.machine';

const T0 = Date.UTC(2026, 10, 18, 10, 30);
const issuer = 'https://id.reprally.app/';
const clientId = 'reprally-web';
const MINUTE = 60_000;

function session(
  overrides: Partial<OidcSession> = {},
  claims: Record<string, unknown> = {},
  now = T0,
): OidcSession {
  return {
    idToken: makeIdToken({
      iss: issuer,
      aud: clientId,
      nonce: 'n-1',
      exp: now / 1000 + 3600,
      sub: 'auth0|ana',
      name: 'Ana',
      email: 'ana@example.com',
      roles: ['Member'],
      ...claims,
    }),
    accessToken: 'access-1',
    expiresAt: now + 60 * MINUTE,
    nonce: 'n-1',
    ...overrides,
  };
}

function startAuth(
  options: { callbackQuery?: string; rolesClaim?: string; marker?: boolean } = {},
) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const actors = {
    getUser: controlledActor<OidcSession | null, void>(),
    signinCallback: controlledActor<OidcSession, { query: string }>(),
    signinRedirect: controlledActor<void, { returnTo: string }>(),
    signinPopup: controlledActor<OidcSession, { returnTo: string }>(),
    signinSilent: controlledActor<OidcSession, void>(),
    refreshSession: controlledActor<OidcSession, void>(),
    signoutRedirect: controlledActor<void, { postLogoutRedirectUri: string }>(),
  };
  const effects = {
    writeSignedInMarker: vi.fn(),
    clearSignedInMarker: vi.fn(),
    tellOtherPagesSignedOut: vi.fn(),
    tellOtherPagesSignedIn: vi.fn(),
    clearLocalSession: vi.fn(),
    navigate: vi.fn(),
  };
  const input: AuthInput = {
    issuer,
    clientId,
    origin: 'https://reprally.app',
    now: () => clock.now(),
    ...(options.callbackQuery ? { callbackQuery: options.callbackQuery } : {}),
    ...(options.rolesClaim ? { rolesClaim: options.rolesClaim } : {}),
  };
  const machine = authMachine.provide({
    actors: {
      getUser: actors.getUser.logic,
      signinCallback: actors.signinCallback.logic,
      signinRedirect: actors.signinRedirect.logic,
      signinPopup: actors.signinPopup.logic,
      signinSilent: actors.signinSilent.logic,
      refreshSession: actors.refreshSession.logic,
      signoutRedirect: actors.signoutRedirect.logic,
      readSignedInMarker: fromPromise(async () => options.marker ?? false),
    },
    actions: {
      writeSignedInMarker: (_, params) => effects.writeSignedInMarker(params),
      clearSignedInMarker: effects.clearSignedInMarker,
      tellOtherPagesSignedOut: effects.tellOtherPagesSignedOut,
      tellOtherPagesSignedIn: effects.tellOtherPagesSignedIn,
      clearLocalSession: effects.clearLocalSession,
      navigate: (_, params) => effects.navigate(params.to),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, actors, effects, clock };
}

async function signedIn(claims: Record<string, unknown> = {}) {
  const started = startAuth({ callbackQuery: '?code=c-1&state=s-1' });
  started.actors.signinCallback.last().answer.resolve(session({ returnTo: '/badges' }, claims));
  await waitFor(started.actor, (s) => s.matches('signedIn'));
  return started;
}

describe('auth: the redirect callback', () => {
  it('hands code and state to the library, signs in, and returns to the kept path', async () => {
    const { actor, actors, effects } = startAuth({ callbackQuery: '?code=c-1&state=s-1' });
    expect(actor.getSnapshot().value).toBe('handlingCallback');
    expect(selectAuthView(actor.getSnapshot()).status).toBe('loading');
    expect(actors.signinCallback.last().input).toEqual({ query: '?code=c-1&state=s-1' });

    actors.signinCallback.last().answer.resolve(session({ returnTo: '/groups/12?tab=members' }));
    await waitFor(actor, (s) => s.matches('signedIn'));

    expect(selectAuthView(actor.getSnapshot())).toEqual({
      status: 'signedIn',
      user: { sub: 'auth0|ana', name: 'Ana', email: 'ana@example.com', picture: null },
      isAdmin: false,
      adminCheckError: null,
      error: null,
      sessionExpired: false,
    });
    expect(effects.navigate).toHaveBeenCalledWith('/groups/12?tab=members');
    expect(effects.writeSignedInMarker).toHaveBeenCalledWith({ maxAgeMs: 86_400_000 });
  });

  it('returns to / when the carried path points off-site', async () => {
    const { actor, actors, effects } = startAuth({ callbackQuery: '?code=c-1&state=s-1' });
    actors.signinCallback.last().answer.resolve(session({ returnTo: '//evil.example/phish' }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(effects.navigate).toHaveBeenCalledWith('/');
  });

  it("reports a state mismatch as 'Invalid state' and leaves the callback URL", async () => {
    const { actor, actors, effects } = startAuth({ callbackQuery: '?code=c-1&state=forged' });
    actors.signinCallback.last().answer.reject(new Error('State does not match'));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'state_mismatch',
      message: 'Invalid state',
    });
    expect(effects.navigate).toHaveBeenCalledWith('/');
  });

  it('asks quietly after an answer it cannot use when she signed in recently, and signs her in', async () => {
    const { actor, actors, effects } = startAuth({
      callbackQuery: '?code=used-1&state=gone-1',
      marker: true,
    });
    actors.signinCallback.last().answer.reject(new Error('No matching state found in storage'));
    await waitFor(actor, (s) => s.matches('silentSignIn'));
    expect(effects.navigate).toHaveBeenCalledWith('/');
    expect(selectAuthView(actor.getSnapshot()).status).toBe('loading');
    actors.signinSilent.last().answer.resolve(session());
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("keeps the callback's failure when the quiet try finds no session either", async () => {
    const { actor, actors } = startAuth({ callbackQuery: '?code=c-1&state=forged', marker: true });
    actors.signinCallback.last().answer.reject(new Error('State does not match'));
    await waitFor(actor, (s) => s.matches('silentSignIn'));
    actors.signinSilent.last().answer.reject({ error: 'login_required' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'state_mismatch',
      message: 'Invalid state',
    });
  });

  it("reads a provider error without a message as 'Login failed'", async () => {
    const { actor, actors } = startAuth({ callbackQuery: '?error=access_denied&state=s-1' });
    expect(actors.signinCallback.last().input.query).toBe('?error=access_denied&state=s-1');
    actors.signinCallback.last().answer.reject({ error: 'access_denied' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'unknown', message: 'Login failed' });
  });

  it('goes back to the page she started from when the failed answer names it', async () => {
    const { actor, actors, effects } = startAuth({
      callbackQuery: '?error=access_denied&state=s-1',
    });
    actors.signinCallback.last().answer.reject({
      error: 'access_denied',
      error_description: 'The user denied access',
      returnTo: '/groups/12?tab=members',
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/groups/12?tab=members');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'unknown',
      message: 'The user denied access',
    });
  });

  it('goes home when the failed answer names a page off-site', async () => {
    const { actor, actors, effects } = startAuth({
      callbackQuery: '?error=access_denied&state=s-1',
    });
    actors.signinCallback
      .last()
      .answer.reject({ error: 'access_denied', returnTo: '//evil.example' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.navigate).toHaveBeenCalledWith('/');
  });

  it('goes back to her page when the ID token is refused', async () => {
    const { actor, actors, effects } = startAuth({ callbackQuery: '?code=c-1&state=s-1' });
    actors.signinCallback
      .last()
      .answer.resolve(session({ returnTo: '/badges' }, { aud: 'other-app' }));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.navigate).toHaveBeenCalledWith('/badges');
  });

  it('clears the local session and the marker on login_required, without an error', async () => {
    const { actor, actors, effects } = startAuth({
      callbackQuery: '?error=login_required&state=s',
    });
    actors.signinCallback.last().answer.reject({ error: 'login_required' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.clearLocalSession).toHaveBeenCalled();
    expect(effects.clearSignedInMarker).toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['another nonce', { nonce: 'n-other' }, 'ID token nonce does not match'],
    ['another issuer', { iss: 'https://evil.example/' }, 'ID token issuer (iss) does not match'],
    ['another audience', { aud: 'other-app' }, 'ID token audience (aud) does not match'],
    ['an expiry past the leeway', { exp: T0 / 1000 - 61 }, 'ID token has expired'],
  ])('refuses an ID token with %s and forgets it', async (_, claims, reason) => {
    const { actor, actors, effects } = startAuth({ callbackQuery: '?code=c-1&state=s-1' });
    actors.signinCallback.last().answer.resolve(session({}, claims));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      session: null,
      error: { kind: 'invalid_id_token', message: reason },
    });
    expect(effects.clearLocalSession).toHaveBeenCalled();
    expect(effects.writeSignedInMarker).not.toHaveBeenCalled();
  });

  it('accepts an ID token that expired less than 60 s ago (clock leeway)', async () => {
    const { actor, actors } = startAuth({ callbackQuery: '?code=c-1&state=s-1' });
    actors.signinCallback.last().answer.resolve(session({}, { exp: T0 / 1000 - 59 }));
    await waitFor(actor, (s) => s.matches('signedIn'));
  });
});

describe('auth: admin status on sign-in', () => {
  it.each([
    [['Admin'], true],
    [['Member', 'Admin'], true],
    [['Member'], false],
  ])('roles %j → isAdmin %s', async (roles, isAdmin) => {
    const { actor } = await signedIn({ roles });
    expect(actor.getSnapshot().context.isAdmin).toBe(isAdmin);
  });

  it('reads the configured roles claim', async () => {
    const { actor, actors } = startAuth({
      callbackQuery: '?code=c&state=s',
      rolesClaim: 'https://reprally.app/roles',
    });
    actors.signinCallback
      .last()
      .answer.resolve(session({}, { 'https://reprally.app/roles': ['Admin'] }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.isAdmin).toBe(true);
  });

  it("signs in as a member with 'Failed to verify admin privileges' when the claim is unreadable", async () => {
    const { actor } = await signedIn({ roles: 42 });
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      status: 'signedIn',
      isAdmin: false,
      adminCheckError: 'Failed to verify admin privileges',
      error: { message: 'Failed to verify admin privileges' },
    });
  });

  it('keeps the failed check while she logs out, where the error is forgotten, and drops it once she is out', async () => {
    const { actor, actors } = await signedIn({ roles: 42 });
    actor.send({ type: 'LOGOUT' });
    // the page stays as it was while the browser leaves: the admin area still says why
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      status: 'signingOut',
      adminCheckError: 'Failed to verify admin privileges',
      error: null,
    });
    actors.signoutRedirect.last().answer.reject(new Error('network'));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectAuthView(actor.getSnapshot()).adminCheckError).toBeNull();
  });

  it('has no failed check when the roles were read', async () => {
    const { actor } = await signedIn({ roles: ['Member'] });
    expect(selectAuthView(actor.getSnapshot()).adminCheckError).toBeNull();
  });
});

describe('auth: after a reload', () => {
  it('keeps a user the library still holds in memory', async () => {
    const { actor, actors } = startAuth({ marker: true });
    expect(actor.getSnapshot().value).toBe('restoring');
    actors.getUser.last().answer.resolve(session({ nonce: undefined }));
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actors.signinSilent.calls).toHaveLength(0);
  });

  it("signs in silently when the 'signed in recently' marker exists", async () => {
    const { actor, actors } = startAuth({ marker: true });
    actors.getUser.last().answer.resolve(null);
    await waitFor(actor, (s) => s.matches('silentSignIn'));
    actors.signinSilent.last().answer.resolve(session());
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('stops finding her session when she logs out in another page meanwhile, and stays out', async () => {
    const { actor, actors, effects } = startAuth({ marker: true });
    actors.getUser.last().answer.resolve(null);
    await waitFor(actor, (s) => s.matches('silentSignIn'));
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({ status: 'signedOut', user: null });
    // the provider had not heard of the logout yet: its answer reaches nobody
    actors.signinSilent.last().answer.resolve(session());
    await flushPromises();
    expect(selectAuthView(actor.getSnapshot()).status).toBe('signedOut');
    expect(effects.writeSignedInMarker).not.toHaveBeenCalled();
    expect(effects.tellOtherPagesSignedIn).not.toHaveBeenCalled();
  });

  it('does not show a failed return from the provider once she has logged out elsewhere', async () => {
    const { actor, actors } = startAuth({ callbackQuery: '?code=c-1&state=s-1', marker: true });
    actors.signinCallback.last().answer.reject(new Error('Token endpoint unreachable'));
    await waitFor(actor, (s) => s.matches('silentSignIn'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({ status: 'signedOut', error: null });
  });

  it('stops before asking the provider when she logs out elsewhere while the page looks in memory', async () => {
    const { actor, actors } = startAuth({ marker: true });
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    actors.getUser.last().answer.resolve(null);
    await flushPromises();
    expect(selectAuthView(actor.getSnapshot()).status).toBe('signedOut');
    expect(actors.signinSilent.calls).toHaveLength(0);
  });

  it('shows the signed-out page without trying when there is no marker', async () => {
    const { actor, actors } = startAuth({ marker: false });
    actors.getUser.last().answer.resolve(null);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actors.signinSilent.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('on login_required clears the marker and the local session and shows the signed-out page', async () => {
    const { actor, actors, effects } = startAuth({ marker: true });
    actors.getUser.last().answer.resolve(null);
    await waitFor(actor, (s) => s.matches('silentSignIn'));
    actors.signinSilent
      .last()
      .answer.reject({ error: 'login_required', error_description: 'Login required' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(effects.clearSignedInMarker).toHaveBeenCalled();
    expect(effects.clearLocalSession).toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("reads a silent failure without a message as 'Get access token failed'", async () => {
    const { actor, actors } = startAuth({ marker: true });
    actors.getUser.last().answer.resolve(null);
    await waitFor(actor, (s) => s.matches('silentSignIn'));
    actors.signinSilent.last().answer.reject(new Error(''));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.error?.message).toBe('Get access token failed');
  });
});

describe('auth: login', () => {
  async function signedOut() {
    const started = startAuth();
    started.actors.getUser.last().answer.resolve(null);
    await waitFor(started.actor, (s) => s.matches('signedOut'));
    return started;
  }

  it('redirects with the return-to path kept, or / when it is not a same-origin path', async () => {
    const { actor, actors } = await signedOut();
    actor.send({ type: 'LOGIN', returnTo: '/badges/monthly' });
    expect(selectAuthView(actor.getSnapshot()).status).toBe('signingIn');
    expect(actors.signinRedirect.last().input).toEqual({ returnTo: '/badges/monthly' });

    actors.signinRedirect.last().answer.reject(new Error(''));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.error?.message).toBe('Login failed');

    actor.send({ type: 'LOGIN', returnTo: 'javascript:alert(1)' });
    expect(actors.signinRedirect.last().input).toEqual({ returnTo: '/' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('signs in through a popup and goes to the return-to path', async () => {
    const { actor, actors, effects } = await signedOut();
    actor.send({ type: 'LOGIN', method: 'popup', returnTo: '/stats' });
    actors.signinPopup.last().answer.resolve(session());
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(effects.navigate).toHaveBeenCalledWith('/stats');
  });

  it("gives up on the popup after 60 s with 'timeout', and closes it", async () => {
    const { actor, actors, clock } = await signedOut();
    actor.send({ type: 'LOGIN', method: 'popup' });
    clock.increment(59_999);
    expect(actor.getSnapshot().matches({ signingIn: 'popup' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'timeout', message: 'Timeout' });
    expect(actors.signinPopup.last().signal.aborted).toBe(true);
  });

  it("calls a closed popup 'cancelled'", async () => {
    const { actor, actors } = await signedOut();
    actor.send({ type: 'LOGIN', method: 'popup' });
    actors.signinPopup.last().answer.reject(new Error('Popup closed by user'));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.error?.kind).toBe('cancelled');
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('auth: tokens while signed in', () => {
  it('refreshes silently 60 s before the access token expires', async () => {
    const { actor, actors, clock } = await signedIn();
    clock.increment(58 * MINUTE);
    expect(actors.refreshSession.calls).toHaveLength(0);
    clock.increment(1 * MINUTE);
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);

    const renewed = { accessToken: 'access-2', expiresAt: clock.now() + 60 * MINUTE };
    actors.refreshSession.last().answer.resolve(renewed);
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(actor.getSnapshot().context.session?.accessToken).toBe('access-2');
    expect(actor.getSnapshot().context.user?.name).toBe('Ana');
  });

  it('getAccessToken() answers from the cache while the token is fresh', async () => {
    const { actor, actors } = await signedIn();
    await expect(requestAccessToken(actor)).resolves.toBe('access-1');
    expect(actors.refreshSession.calls).toHaveLength(0);
  });

  it('getAccessToken({ forceRefresh }) renews a token the server refused, though it looks fresh', async () => {
    const { actor, actors, clock } = await signedIn();
    const token = requestAccessToken(actor, { forceRefresh: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }));
    actors.refreshSession.last().answer.resolve({
      accessToken: 'access-2',
      expiresAt: clock.now() + 60 * MINUTE,
    });
    await expect(token).resolves.toBe('access-2');
    expect(actors.refreshSession.calls).toHaveLength(1);
  });

  it('getAccessToken() shares one refresh between callers once the token is stale', async () => {
    const { actor, actors, clock } = await signedIn();
    clock.increment(59 * MINUTE); // the timer starts the refresh
    const first = requestAccessToken(actor);
    const second = requestAccessToken(actor);
    actors.refreshSession.last().answer.resolve({
      accessToken: 'access-2',
      expiresAt: clock.now() + 60 * MINUTE,
    });
    await expect(Promise.all([first, second])).resolves.toEqual(['access-2', 'access-2']);
    expect(actors.refreshSession.calls).toHaveLength(1);
  });

  it("keeps the member signed in when a refresh fails, and getAccessToken() says 'Failed to authenticate request'", async () => {
    const { actor, actors, clock } = await signedIn();
    clock.increment(59 * MINUTE);
    actors.refreshSession.last().answer.reject(new Error(''));
    await waitFor(actor, (s) => s.matches({ signedIn: 'stale' }));
    expect(actor.getSnapshot().context.error?.message).toBe('Get access token failed');

    clock.increment(10 * MINUTE); // no retry loop in the background
    expect(actors.refreshSession.calls).toHaveLength(1);

    const token = requestAccessToken(actor);
    await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }));
    actors.refreshSession.last().answer.reject(new Error('Network Error'));
    await expect(token).rejects.toThrow('Failed to authenticate request');
  });

  it('sends a token request that got no answer again, up to three tries, and the token follows', async () => {
    const { actor, actors, clock } = await signedIn();
    const token = requestAccessToken(actor, { forceRefresh: true });
    await waitFor(actor, (s) => s.matches({ signedIn: 'refreshing' }));
    actors.refreshSession.last().answer.reject(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(actors.refreshSession.calls).toHaveLength(2));
    const timedOut = Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' });
    actors.refreshSession.last().answer.reject(timedOut);
    await vi.waitFor(() => expect(actors.refreshSession.calls).toHaveLength(3));
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    actors.refreshSession.last().answer.resolve({
      accessToken: 'access-2',
      expiresAt: clock.now() + 60 * MINUTE,
    });
    await expect(token).resolves.toBe('access-2');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('after three tries without an answer the refresh fails, and the next one has three again', async () => {
    const { actor, actors, clock } = await signedIn();
    clock.increment(59 * MINUTE); // the timer starts the refresh
    for (let tries = 1; tries <= 3; tries += 1) {
      await vi.waitFor(() => expect(actors.refreshSession.calls).toHaveLength(tries));
      actors.refreshSession.last().answer.reject(new TypeError('Failed to fetch'));
    }
    await waitFor(actor, (s) => s.matches({ signedIn: 'stale' }));
    // said as the app says it of any call, not in the browser's words
    expect(actor.getSnapshot().context.error?.message).toBe(
      'Get access token failed: the server could not be reached',
    );
    expect(actors.refreshSession.calls).toHaveLength(3);

    const again = requestAccessToken(actor);
    for (let tries = 4; tries <= 6; tries += 1) {
      await vi.waitFor(() => expect(actors.refreshSession.calls).toHaveLength(tries));
      actors.refreshSession.last().answer.reject(new TypeError('Failed to fetch'));
    }
    await expect(again).rejects.toThrow('Failed to authenticate request');
    expect(actors.refreshSession.calls).toHaveLength(6);
  });

  it('does not send a token request again when the provider answered it: its answer stands', async () => {
    for (const error of [new Error('Internal Server Error (500)'), { error: 'invalid_request' }]) {
      const { actor, actors } = await signedIn();
      actor.send({ type: 'REFRESH_TOKEN' });
      actors.refreshSession.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches({ signedIn: 'stale' }));
      expect(actors.refreshSession.calls).toHaveLength(1);
    }
  });

  it('ends the session when the refresh says login_required or there is no refresh token', async () => {
    for (const error of [{ error: 'login_required' }, new Error('No refresh token')]) {
      const { actor, actors, effects } = await signedIn();
      actor.send({ type: 'REFRESH_TOKEN' });
      actors.refreshSession.last().answer.reject(error);
      await waitFor(actor, (s) => s.matches('signedOut'));
      expect(effects.clearSignedInMarker).toHaveBeenCalled();
      expect(effects.clearLocalSession).toHaveBeenCalled();
      expect(actor.getSnapshot().context.session).toBeNull();
    }
  });

  it('a refresh token the provider refuses ends the session as expired, until someone signs in again', async () => {
    const { actor, actors } = await signedIn();
    actor.send({ type: 'REFRESH_TOKEN' });
    actors.refreshSession.last().answer.reject({ error: 'invalid_grant' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      status: 'signedOut',
      sessionExpired: true,
      error: null,
    });

    // the prompt signs in again in a popup, and the page it was on stays
    actor.send({ type: 'LOGIN', method: 'popup', returnTo: '/profile' });
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      status: 'signingIn',
      sessionExpired: true,
    });
    actors.signinPopup.last().answer.resolve(session());
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(selectAuthView(actor.getSnapshot()).sessionExpired).toBe(false);
  });

  it("'Log Out' is not an expired session", async () => {
    const { actor, actors } = await signedIn();
    actor.send({ type: 'LOGOUT' });
    actors.signoutRedirect.last().answer.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectAuthView(actor.getSnapshot()).sessionExpired).toBe(false);
  });

  it("getAccessToken() refuses with 'Failed to authenticate request' when nobody is signed in", async () => {
    const { actor, actors } = startAuth();
    const token = requestAccessToken(actor);
    actors.getUser.last().answer.resolve(null);
    await expect(token).rejects.toThrow('Failed to authenticate request');
  });
});

describe('auth: signing in in another page', () => {
  async function signedOutPage() {
    const started = startAuth();
    started.actors.getUser.last().answer.resolve(null);
    await waitFor(started.actor, (s) => s.matches('signedOut'));
    return started;
  }

  it("tells this browser's other pages once she is signed in, not at each refresh", async () => {
    const { actor, actors, effects, clock } = await signedIn();
    expect(effects.tellOtherPagesSignedIn).toHaveBeenCalledTimes(1);
    clock.increment(59 * MINUTE);
    expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    actors.refreshSession
      .last()
      .answer.resolve({ accessToken: 'access-2', expiresAt: clock.now() + 60 * MINUTE });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(actors.refreshSession.calls).toHaveLength(1);
    expect(effects.tellOtherPagesSignedIn).toHaveBeenCalledTimes(1);
  });

  it('a signed-out page follows her in quietly and stays where it is', async () => {
    const { actor, actors, effects } = await signedOutPage();
    actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
    // the page shows it is signing in (its 'Log In' busy), and asks the provider without a prompt
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({ status: 'signingIn', user: null });
    expect(actors.signinSilent.calls).toHaveLength(1);
    actors.signinSilent.last().answer.resolve(session());
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      status: 'signedIn',
      user: { sub: 'auth0|ana', name: 'Ana' },
      error: null,
    });
    expect(effects.navigate).not.toHaveBeenCalled();
    await expect(requestAccessToken(actor)).resolves.toBe('access-1');
  });

  it('a page kept under an expired session keeps its screen while it follows her in', async () => {
    const { actor, actors } = await signedIn();
    actor.send({ type: 'REFRESH_TOKEN' });
    actors.refreshSession.last().answer.reject({ error: 'invalid_grant' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
    // 'signingIn' with the expired flag: the screen stays under the prompt, never a spinner
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      status: 'signingIn',
      sessionExpired: true,
    });
    actors.signinSilent.last().answer.resolve(session());
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(selectAuthView(actor.getSnapshot()).sessionExpired).toBe(false);
  });

  it('shows nothing when the provider has no session for it, and leaves the marker alone', async () => {
    const { actor, actors, effects } = await signedOutPage();
    actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
    actors.signinSilent.last().answer.reject({ error: 'login_required' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({ status: 'signedOut', error: null });
    expect(effects.clearSignedInMarker).not.toHaveBeenCalled();
    // its own 'Log In' still works
    actor.send({ type: 'LOGIN', returnTo: '/stats' });
    expect(actors.signinRedirect.last().input).toEqual({ returnTo: '/stats' });
  });

  it('turns down a session whose ID token fails its checks', async () => {
    const { actor, actors, effects } = await signedOutPage();
    actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
    actors.signinSilent.last().answer.resolve(session({ nonce: 'n-forged' }));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({ status: 'signedOut', user: null });
    expect(actor.getSnapshot().context.error?.kind).toBe('invalid_id_token');
    expect(effects.clearLocalSession).toHaveBeenCalled();
  });

  it('stays signed out when she logged out again before the page had her session', async () => {
    const { actor, actors } = await signedOutPage();
    actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(selectAuthView(actor.getSnapshot()).status).toBe('signedOut');
    // the provider's late answer reaches nobody
    actors.signinSilent.last().answer.resolve(session());
    await flushPromises();
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({ status: 'signedOut', user: null });
  });

  it('a page signed in already, or on its way to the provider, does not ask again', async () => {
    const { actor, actors } = await signedIn();
    actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true);
    expect(actors.signinSilent.calls).toHaveLength(0);

    const other = await signedOutPage();
    other.actor.send({ type: 'LOGIN', returnTo: '/badges' });
    other.actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
    expect(other.actor.getSnapshot().matches({ signingIn: 'redirect' })).toBe(true);
    expect(other.actors.signinSilent.calls).toHaveLength(0);
  });
});

describe('auth: logout', () => {
  it('forgets the session and the marker and returns to the site origin', async () => {
    const { actor, actors, effects } = await signedIn();
    actor.send({ type: 'LOGOUT' });
    expect(selectAuthView(actor.getSnapshot()).status).toBe('signingOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(effects.clearSignedInMarker).toHaveBeenCalled();
    expect(actors.signoutRedirect.last().input).toEqual({
      postLogoutRedirectUri: 'https://reprally.app/',
    });
  });

  it('stays busy as her while the provider is slow to answer, and a second press is not a second logout', async () => {
    const { actor, actors } = await signedIn();
    actor.send({ type: 'LOGOUT' });
    // the page keeps showing who is logging out, with 'Log Out' busy
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      status: 'signingOut',
      user: { email: 'ana@example.com' },
    });
    actor.send({ type: 'LOGOUT' });
    expect(actors.signoutRedirect.calls).toHaveLength(1);
  });

  it('gives no token while signing out: a request waits for the browser to leave, and fails if it cannot', async () => {
    const { actor, actors } = await signedIn();
    actor.send({ type: 'LOGOUT' });
    let settled: string | undefined;
    const asked = requestAccessToken(actor).then(
      () => (settled = 'a token'),
      (error: Error) => (settled = error.message),
    );
    await flushPromises();
    // a page opened meanwhile shows its placeholders, not a failure, until the browser leaves
    expect(settled).toBeUndefined();
    actors.signoutRedirect.last().answer.reject(new Error('offline'));
    await asked;
    expect(settled).toBe('Failed to authenticate request');
  });

  it("tells this browser's other pages of the app, once", async () => {
    const { actor, effects } = await signedIn();
    expect(effects.tellOtherPagesSignedOut).not.toHaveBeenCalled();
    actor.send({ type: 'LOGOUT' });
    expect(effects.tellOtherPagesSignedOut).toHaveBeenCalledTimes(1);
  });

  it('signs out a page when she logged out in another, without a trip to the provider', async () => {
    const { actor, actors, effects } = await signedIn();
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(selectAuthView(actor.getSnapshot())).toEqual({
      status: 'signedOut',
      user: null,
      isAdmin: false,
      adminCheckError: null,
      error: null,
      sessionExpired: false,
    });
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(effects.clearLocalSession).toHaveBeenCalled();
    expect(actors.signoutRedirect.calls).toHaveLength(0);
    // it does not echo the news back to the other pages
    expect(effects.tellOtherPagesSignedOut).not.toHaveBeenCalled();
    // and asks for no token on her behalf any more
    await expect(requestAccessToken(actor)).rejects.toThrow('Failed to authenticate request');
  });

  it("a refresh's failure from while she was in is not shown as a failed sign-in once she is out", async () => {
    for (const leave of ['elsewhere', 'here'] as const) {
      const { actor, actors } = await signedIn();
      actor.send({ type: 'REFRESH_TOKEN' });
      actors.refreshSession.last().answer.reject(new Error('Internal Server Error (500)'));
      await waitFor(actor, (s) => s.matches({ signedIn: 'stale' }));
      expect(actor.getSnapshot().context.error).not.toBeNull();
      if (leave === 'elsewhere') {
        actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
      } else {
        actor.send({ type: 'LOGOUT' });
        actors.signoutRedirect.last().answer.reject(new Error('offline'));
        await waitFor(actor, (s) => s.matches('signedOut'));
      }
      expect(selectAuthView(actor.getSnapshot())).toMatchObject({
        status: 'signedOut',
        error: null,
      });
    }
  });

  it('a page kept under the prompt of an expired session is hers no longer once she logged out elsewhere', async () => {
    const { actor, actors } = await signedIn();
    actor.send({ type: 'REFRESH_TOKEN' });
    actors.refreshSession.last().answer.reject({ error: 'invalid_grant' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(selectAuthView(actor.getSnapshot()).sessionExpired).toBe(true);
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({
      status: 'signedOut',
      sessionExpired: false,
      error: null,
    });
  });

  it('a page signed out already stays as it is', async () => {
    const { actor, actors, effects } = startAuth();
    actors.getUser.last().answer.resolve(null);
    await waitFor(actor, (s) => s.matches('signedOut'));
    const before = actor.getSnapshot();
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(effects.clearLocalSession).not.toHaveBeenCalled();
  });

  it('still signs out locally when the provider cannot be reached', async () => {
    const { actor, actors, effects } = await signedIn();
    actor.send({ type: 'LOGOUT' });
    actors.signoutRedirect.last().answer.reject(new Error('offline'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectAuthView(actor.getSnapshot())).toMatchObject({ user: null, isAdmin: false });
    expect(effects.clearLocalSession).toHaveBeenCalled();
  });
});
