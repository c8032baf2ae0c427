import type { Persona } from './personas';

/**
 * Bearer tokens as the mock handlers read them. The payload is decoded but the signature is not
 * verified here: in the dev app the local identity provider signs real RS256 JWTs whose `sub` is
 * the member id and whose `roles` claim carries 'Admin'; stories and tests use unsigned ones. The
 * mock API over HTTP checks signature and expiry before a handler sees a token (http/tokens.ts).
 */
export type AccessTokenClaims = {
  sub: string;
  roles: string[];
  email?: string;
  name?: string;
};

const MOCK_ISSUER = 'https://mock.reprally.local/';
const MOCK_AUDIENCE = 'https://api.reprally.local';

function base64UrlEncode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** An unsigned JWT (alg 'none') for a persona, as stories and tests send it. */
export function createMockAccessToken(
  persona: Pick<Persona, 'sub' | 'roles'> & Partial<Pick<Persona, 'email' | 'name'>>,
): string {
  const header = { alg: 'none', typ: 'JWT' };
  const issuedAt = Math.floor(Date.now() / 1000);
  const payload = {
    iss: MOCK_ISSUER,
    aud: MOCK_AUDIENCE,
    sub: persona.sub,
    roles: [...persona.roles],
    ...(persona.email ? { email: persona.email } : {}),
    ...(persona.name ? { name: persona.name } : {}),
    iat: issuedAt,
    exp: issuedAt + 3600,
  };
  return `${base64UrlEncode(JSON.stringify(header))}.${base64UrlEncode(JSON.stringify(payload))}.`;
}

function rolesFrom(payload: Record<string, unknown>): string[] {
  // 'roles', or a namespaced claim ending in '/roles' as Auth0 actions write it
  const key = Object.keys(payload).find((name) => name === 'roles' || name.endsWith('/roles'));
  const roles = key === undefined ? undefined : payload[key];
  return Array.isArray(roles)
    ? roles.filter((role): role is string => typeof role === 'string')
    : [];
}

/** The claims of a JWT, or null when it is not one (three segments, a JSON payload with `sub`). */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(segments[1]));
    if (typeof payload !== 'object' || payload === null) return null;
    const claims = payload as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || claims.sub === '') return null;
    return {
      sub: claims.sub,
      roles: rolesFrom(claims),
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    };
  } catch {
    return null;
  }
}

/** The claims of the request's `Authorization: Bearer <jwt>` header, or null. */
export function readBearerClaims(request: Request): AccessTokenClaims | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ? decodeAccessToken(match[1]) : null;
}
