import { makeIdToken } from '../testing/id-token-fixture';
import { describe, expect, it } from 'vitest';
import { decodeJwt, verifyIdToken } from './id-token';

const nowMs = Date.UTC(2026, 10, 18, 10, 30);
const nowS = nowMs / 1000;
const expected = {
  issuer: 'https://id.reprally.app/',
  audience: 'reprally-web',
  nonce: 'n-1',
  nowMs,
};
const good = {
  iss: 'https://id.reprally.app/',
  aud: 'reprally-web',
  nonce: 'n-1',
  exp: nowS + 3600,
  sub: 'user-1',
  name: 'Zoë Åberg',
};

describe('verifyIdToken', () => {
  it('accepts a token whose iss, aud, nonce, exp and alg all match, and returns its claims', () => {
    const check = verifyIdToken(makeIdToken(good), expected);
    expect(check).toEqual({ valid: true, claims: good });
  });

  it.each([
    ['HS256', { alg: 'HS256', typ: 'JWT' }],
    ['none', { alg: 'none' }],
    ['no alg at all', { typ: 'JWT' }],
  ])('refuses a header alg of %s: only RS256', (_, header) => {
    expect(verifyIdToken(makeIdToken(good, header), expected)).toEqual({
      valid: false,
      reason: 'ID token must be signed with RS256',
    });
  });

  it('refuses another issuer, even one differing only by the trailing slash', () => {
    const check = verifyIdToken(makeIdToken({ ...good, iss: 'https://id.reprally.app' }), expected);
    expect(check).toMatchObject({ valid: false, reason: 'ID token issuer (iss) does not match' });
  });

  it('refuses a token issued to another client', () => {
    const check = verifyIdToken(makeIdToken({ ...good, aud: 'someone-else' }), expected);
    expect(check).toMatchObject({ valid: false, reason: 'ID token audience (aud) does not match' });
  });

  it('accepts an audience list holding this client when azp names it, refuses it otherwise', () => {
    const aud = ['reprally-web', 'https://api.reprally.app'];
    expect(verifyIdToken(makeIdToken({ ...good, aud, azp: 'reprally-web' }), expected).valid).toBe(
      true,
    );
    expect(verifyIdToken(makeIdToken({ ...good, aud, azp: 'other' }), expected)).toMatchObject({
      valid: false,
      reason: 'ID token authorized party (azp) does not match',
    });
  });

  it('refuses a replayed token whose nonce is not the one this sign-in sent', () => {
    const check = verifyIdToken(makeIdToken({ ...good, nonce: 'n-0' }), expected);
    expect(check).toMatchObject({ valid: false, reason: 'ID token nonce does not match' });
    expect(verifyIdToken(makeIdToken({ ...good, nonce: undefined }), expected).valid).toBe(false);
  });

  it('skips the nonce only when none was sent (refresh grants)', () => {
    const check = verifyIdToken(makeIdToken({ ...good, nonce: undefined }), {
      ...expected,
      nonce: undefined,
    });
    expect(check.valid).toBe(true);
  });

  it('allows 60 s of clock leeway on exp, and not a second more', () => {
    expect(verifyIdToken(makeIdToken({ ...good, exp: nowS - 60 }), expected).valid).toBe(true);
    expect(verifyIdToken(makeIdToken({ ...good, exp: nowS - 61 }), expected)).toMatchObject({
      valid: false,
      reason: 'ID token has expired',
    });
  });

  it('refuses a token without a numeric exp', () => {
    expect(verifyIdToken(makeIdToken({ ...good, exp: 'tomorrow' }), expected)).toMatchObject({
      valid: false,
      reason: 'ID token has no expiry (exp)',
    });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', '!!.??.--', `${btoa('{"alg":"RS256"}')}.bm90IGpzb24.sig`])(
    'refuses the malformed token %j',
    (token) => {
      expect(verifyIdToken(token, expected)).toEqual({
        valid: false,
        reason: 'ID token is malformed',
      });
    },
  );

  it('decodes UTF-8 claims', () => {
    expect(decodeJwt(makeIdToken(good))?.claims.name).toBe('Zoë Åberg');
  });
});
