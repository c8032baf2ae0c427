import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../not-provided';
import { adminStatusFromClaims, DEFAULT_ROLES_CLAIM } from './admin-status';
import type { AuthError } from './auth-error';
import { isTransientAuthFailure, toAuthError } from './auth-error';
import { parseCallbackQuery } from './callback-query';
import type { IdTokenClaims } from './id-token';
import { verifyIdToken } from './id-token';
import { authMessages } from './messages';
import { safeReturnTo } from './safe-return-to';

/** Popup timeout 60 s */
export const POPUP_TIMEOUT_MS = 60_000;
/**
 * Tries of a token request by refresh token, counting the first: one that got no answer (the
 * network failed, or none came within the 10 s HTTP timeout) is sent again, up to this many.
 */
export const TOKEN_REQUEST_TRIES = 3;
/** Token cache expiry margin 60 s: refresh this long before the access token expires */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;
/** The 'signed in recently' marker lasts 1 day, like a session-check cookie */
export const SIGNED_IN_MARKER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What the OIDC library hands back after a sign-in, silent sign-in or refresh. */
export interface OidcSession {
  /** The raw ID token (compact JWT); a refresh may return none, then the claims stay. */
  idToken?: string | undefined;
  accessToken: string;
  /** Access-token expiry in ms since the epoch. */
  expiresAt: number;
  /** The nonce this sign-in request carried, checked against the ID token. */
  nonce?: string | undefined;
  /** The return-to path carried through the provider as app state. */
  returnTo?: string | undefined;
}

export interface AuthUser {
  sub: string;
  name: string | null;
  email: string | null;
  picture: string | null;
}

export interface AuthInput {
  issuer: string;
  clientId: string;
  /** The site origin, where logout returns. */
  origin: string;
  /** The page's query string at start ('?code=…&state=…'), read by the caller, never from window. */
  callbackQuery?: string;
  /** The ID-token claim carrying roles. */
  rolesClaim?: string;
  /** Milliseconds since the epoch; injectable so tests run at a fixed time. */
  now?: () => number;
}

export interface AuthContext {
  issuer: string;
  clientId: string;
  origin: string;
  rolesClaim: string;
  now: () => number;
  /** The provider's answer in the query string, kept while it is handled. */
  callbackQuery: string | null;
  returnTo: string;
  loginMethod: 'redirect' | 'popup';
  session: OidcSession | null;
  claims: IdTokenClaims | null;
  user: AuthUser | null;
  isAdmin: boolean;
  error: AuthError | null;
  /**
   * The session ended by itself (its tokens could no longer be renewed), not by 'Log Out': the
   * page stays as it was under a prompt to sign in again, so nothing typed is lost. Cleared once
   * someone is signed in again.
   */
  sessionExpired: boolean;
  /** Tries of the refresh under way, counting the first (at most TOKEN_REQUEST_TRIES). */
  refreshTries: number;
}

export type AuthEvent =
  | { type: 'LOGIN'; returnTo?: string; method?: 'redirect' | 'popup' }
  | { type: 'LOGOUT' }
  /**
   * 'Log Out' in another tab or window of this browser. Each page holds its tokens in its own
   * memory, so without this a page left open would go on showing the member's data, and acting
   * as her, after she logged out elsewhere.
   */
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  /**
   * She logged in in another tab or window of this browser. A page showing the welcome or the
   * prompt to log in follows her in: it asks the provider quietly for her session, which the
   * other page has just started, and stays where it is.
   */
  | { type: 'SIGNED_IN_ELSEWHERE' }
  /** A token is needed and the cached one is stale (sent by `requestAccessToken`). */
  | { type: 'REFRESH_TOKEN' }
  | { type: 'DISMISS_ERROR' };

interface SessionParams {
  session: OidcSession | null;
  /** false for refreshes, which may keep the ID token from sign-in */
  requireIdToken: boolean;
}

interface FailureParams {
  error: unknown;
  fallback: string;
}

/**
 * Where a failed sign-in leaves her: the page it started from, when the failure still names it
 * (a refused ID token, or the provider's error for a request this page sent: she cancelled), so
 * the prompt there says what went wrong and Log In returns to it; otherwise home.
 */
function pageOfFailure(failure: unknown): string {
  const returnTo =
    typeof failure === 'object' && failure !== null && 'returnTo' in failure
      ? failure.returnTo
      : undefined;
  return safeReturnTo(returnTo);
}

function userFromClaims(claims: IdTokenClaims): AuthUser {
  const text = (key: string) => {
    const value = claims[key];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return {
    sub: text('sub') ?? '',
    name: text('name'),
    email: text('email'),
    picture: text('picture'),
  };
}

function checkSession(context: AuthContext, { session, requireIdToken }: SessionParams) {
  if (!session) return { valid: false as const, reason: 'No session' };
  if (!session.idToken) {
    return !requireIdToken && context.claims
      ? { valid: true as const, claims: context.claims }
      : { valid: false as const, reason: 'ID token is missing' };
  }
  return verifyIdToken(session.idToken, {
    issuer: context.issuer,
    audience: context.clientId,
    nonce: session.nonce,
    nowMs: context.now(),
  });
}

/**
 * She logged out in another page while this one was still finding her session (a reload): it
 * stops looking, and a session found after that reaches nobody, so this page does not sign her
 * back in, nor mark her as signed in recently, on a shared computer.
 */
const signedOutWhileFinding = {
  SIGNED_OUT_ELSEWHERE: {
    target: 'signedOut',
    // a failed return from the provider before it ('Login failed') is not hers to read now
    actions: ['forgetSession', 'clearLocalSession', 'forgetError'],
  },
} as const;

const signedOutContext = {
  session: null,
  claims: null,
  user: null,
  isAdmin: false,
  refreshTries: 0,
} satisfies Partial<AuthContext>;

/**
 * Sign-in. Every effect of the OIDC library
 * (oidc-client-ts in the app), of the 'signed in recently' marker and of navigation is a
 * named actor or action supplied with `.provide()`.
 */
export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** The in-memory user, if this page already holds one. */
    getUser: notProvidedActor<OidcSession | null, void>('auth', 'getUser'),
    /**
     * Completes the redirect: exchanges code + state (or raises the provider's error). A failure
     * whose answer still carried this page's state may name her page as `returnTo`.
     */
    signinCallback: notProvidedActor<OidcSession, { query: string }>('auth', 'signinCallback'),
    /** Leaves the page for the provider; resolves once the browser is on its way. */
    signinRedirect: notProvidedActor<void, { returnTo: string }>('auth', 'signinRedirect'),
    /** Popup of 400x600; aborted (its signal) when the 60 s timeout passes. */
    signinPopup: notProvidedActor<OidcSession, { returnTo: string }>('auth', 'signinPopup'),
    /** prompt=none after a reload, when the marker says the member signed in recently. */
    signinSilent: notProvidedActor<OidcSession, void>('auth', 'signinSilent'),
    /** New tokens by refresh token while signed in. */
    refreshSession: notProvidedActor<OidcSession, void>('auth', 'refreshSession'),
    signoutRedirect: notProvidedActor<void, { postLogoutRedirectUri: string }>(
      'auth',
      'signoutRedirect',
    ),
    readSignedInMarker: notProvidedActor<boolean, void>('auth', 'readSignedInMarker'),
  },
  actions: {
    writeSignedInMarker: notProvidedAction('auth', 'writeSignedInMarker') as (
      _: unknown,
      params: { maxAgeMs: number },
    ) => void,
    clearSignedInMarker: notProvidedAction('auth', 'clearSignedInMarker'),
    /** Tells this browser's other pages of the app that she logged out (SIGNED_OUT_ELSEWHERE). */
    tellOtherPagesSignedOut: notProvidedAction('auth', 'tellOtherPagesSignedOut'),
    /** Tells this browser's other pages of the app that she is signed in (SIGNED_IN_ELSEWHERE). */
    tellOtherPagesSignedIn: notProvidedAction('auth', 'tellOtherPagesSignedIn'),
    /** Forget the library's stored user (removeUser). */
    clearLocalSession: notProvidedAction('auth', 'clearLocalSession'),
    /** Replace the current location with an in-app path. */
    navigate: notProvidedAction('auth', 'navigate') as (_: unknown, params: { to: string }) => void,
    acceptSession: assign(({ context }, params: SessionParams) => {
      const check = checkSession(context, params);
      if (!check.valid || !params.session) return {};
      const admin = adminStatusFromClaims(check.claims, context.rolesClaim);
      return {
        session: params.session,
        claims: check.claims,
        user: userFromClaims(check.claims),
        isAdmin: admin.isAdmin,
        error: admin.error ? { kind: 'admin_check_failed' as const, message: admin.error } : null,
      };
    }),
    rejectSession: assign(({ context }, params: SessionParams) => {
      const check = checkSession(context, params);
      return {
        ...signedOutContext,
        error: check.valid ? null : { kind: 'invalid_id_token' as const, message: check.reason },
      };
    }),
    /** login_required ends the session quietly; other failures are shown. */
    recordFailure: assign((_, { error, fallback }: FailureParams) => {
      const failure = toAuthError(error, fallback);
      return { error: failure.kind === 'login_required' ? null : failure };
    }),
    forgetSession: assign(signedOutContext),
    forgetError: assign({ error: null }),
    forgetTokens: assign({ session: null, refreshTries: 0 }),
    markSessionExpired: assign({ sessionExpired: true }),
    startRefreshTries: assign({ refreshTries: 0 }),
    countRefreshTry: assign({ refreshTries: ({ context }) => context.refreshTries + 1 }),
  },
  guards: {
    isCallback: ({ context }) => context.callbackQuery !== null,
    sessionHasExpired: ({ context }) => context.sessionExpired,
    isPopupLogin: ({ event }) => event.type === 'LOGIN' && event.method === 'popup',
    sessionIsValid: ({ context }, params: SessionParams) => checkSession(context, params).valid,
    markerPresent: (_, params: { present: boolean }) => params.present,
    endsSession: (_, { error }: { error: unknown }) => {
      const { kind } = toAuthError(error, '');
      return kind === 'login_required' || kind === 'missing_refresh_token';
    },
    isLoginRequired: (_, { error }: { error: unknown }) =>
      toAuthError(error, '').kind === 'login_required',
    mayTryRefreshAgain: ({ context }, { error }: { error: unknown }) =>
      context.refreshTries < TOKEN_REQUEST_TRIES && isTransientAuthFailure(error),
  },
  delays: {
    popupTimeout: POPUP_TIMEOUT_MS,
    refreshDue: ({ context }) =>
      context.session
        ? Math.max(0, context.session.expiresAt - context.now() - TOKEN_EXPIRY_MARGIN_MS)
        : 0,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    issuer: input.issuer,
    clientId: input.clientId,
    origin: input.origin,
    rolesClaim: input.rolesClaim ?? DEFAULT_ROLES_CLAIM,
    now: input.now ?? (() => Date.now()),
    callbackQuery: parseCallbackQuery(input.callbackQuery) ? (input.callbackQuery ?? null) : null,
    returnTo: '/',
    loginMethod: 'redirect',
    ...signedOutContext,
    error: null,
    sessionExpired: false,
  }),
  initial: 'loading',
  on: {
    DISMISS_ERROR: { actions: assign({ error: null }) },
  },
  states: {
    loading: {
      tags: 'busy',
      always: [{ guard: 'isCallback', target: 'handlingCallback' }, { target: 'restoring' }],
    },
    handlingCallback: {
      tags: 'busy',
      invoke: {
        id: 'signinCallback',
        src: 'signinCallback',
        input: ({ context }) => ({ query: context.callbackQuery ?? '' }),
        onDone: [
          {
            guard: {
              type: 'sessionIsValid',
              params: ({ event }) => ({ session: event.output, requireIdToken: true }),
            },
            target: 'signedIn',
            actions: [
              {
                type: 'acceptSession',
                params: ({ event }) => ({ session: event.output, requireIdToken: true }),
              },
              assign({ returnTo: ({ event }) => safeReturnTo(event.output.returnTo) }),
              { type: 'navigate', params: ({ context }) => ({ to: context.returnTo }) },
            ],
          },
          {
            target: 'signedOut',
            actions: [
              {
                type: 'rejectSession',
                params: ({ event }) => ({ session: event.output, requireIdToken: true }),
              },
              'clearLocalSession',
              { type: 'navigate', params: ({ event }) => ({ to: pageOfFailure(event.output) }) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isLoginRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: [
              'forgetSession',
              'clearLocalSession',
              'clearSignedInMarker',
              { type: 'navigate', params: ({ event }) => ({ to: pageOfFailure(event.error) }) },
            ],
          },
          // an answer this page cannot use (an old /callback address opened again, a state it
          // never sent) says nothing of her session at the provider: the failure is kept, and if
          // she signed in recently the page asks quietly as after a reload, so she is not shown
          // signed out while she is signed in
          {
            target: 'checkingMarker',
            actions: [
              {
                type: 'recordFailure',
                params: ({ event }) => ({ error: event.error, fallback: authMessages.loginFailed }),
              },
              { type: 'navigate', params: ({ event }) => ({ to: pageOfFailure(event.error) }) },
            ],
          },
        ],
      },
      exit: assign({ callbackQuery: null }),
    },
    restoring: {
      tags: 'busy',
      on: signedOutWhileFinding,
      invoke: {
        id: 'getUser',
        src: 'getUser',
        onDone: [
          {
            guard: {
              type: 'sessionIsValid',
              params: ({ event }) => ({ session: event.output, requireIdToken: true }),
            },
            target: 'signedIn',
            actions: {
              type: 'acceptSession',
              params: ({ event }) => ({ session: event.output, requireIdToken: true }),
            },
          },
          // nothing usable in memory (or an expired ID token): the marker decides
          { target: 'checkingMarker' },
        ],
        onError: { target: 'checkingMarker' },
      },
    },
    checkingMarker: {
      tags: 'busy',
      on: signedOutWhileFinding,
      invoke: {
        id: 'readSignedInMarker',
        src: 'readSignedInMarker',
        onDone: [
          {
            guard: { type: 'markerPresent', params: ({ event }) => ({ present: event.output }) },
            target: 'silentSignIn',
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    silentSignIn: {
      tags: 'busy',
      on: signedOutWhileFinding,
      invoke: {
        id: 'signinSilent',
        src: 'signinSilent',
        onDone: [
          {
            guard: {
              type: 'sessionIsValid',
              params: ({ event }) => ({ session: event.output, requireIdToken: true }),
            },
            target: 'signedIn',
            actions: {
              type: 'acceptSession',
              params: ({ event }) => ({ session: event.output, requireIdToken: true }),
            },
          },
          {
            target: 'signedOut',
            actions: [
              {
                type: 'rejectSession',
                params: ({ event }) => ({ session: event.output, requireIdToken: true }),
              },
              'clearLocalSession',
              'clearSignedInMarker',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isLoginRequired', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: ['forgetSession', 'clearLocalSession', 'clearSignedInMarker'],
          },
          {
            target: 'signedOut',
            actions: {
              type: 'recordFailure',
              params: ({ event }) => ({
                error: event.error,
                fallback: authMessages.getAccessTokenFailed,
              }),
            },
          },
        ],
      },
    },
    signedOut: {
      on: {
        // a page kept under the prompt to sign in again (an expired session) is hers no longer
        SIGNED_OUT_ELSEWHERE: {
          guard: 'sessionHasExpired',
          actions: assign({ sessionExpired: false, error: null }),
        },
        SIGNED_IN_ELSEWHERE: { target: 'signingIn.following', actions: assign({ error: null }) },
        LOGIN: [
          {
            guard: 'isPopupLogin',
            target: 'signingIn.popup',
            actions: assign({
              returnTo: ({ event }) => safeReturnTo(event.returnTo ?? '/'),
              loginMethod: 'popup',
              error: null,
            }),
          },
          {
            target: 'signingIn.redirect',
            actions: assign({
              returnTo: ({ event }) => safeReturnTo(event.returnTo ?? '/'),
              loginMethod: 'redirect',
              error: null,
            }),
          },
        ],
      },
    },
    signingIn: {
      initial: 'redirect',
      states: {
        // she logged in in another page: this one asks the provider for her session without a
        // press or a prompt (prompt=none), and stays at its address. A page kept under an
        // expired session's prompt keeps its screen, and what was typed in it, meanwhile.
        following: {
          // a token asked for meanwhile (the kept screen's requests) waits for the outcome
          tags: 'busy',
          invoke: {
            id: 'followSignIn',
            src: 'signinSilent',
            onDone: [
              {
                guard: {
                  type: 'sessionIsValid',
                  params: ({ event }) => ({ session: event.output, requireIdToken: true }),
                },
                target: '#auth.signedIn',
                actions: {
                  type: 'acceptSession',
                  params: ({ event }) => ({ session: event.output, requireIdToken: true }),
                },
              },
              {
                target: '#auth.signedOut',
                actions: [
                  {
                    type: 'rejectSession',
                    params: ({ event }) => ({ session: event.output, requireIdToken: true }),
                  },
                  'clearLocalSession',
                ],
              },
            ],
            // she asked for nothing on this page, so nothing is shown: its own 'Log In' still works
            onError: { target: '#auth.signedOut' },
          },
          on: {
            // she logged out again before this page had her session
            SIGNED_OUT_ELSEWHERE: {
              target: '#auth.signedOut',
              actions: ['forgetSession', 'clearLocalSession', assign({ sessionExpired: false })],
            },
          },
        },
        redirect: {
          invoke: {
            id: 'signinRedirect',
            src: 'signinRedirect',
            input: ({ context }) => ({ returnTo: context.returnTo }),
            // on success the browser is leaving for the provider: nothing more to do here
            onError: {
              target: '#auth.signedOut',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ error: event.error, fallback: authMessages.loginFailed }),
              },
            },
          },
        },
        popup: {
          invoke: {
            id: 'signinPopup',
            src: 'signinPopup',
            input: ({ context }) => ({ returnTo: context.returnTo }),
            onDone: [
              {
                guard: {
                  type: 'sessionIsValid',
                  params: ({ event }) => ({ session: event.output, requireIdToken: true }),
                },
                target: '#auth.signedIn',
                actions: [
                  {
                    type: 'acceptSession',
                    params: ({ event }) => ({ session: event.output, requireIdToken: true }),
                  },
                  { type: 'navigate', params: ({ context }) => ({ to: context.returnTo }) },
                ],
              },
              {
                target: '#auth.signedOut',
                actions: [
                  {
                    type: 'rejectSession',
                    params: ({ event }) => ({ session: event.output, requireIdToken: true }),
                  },
                  'clearLocalSession',
                ],
              },
            ],
            onError: {
              target: '#auth.signedOut',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ error: event.error, fallback: authMessages.loginFailed }),
              },
            },
          },
          after: {
            popupTimeout: {
              target: '#auth.signedOut',
              actions: assign({
                error: { kind: 'timeout', message: authMessages.popupTimeout },
              }),
            },
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      entry: [
        { type: 'writeSignedInMarker', params: { maxAgeMs: SIGNED_IN_MARKER_MAX_AGE_MS } },
        assign({ sessionExpired: false }),
        'tellOtherPagesSignedIn',
      ],
      on: {
        LOGOUT: { target: 'signingOut' },
        // she is already signed out at the provider: this page forgets her without going there,
        // and the failure of a refresh while she was in is not shown as a failed sign-in
        SIGNED_OUT_ELSEWHERE: {
          target: 'signedOut',
          actions: ['forgetSession', 'clearLocalSession', 'forgetError'],
        },
      },
      states: {
        // a refresh that ended, whichever way, leaves no tries counted for the next
        idle: {
          entry: 'startRefreshTries',
          after: { refreshDue: { target: 'refreshing' } },
          on: { REFRESH_TOKEN: { target: 'refreshing' } },
        },
        refreshing: {
          tags: 'busy',
          entry: 'countRefreshTry',
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            onDone: [
              {
                guard: {
                  type: 'sessionIsValid',
                  params: ({ event }) => ({ session: event.output, requireIdToken: false }),
                },
                target: 'idle',
                actions: {
                  type: 'acceptSession',
                  params: ({ event }) => ({ session: event.output, requireIdToken: false }),
                },
              },
              {
                target: '#auth.signedOut',
                actions: [
                  {
                    type: 'rejectSession',
                    params: ({ event }) => ({ session: event.output, requireIdToken: false }),
                  },
                  'clearLocalSession',
                  'clearSignedInMarker',
                  'markSessionExpired',
                ],
              },
            ],
            onError: [
              {
                // no answer (the network failed, or none came within the timeout): the token
                // request is sent again, up to three tries in all, before the refresh fails
                guard: {
                  type: 'mayTryRefreshAgain',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'refreshing',
                reenter: true,
              },
              {
                guard: { type: 'endsSession', params: ({ event }) => ({ error: event.error }) },
                target: '#auth.signedOut',
                actions: [
                  'forgetSession',
                  'clearLocalSession',
                  'clearSignedInMarker',
                  'markSessionExpired',
                  {
                    type: 'recordFailure',
                    params: ({ event }) => ({
                      error: event.error,
                      fallback: authMessages.getAccessTokenFailed,
                    }),
                  },
                ],
              },
              {
                // keep the member signed in; the next token request starts a new refresh
                target: 'stale',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({
                    error: event.error,
                    fallback: authMessages.getAccessTokenFailed,
                  }),
                },
              },
            ],
          },
        },
        stale: {
          entry: 'startRefreshTries',
          on: { REFRESH_TOKEN: { target: 'refreshing' } },
        },
      },
    },
    // Until the browser has left for the provider (a slow connection can take seconds), the page
    // stays as it was with 'Log Out' busy; a second press is not a second logout. Her tokens are
    // forgotten at once, so nothing is asked on her behalf any more; who she is stays for the frame.
    // A token asked for meanwhile (a page she opened from the navigation) waits with its screen's
    // placeholders until the browser leaves, and fails only if the trip to the provider does.
    signingOut: {
      tags: 'busy',
      // a failure from while she was in does not follow her out to the log-in prompt
      entry: ['clearSignedInMarker', 'forgetTokens', 'tellOtherPagesSignedOut', 'forgetError'],
      invoke: {
        id: 'signoutRedirect',
        src: 'signoutRedirect',
        // 'Log Out' returns the member to the site's root, written as providers register it (with
        // its '/'): a provider may refuse an address differing from the registered one by that
        input: ({ context }) => ({ postLogoutRedirectUri: `${context.origin}/` }),
        onError: { target: 'signedOut', actions: ['forgetSession', 'clearLocalSession'] },
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export type AuthStatus = 'loading' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';

export interface AuthView {
  status: AuthStatus;
  user: AuthUser | null;
  isAdmin: boolean;
  /**
   * Her roles could not be read: 'Failed to verify admin privileges', for as long as her claims
   * are held (through 'Log Out' until she is out). Read from the claims, not from `error`, which
   * records it too but is cleared at 'Log Out' and overwritten by a failed renewal while she is in.
   */
  adminCheckError: string | null;
  error: AuthError | null;
  /** Signed out because the session could not be renewed, not by 'Log Out'. */
  sessionExpired: boolean;
}

/** What a React layer exposes next to login(returnTo), logout() and getAccessToken(). */
export function selectAuthView(snapshot: AuthSnapshot): AuthView {
  const status: AuthStatus = snapshot.matches('signedIn')
    ? 'signedIn'
    : snapshot.matches('signedOut')
      ? 'signedOut'
      : snapshot.matches('signingIn')
        ? 'signingIn'
        : snapshot.matches('signingOut')
          ? 'signingOut'
          : 'loading';
  const { user, isAdmin, claims, rolesClaim, error, sessionExpired } = snapshot.context;
  return {
    status,
    user,
    isAdmin,
    adminCheckError: claims ? adminStatusFromClaims(claims, rolesClaim).error : null,
    error,
    sessionExpired: sessionExpired && (status === 'signedOut' || status === 'signingIn'),
  };
}
