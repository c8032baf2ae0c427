import { Buffer } from 'node:buffer';
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_AUDIENCE } from '../idp/provider';
import { createTokenAuthority } from './tokens';

/** A provider's signing key, published under a kid as the local identity provider does. */
function providerKey() {
  // the shortest key RS256 takes (a real API refuses shorter ones, and so does this one)
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid: 'local-rs256' } };
}
/** The provider's key before and after a restart, and a key nobody trusts. */
const keys = [providerKey(), providerKey(), providerKey()] as const;
const [firstKey, restartedKey, otherKey] = keys;

const ISSUER = 'http://localhost:4173/idp';
const NOW = Date.UTC(2026, 2, 14, 9, 0, 0);

function signed(privateKey: KeyObject, claims: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'local-rs256' })).toString(
    'base64url',
  );
  const payload = Buffer.from(
    JSON.stringify({
      iss: ISSUER,
      aud: LOCAL_AUDIENCE,
      sub: 'member-ana',
      roles: [],
      exp: NOW / 1000 + 3600,
      ...claims,
    }),
  ).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** An authority whose clock and provider the test moves; counts the provider's key reads. */
function setUp() {
  let published = firstKey;
  let clock = NOW;
  const reads: string[] = [];
  const authority = createTokenAuthority({
    trustsIssuer: (issuer) => issuer === ISSUER,
    now: () => clock,
    fetchJson: async (url) => {
      reads.push(url);
      if (url === `${ISSUER}/.well-known/openid-configuration`) {
        return { issuer: ISSUER, jwks_uri: `${ISSUER}/jwks` };
      }
      if (url === `${ISSUER}/jwks`) return { keys: [published.jwk] };
      throw new Error(`unexpected ${url}`);
    },
  });
  return {
    authority,
    reads,
    key: () => published.privateKey,
    restartProvider: () => (published = restartedKey),
    wait: (ms: number) => (clock += ms),
  };
}

describe("the mock API's token checks", () => {
  it("takes the local provider's tokens, reading its keys once through discovery", async () => {
    const { authority, reads, key } = setUp();
    const token = signed(key(), {});
    expect(await authority.check(token)).toEqual({ ok: true });
    expect(await authority.check(token)).toEqual({ ok: true });
    expect(reads).toEqual([`${ISSUER}/.well-known/openid-configuration`, `${ISSUER}/jwks`]);
  });

  it('refuses expired, not-yet-valid, untrusted and other keys’ tokens', async () => {
    const { authority, key } = setUp();
    const now = NOW / 1000;
    expect(await authority.check(signed(key(), { exp: now - 61 }))).toEqual({
      ok: false,
      reason: 'expired',
    });
    // within the clock leeway
    expect(await authority.check(signed(key(), { exp: now - 30 }))).toEqual({ ok: true });
    expect(await authority.check(signed(key(), { nbf: now + 600 }))).toMatchObject({ ok: false });
    expect(await authority.check(signed(key(), { iss: 'https://evil.example/' }))).toEqual({
      ok: false,
      reason: 'untrusted issuer https://evil.example/',
    });
    expect(await authority.check(signed(otherKey.privateKey, {}))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    // unsigned, or 'signed' with the provider's public key as an HMAC secret
    const [, payload] = signed(key(), {}).split('.');
    const withAlg = (alg: string, signature: string) =>
      `${Buffer.from(JSON.stringify({ alg, kid: 'local-rs256' })).toString('base64url')}.${payload}.${signature}`;
    expect(await authority.check(withAlg('none', ''))).toMatchObject({ ok: false });
    const hmac = createHmac('sha256', JSON.stringify(firstKey.jwk))
      .update(`${JSON.stringify({ alg: 'HS256' })}.${payload}`)
      .digest('base64url');
    expect(await authority.check(withAlg('HS256', hmac))).toMatchObject({ ok: false });
  });

  it('refuses a token the same provider made for another API, or for none', async () => {
    const { authority, key } = setUp();
    expect(await authority.check(signed(key(), { aud: 'https://billing.example/' }))).toEqual({
      ok: false,
      reason: 'not made for this API',
    });
    expect(await authority.check(signed(key(), { aud: undefined }))).toEqual({
      ok: false,
      reason: 'not made for this API',
    });
    // a token for several APIs, this one among them, opens it
    expect(
      await authority.check(signed(key(), { aud: ['https://billing.example/', LOCAL_AUDIENCE] })),
    ).toEqual({ ok: true });
    // and so do the tokens the server signs itself
    expect(await authority.check(authority.tokenFor({ sub: 'member-ana', roles: [] }))).toEqual({
      ok: true,
    });
  });

  it('takes the tokens of a restarted provider, which signs with a new key under the same kid', async () => {
    const { authority, reads, key, restartProvider, wait } = setUp();
    expect(await authority.check(signed(key(), {}))).toEqual({ ok: true });
    restartProvider();
    wait(10_000);
    expect(await authority.check(signed(key(), {}))).toEqual({ ok: true });
    expect(reads).toHaveLength(4);
    // a stream of bad signatures does not make it read the keys on every call
    await authority.check(signed(otherKey.privateKey, {}));
    await authority.check(signed(otherKey.privateKey, {}));
    expect(reads).toHaveLength(4);
  });
});
