import { describe, expect, it } from 'vitest';
import { isTransientAuthFailure, toAuthError } from './auth-error';

class ErrorTimeout extends Error {
  override name = 'ErrorTimeout';
}

describe('toAuthError (library failures onto our error kinds)', () => {
  it.each([
    [new ErrorTimeout('IFrame timed out without a response'), 'timeout'],
    [new Error('Popup timed out'), 'timeout'],
    [new Error('Popup closed by user'), 'cancelled'],
    [new Error('Popup window closed'), 'cancelled'],
    [new Error('No matching state found in storage'), 'missing_transaction'],
    [new Error('No refresh token'), 'missing_refresh_token'],
    [{ error: 'login_required', error_description: 'Login required' }, 'login_required'],
    [{ error: 'interaction_required' }, 'login_required'],
    [{ error: 'consent_required' }, 'login_required'],
    // the provider refuses the refresh token: only an interactive sign-in helps
    [{ error: 'invalid_grant', error_description: 'grant request is invalid' }, 'login_required'],
    [
      { error: 'mfa_required', error_description: 'Multifactor authentication required' },
      'mfa_required',
    ],
    [{ error: 'missing_transaction', message: 'Invalid state' }, 'missing_transaction'],
    [{ kind: 'cancelled', message: 'Popup closed' }, 'cancelled'],
    [new Error('Network Error'), 'unknown'],
  ])('maps %o to %s', (error, kind) => {
    expect(toAuthError(error, 'Login failed').kind).toBe(kind);
  });

  it("reads a state mismatch as 'Invalid state'", () => {
    expect(
      toAuthError({ error: 'state_mismatch', error_description: 'x' }, 'Login failed'),
    ).toEqual({
      kind: 'state_mismatch',
      message: 'Invalid state',
    });
    expect(toAuthError(new Error('Invalid state'), 'Login failed').kind).toBe('state_mismatch');
  });

  it('keeps the provider’s description as the message', () => {
    expect(
      toAuthError(
        { error: 'mfa_required', error_description: 'Multifactor authentication required' },
        'Login failed',
      ),
    ).toEqual({ kind: 'mfa_required', message: 'Multifactor authentication required' });
  });

  it.each([new Error(''), {}, undefined, null, 42, { error: 'login_required' }])(
    "gives %o without a message the caller's fallback",
    (error) => {
      expect(toAuthError(error, 'Login failed').message).toBe('Login failed');
      expect(toAuthError(error, 'Get access token failed').message).toBe('Get access token failed');
    },
  );

  it.each([
    new TypeError('Failed to fetch'),
    new TypeError('NetworkError when attempting to fetch resource.'),
    new TypeError('Load failed'),
    new TypeError('Failed to fetch dynamically imported module: /assets/oidc-client-ts-x.js'),
    new TypeError('error loading dynamically imported module: /assets/oidc-client-ts-x.js'),
    new TypeError('Importing a module script failed.'),
  ])("says %o, the browser's words for no answer, as the app says it of any call", (error) => {
    expect(toAuthError(error, 'Login failed')).toEqual({
      kind: 'unknown',
      message: 'Login failed: the server could not be reached',
    });
  });

  it.each([
    new ErrorTimeout('IFrame timed out without a response'),
    new ErrorTimeout('Network timed out'),
  ])("says %o, the sign-in library's words for giving up, in the app's", (error) => {
    expect(toAuthError(error, 'Login failed')).toEqual({
      kind: 'timeout',
      message: 'Login failed: the server did not answer in time',
    });
    expect(toAuthError(error, 'Get access token failed').message).toBe(
      'Get access token failed: the server did not answer in time',
    );
  });

  it("keeps a message that only looks like the browser's, from anything but its TypeError", () => {
    expect(toAuthError(new Error('Failed to fetch user info'), 'Login failed').message).toBe(
      'Failed to fetch user info',
    );
  });
});

describe('isTransientAuthFailure', () => {
  it('is a request without an answer: a timeout, or a fetch the browser could not make', () => {
    const timedOut = Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' });
    expect(isTransientAuthFailure(timedOut)).toBe(true);
    expect(isTransientAuthFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(
      isTransientAuthFailure(new TypeError('NetworkError when attempting to fetch resource.')),
    ).toBe(true);
    expect(isTransientAuthFailure(new TypeError('Load failed'))).toBe(true);
  });

  it("is not the provider's answer, nor a fault of the page's own code", () => {
    expect(isTransientAuthFailure({ error: 'login_required' })).toBe(false);
    expect(isTransientAuthFailure(new Error('Internal Server Error (500)'))).toBe(false);
    expect(isTransientAuthFailure(new TypeError('Cannot read properties of undefined'))).toBe(
      false,
    );
    expect(isTransientAuthFailure(new Error('No refresh token'))).toBe(false);
    expect(isTransientAuthFailure(null)).toBe(false);
  });
});
