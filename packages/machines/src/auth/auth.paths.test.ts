import type { AnyEventObject } from 'xstate';
import { makeIdToken } from '../testing/id-token-fixture';
import { checkPathCoverage, transitionTable } from '../testing/path-coverage';
import { describe, expect, it } from 'vitest';
import type { AuthInput, AuthSnapshot, OidcSession } from './auth.machine';
import { authMachine, selectAuthView, TOKEN_REQUEST_TRIES } from './auth.machine';

/** A failure for want of an answer: the browser's fetch failed. */
const isNetworkFailure = (event: AnyEventObject) => event.error instanceof TypeError;

const T0 = Date.UTC(2026, 10, 18, 10, 30);
const base: AuthInput = {
  issuer: 'https://id.reprally.app/',
  clientId: 'reprally-web',
  origin: 'https://reprally.app',
  now: () => T0,
};

function signIn(roles: string[], overrides: Partial<OidcSession> = {}): OidcSession {
  return {
    idToken: makeIdToken({
      iss: base.issuer,
      aud: base.clientId,
      nonce: 'n-1',
      exp: T0 / 1000 + 3600,
      sub: 'auth0|ana',
      name: 'Ana',
      roles,
    }),
    accessToken: 'access-1',
    expiresAt: T0 + 3_600_000,
    nonce: 'n-1',
    ...overrides,
  };
}

const forged = signIn(['Admin'], { nonce: 'n-forged' });
const done =
  (id: string, ...outputs: unknown[]) =>
  () =>
    outputs.map((output): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output }));
const failed =
  (id: string, ...errors: unknown[]) =>
  () =>
    errors.map((error): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error }));

/** The event that brought the machine here (DISMISS_ERROR only clears the error). */
function cause(route: { events: AnyEventObject[] }) {
  return route.events.findLast((event) => event.type !== 'DISMISS_ERROR');
}

function signedOutShape(s: AuthSnapshot) {
  expect(s.context).toMatchObject({ session: null, claims: null, user: null, isAdmin: false });
}

function quietLoginRequired(s: AuthSnapshot) {
  // login_required ends the session without an error on screen
  expect(s.context.error?.kind).not.toBe('login_required');
}

// replays every shortest path on a live actor: seconds on a busy 2-core machine
describe('auth paths (xstate/graph)', { timeout: 30_000 }, () => {
  it('has the sign-in flow: restore, callback, silent sign-in, refresh, sign-out', () => {
    expect(transitionTable(authMachine)).toEqual([
      '(root) --DISMISS_ERROR--> (stays)',
      'checkingMarker --SIGNED_OUT_ELSEWHERE--> signedOut',
      'checkingMarker --done:readSignedInMarker#1 [markerPresent]--> silentSignIn',
      'checkingMarker --done:readSignedInMarker#2--> signedOut',
      'checkingMarker --error:readSignedInMarker--> signedOut',
      'handlingCallback --done:signinCallback#1 [sessionIsValid]--> signedIn',
      'handlingCallback --done:signinCallback#2--> signedOut',
      'handlingCallback --error:signinCallback#1 [isLoginRequired]--> signedOut',
      'handlingCallback --error:signinCallback#2--> checkingMarker',
      'loading --always#1 [isCallback]--> handlingCallback',
      'loading --always#2--> restoring',
      'restoring --SIGNED_OUT_ELSEWHERE--> signedOut',
      'restoring --done:getUser#1 [sessionIsValid]--> signedIn',
      'restoring --done:getUser#2--> checkingMarker',
      'restoring --error:getUser--> checkingMarker',
      'signedIn --LOGOUT--> signingOut',
      'signedIn --SIGNED_OUT_ELSEWHERE--> signedOut',
      'signedIn.idle --REFRESH_TOKEN--> signedIn.refreshing',
      'signedIn.idle --after refreshDue--> signedIn.refreshing',
      'signedIn.refreshing --done:refreshSession#1 [sessionIsValid]--> signedIn.idle',
      'signedIn.refreshing --done:refreshSession#2--> signedOut',
      'signedIn.refreshing --error:refreshSession#1 [mayTryRefreshAgain]--> signedIn.refreshing (reenter)',
      'signedIn.refreshing --error:refreshSession#2 [endsSession]--> signedOut',
      'signedIn.refreshing --error:refreshSession#3--> signedIn.stale',
      'signedIn.stale --REFRESH_TOKEN--> signedIn.refreshing',
      'signedOut --LOGIN#1 [isPopupLogin]--> signingIn.popup',
      'signedOut --LOGIN#2--> signingIn.redirect',
      'signedOut --SIGNED_IN_ELSEWHERE--> signingIn.following',
      'signedOut --SIGNED_OUT_ELSEWHERE [sessionHasExpired]--> (stays)',
      'signingIn.following --SIGNED_OUT_ELSEWHERE--> signedOut',
      'signingIn.following --done:followSignIn#1 [sessionIsValid]--> signedIn',
      'signingIn.following --done:followSignIn#2--> signedOut',
      'signingIn.following --error:followSignIn--> signedOut',
      'signingIn.popup --after popupTimeout--> signedOut',
      'signingIn.popup --done:signinPopup#1 [sessionIsValid]--> signedIn',
      'signingIn.popup --done:signinPopup#2--> signedOut',
      'signingIn.popup --error:signinPopup--> signedOut',
      'signingIn.redirect --error:signinRedirect--> signedOut',
      'signingOut --error:signoutRedirect--> signedOut',
      'silentSignIn --SIGNED_OUT_ELSEWHERE--> signedOut',
      'silentSignIn --done:signinSilent#1 [sessionIsValid]--> signedIn',
      'silentSignIn --done:signinSilent#2--> signedOut',
      'silentSignIn --error:signinSilent#1 [isLoginRequired]--> signedOut',
      'silentSignIn --error:signinSilent#2--> signedOut',
    ]);
  });

  it('reaches every state and takes every transition, each path ending in checks', () => {
    const report = checkPathCoverage({
      machine: authMachine.provide({
        actions: {
          writeSignedInMarker: () => undefined,
          clearSignedInMarker: () => undefined,
          tellOtherPagesSignedOut: () => undefined,
          tellOtherPagesSignedIn: () => undefined,
          clearLocalSession: () => undefined,
          navigate: () => undefined,
        },
      }),
      inputs: [{ ...base, callbackQuery: '?code=c-1&state=s-1' }, base],
      events: {
        'xstate.done.actor.signinCallback': done(
          'signinCallback',
          signIn(['Admin'], { returnTo: '//evil.example' }),
          forged,
        ),
        'xstate.error.actor.signinCallback': failed('signinCallback', new Error('Invalid state'), {
          error: 'login_required',
        }),
        'xstate.done.actor.getUser': done(
          'getUser',
          null,
          signIn(['Member'], { nonce: undefined }),
        ),
        'xstate.error.actor.getUser': failed('getUser', new Error('storage unavailable')),
        'xstate.done.actor.readSignedInMarker': done('readSignedInMarker', true, false),
        'xstate.error.actor.readSignedInMarker': failed('readSignedInMarker', new Error('blocked')),
        'xstate.done.actor.signinSilent': done('signinSilent', signIn(['Member']), forged),
        'xstate.error.actor.signinSilent': failed(
          'signinSilent',
          { error: 'login_required' },
          new Error(''),
        ),
        'xstate.done.actor.followSignIn': done('followSignIn', signIn(['Member']), forged),
        'xstate.error.actor.followSignIn': failed('followSignIn', { error: 'login_required' }),
        'xstate.error.actor.signinRedirect': failed('signinRedirect', new Error('')),
        'xstate.done.actor.signinPopup': done('signinPopup', signIn(['Member']), forged),
        'xstate.error.actor.signinPopup': failed('signinPopup', new Error('Popup closed by user')),
        'xstate.done.actor.refreshSession': done(
          'refreshSession',
          { accessToken: 'access-2', expiresAt: T0 + 7_200_000 },
          forged,
        ),
        'xstate.error.actor.refreshSession': failed(
          'refreshSession',
          { error: 'login_required' },
          new Error(''),
          new TypeError('Failed to fetch'),
        ),
        'xstate.error.actor.signoutRedirect': failed('signoutRedirect', new Error('offline')),
        LOGIN: () => [
          { type: 'LOGIN', returnTo: '/badges' },
          { type: 'LOGIN', method: 'popup', returnTo: 'https://evil.example' },
        ],
      },
      states: {
        handlingCallback: (s) => {
          expect(s.context.callbackQuery).toBe('?code=c-1&state=s-1');
          expect(selectAuthView(s).status).toBe('loading');
          signedOutShape(s);
        },
        restoring: (s) => {
          expect(s.hasTag('busy')).toBe(true);
          signedOutShape(s);
        },
        checkingMarker: (s, route) => {
          const last = cause(route);
          // only when the library holds no usable user, or the provider's answer was not usable
          expect(last?.type).toMatch(
            /^xstate\.(done|error)\.actor\.getUser$|^xstate\.error\.actor\.signinCallback$/,
          );
          if (last?.type === 'xstate.done.actor.getUser') expect(last.output).toBeNull();
          expect(selectAuthView(s).status).toBe('loading');
          signedOutShape(s);
        },
        silentSignIn: (s, route) => {
          const last = cause(route);
          expect(last).toEqual({ type: 'xstate.done.actor.readSignedInMarker', output: true });
          expect(selectAuthView(s).status).toBe('loading');
          signedOutShape(s);
        },
        signedOut: (s, route) => {
          const last = cause(route);
          if (last?.type === 'xstate.done.actor.readSignedInMarker')
            expect(last.output).toBe(false);
          expect(selectAuthView(s).status).toBe('signedOut');
          expect(s.context.callbackQuery).toBeNull();
          signedOutShape(s);
          quietLoginRequired(s);
        },
        signingIn: (s) => {
          expect(selectAuthView(s).status).toBe('signingIn');
          expect(['/', '/badges']).toContain(s.context.returnTo);
          expect(s.context.error).toBeNull();
          signedOutShape(s);
        },
        'signingIn.popup': (s, route) => {
          const last = cause(route);
          expect(last).toMatchObject({ type: 'LOGIN', method: 'popup' });
          expect(s.context.loginMethod).toBe('popup');
        },
        'signingIn.redirect': (s, route) => {
          const last = cause(route);
          expect(last).toMatchObject({ type: 'LOGIN' });
          expect(last?.method).toBeUndefined();
          expect(s.context.loginMethod).toBe('redirect');
        },
        'signingIn.following': (s, route) => {
          // only when she signed in in another page; the page asks without a prompt or a press
          expect(cause(route)).toEqual({ type: 'SIGNED_IN_ELSEWHERE' });
          expect(selectAuthView(s).status).toBe('signingIn');
          expect(s.hasTag('busy')).toBe(true);
        },
        signedIn: (s, route) => {
          const last = cause(route);
          // a session the library just handed over is the one kept
          if (last?.type.startsWith('xstate.done.actor.')) {
            expect(s.context.session).toEqual(last.output);
          }
          const view = selectAuthView(s);
          expect(view.status).toBe('signedIn');
          expect(view.user).toMatchObject({ sub: 'auth0|ana', name: 'Ana' });
          const roles = s.context.claims?.roles;
          expect(view.isAdmin).toBe(Array.isArray(roles) && roles.includes('Admin'));
          expect(s.context.session?.accessToken).toMatch(/^access-/);
          quietLoginRequired(s);
        },
        'signedIn.idle': (s) => expect(s.hasTag('busy')).toBe(false),
        // each try of a refresh is counted; only a failure without an answer is tried again
        'signedIn.refreshing': (s, { last }) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(s.context.refreshTries).toBeGreaterThanOrEqual(1);
          expect(s.context.refreshTries).toBeLessThanOrEqual(TOKEN_REQUEST_TRIES);
          if (last?.type === 'xstate.error.actor.refreshSession') {
            expect(isNetworkFailure(last)).toBe(true);
            expect(s.context.refreshTries).toBeGreaterThan(1);
          }
        },
        // the failed refresh shows until dismissed
        'signedIn.stale': (s) => {
          expect(s.context.refreshTries).toBe(0);
          expect([
            undefined,
            'Get access token failed',
            'Get access token failed: the server could not be reached',
          ]).toContain(s.context.error?.message);
        },
        // no token is handed out any more; who she is stays for the frame until the page leaves
        signingOut: (s) => {
          expect(selectAuthView(s).status).toBe('signingOut');
          expect(s.context.session).toBeNull();
          expect(selectAuthView(s).user).not.toBeNull();
        },
      },
    });
    expect(report.stateNodes).toBe(15);
    // every path is replayed on a live actor: seconds of CPU, more when the machine is busy
  }, 30_000);
});
