import { Buffer } from 'node:buffer';
import {
  createPublicKey,
  generateKeyPairSync,
  sign,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { decodeJwt, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Persona } from '../personas';
import { LOCAL_AUDIENCE } from '../idp/provider';

/**
 * Bearer tokens as the mock API over HTTP checks them, as a real API does: an RS256 signature by
 * an issuer it trusts, made for this API (its audience), and an expiry not passed. It trusts two
 * kinds of issuer:
 * - itself: the tokens `--tokens` prints (and tests use) are signed with a key made at start;
 * - the local identity provider of an app it lets call it (`{origin}/idp` for each allowed
 *   origin), whose keys it reads through OpenID discovery, as a real API reads its provider's.
 * An unsigned token, one signed by anyone else, one made for another API (a token the same
 * provider issued to another of its APIs must not open this one), an expired one or one not valid
 * yet gets 401.
 */

/** Clock skew tolerated on `exp` and `nbf`, in seconds (the app's own ID-token leeway). */
export const CLOCK_LEEWAY_SECONDS = 60;
/** How long a token the server signs itself stays valid. */
export const OWN_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** An issuer's keys are read again after a failed signature at most this often. */
const KEYS_REFRESH_MS = 5_000;

export type TokenCheck = { ok: true } | { ok: false; reason: string };

function base64Url(bytes: Buffer | string): string {
  return Buffer.from(bytes).toString('base64url');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An issuer's keys could not be read (its provider is down, or answers no keys). */
class KeysUnreadable extends Error {
  constructor(issuer: string, cause: unknown) {
    super(`keys of ${issuer} unreadable: ${String(cause)}`);
  }
}

/** Why a token was refused, for the server's log. */
function reasonFor(error: unknown): string {
  if (error instanceof KeysUnreadable) return error.message;
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return 'not valid yet';
    if (error.claim === 'aud') return 'not made for this API';
    return `claim ${error.claim}: ${error.reason}`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad signature';
  if (error instanceof errors.JWKSNoMatchingKey) return 'bad signature';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'alg not RS256';
  if (error instanceof errors.JOSEError) return error.code;
  return String(error);
}

type IssuerKeys = { keys: KeyObject[]; byKid: Map<string, KeyObject>; readAt: number };

/** The issuer the server names in the tokens it signs itself. */
export const MOCK_API_ISSUER = 'reprally-mock-api';

export type TokenAuthorityOptions = {
  /** Whether tokens from this issuer may be checked against its published keys. */
  trustsIssuer: (issuer: string) => boolean;
  /**
   * This API's identifier, which a token's `aud` must name (default: the one the local identity
   * provider issues the app's access tokens for).
   */
  audience?: string;
  /** The wall clock, in milliseconds (tests move it). */
  now?: () => number;
  /** How an issuer's discovery document and keys are fetched. */
  fetchJson?: (url: string) => Promise<unknown>;
};

export type TokenAuthority = {
  /** A signed access token for a demo member, valid for a day from now (or `lifetimeSeconds`). */
  tokenFor(
    persona: Pick<Persona, 'sub' | 'roles'> & Partial<Pick<Persona, 'name'>>,
    lifetimeSeconds?: number,
  ): string;
  /** Whether a bearer token is one a real API would take. */
  check(token: string): Promise<TokenCheck>;
};

async function fetchJsonOverHttp(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** An RSA public key from a JWK, or null for any other kind. */
function rsaKey(jwk: unknown): { kid: string | null; key: KeyObject } | null {
  if (!isRecord(jwk) || jwk.kty !== 'RSA' || (jwk.use !== undefined && jwk.use !== 'sig')) {
    return null;
  }
  try {
    return {
      kid: typeof jwk.kid === 'string' ? jwk.kid : null,
      key: createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }),
    };
  } catch {
    return null;
  }
}

export function createTokenAuthority({
  trustsIssuer,
  audience = LOCAL_AUDIENCE,
  now = () => Date.now(),
  fetchJson = fetchJsonOverHttp,
}: TokenAuthorityOptions): TokenAuthority {
  // made when first needed: a key pair takes a noticeable part of a second
  let ownKeys: { privateKey: KeyObject; publicKey: KeyObject } | undefined;
  const own = () => (ownKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));
  const issuers = new Map<string, IssuerKeys>();
  const reading = new Map<string, Promise<IssuerKeys>>();

  /** The issuer's keys read anew; calls made while a read is under way share it. */
  function readKeys(issuer: string): Promise<IssuerKeys> {
    const pending = reading.get(issuer) ?? fetchKeys(issuer);
    reading.set(issuer, pending);
    return pending.finally(() => reading.delete(issuer));
  }

  async function fetchKeys(issuer: string): Promise<IssuerKeys> {
    const discovery = await fetchJson(
      `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    );
    const jwksUri = isRecord(discovery) ? discovery.jwks_uri : undefined;
    if (typeof jwksUri !== 'string') throw new Error(`${issuer} names no jwks_uri`);
    const jwks = await fetchJson(jwksUri);
    const found = (isRecord(jwks) && Array.isArray(jwks.keys) ? jwks.keys : [])
      .map(rsaKey)
      .filter((entry) => entry !== null);
    const keys: IssuerKeys = {
      keys: found.map(({ key }) => key),
      byKid: new Map(found.flatMap(({ kid, key }) => (kid ? [[kid, key] as const] : []))),
      readAt: now(),
    };
    issuers.set(issuer, keys);
    return keys;
  }

  /** The issuer's key for a token's `kid`, or all of its keys when it names none. */
  const keyIn =
    (keys: IssuerKeys): JWTVerifyGetKey =>
    ({ kid }) => {
      const named = kid ? keys.byKid.get(kid) : undefined;
      if (named) return named;
      if (keys.keys.length === 1 && keys.keys[0]) return keys.keys[0];
      throw new errors.JWKSNoMatchingKey();
    };

  /** The signature and the claims, checked by `jose` as a real API checks them. */
  function verified(token: string, issuer: string, key: KeyObject | JWTVerifyGetKey) {
    return jwtVerify(token, key as JWTVerifyGetKey, {
      algorithms: ['RS256'],
      issuer,
      audience,
      requiredClaims: ['exp'],
      clockTolerance: CLOCK_LEEWAY_SECONDS,
      currentDate: new Date(now()),
    });
  }

  /** Checks the token with the issuer's keys, reading them again once when they fail. */
  async function issuerSigned(token: string, issuer: string): Promise<void> {
    const cached = issuers.get(issuer);
    if (cached) {
      try {
        await verified(token, issuer, keyIn(cached));
        return;
      } catch (error) {
        // a restarted provider signs with a new key under the same kid: read its keys again,
        // though not on every call of a stream of bad signatures
        const keyMismatch =
          error instanceof errors.JWSSignatureVerificationFailed ||
          error instanceof errors.JWKSNoMatchingKey;
        if (!keyMismatch || now() - cached.readAt < KEYS_REFRESH_MS) throw error;
      }
    }
    let fresh: IssuerKeys;
    try {
      fresh = await readKeys(issuer);
    } catch (error) {
      throw new KeysUnreadable(issuer, error);
    }
    await verified(token, issuer, keyIn(fresh));
  }

  return {
    tokenFor(persona, lifetimeSeconds = OWN_TOKEN_LIFETIME_SECONDS) {
      const issuedAt = Math.floor(now() / 1000);
      const header = base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'mock-api' }));
      const payload = base64Url(
        JSON.stringify({
          iss: MOCK_API_ISSUER,
          aud: audience,
          sub: persona.sub,
          roles: [...persona.roles],
          ...(persona.name ? { name: persona.name } : {}),
          iat: issuedAt,
          exp: issuedAt + lifetimeSeconds,
        }),
      );
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), own().privateKey);
      return `${header}.${payload}.${base64Url(signature)}`;
    },

    async check(token) {
      let issuer: string;
      try {
        const { iss } = decodeJwt(token);
        issuer = iss ?? '';
      } catch {
        return { ok: false, reason: 'not a JWT' };
      }
      try {
        if (issuer === MOCK_API_ISSUER) await verified(token, issuer, own().publicKey);
        else if (trustsIssuer(issuer)) await issuerSigned(token, issuer);
        else return { ok: false, reason: `untrusted issuer ${issuer}` };
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: reasonFor(error) };
      }
    },
  };
}
