export type IdTokenClaims = Readonly<Record<string, unknown>>;

export interface DecodedJwt {
  header: Readonly<Record<string, unknown>>;
  claims: IdTokenClaims;
}

export interface IdTokenExpectations {
  issuer: string;
  /** The OIDC client id the token must be issued to. */
  audience: string;
  /** The nonce this sign-in sent; not checked when absent (refresh-token grants). */
  nonce?: string | undefined;
  nowMs: number;
  leewaySeconds?: number;
}

export type IdTokenCheck =
  { valid: true; claims: IdTokenClaims } | { valid: false; reason: string };

/** ID-token leeway 60 s */
export const ID_TOKEN_LEEWAY_SECONDS = 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

/** Reads a compact JWT's header and claims without checking its signature. */
export function decodeJwt(token: string): DecodedJwt | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) return null;
  const [headerPart = '', claimsPart = ''] = parts;
  try {
    const header = decodeSegment(headerPart);
    const claims = decodeSegment(claimsPart);
    return isRecord(header) && isRecord(claims) ? { header, claims } : null;
  } catch {
    return null;
  }
}

/**
 * The ID-token checks we add on top of the OIDC library: header alg RS256,
 * issuer, audience (with azp when several), nonce, and expiry with 60 s of clock leeway.
 */
export function verifyIdToken(idToken: string, expected: IdTokenExpectations): IdTokenCheck {
  const decoded = decodeJwt(idToken);
  if (!decoded) return { valid: false, reason: 'ID token is malformed' };
  const { header, claims } = decoded;
  const leeway = expected.leewaySeconds ?? ID_TOKEN_LEEWAY_SECONDS;

  if (header.alg !== 'RS256') {
    return { valid: false, reason: 'ID token must be signed with RS256' };
  }
  if (claims.iss !== expected.issuer) {
    return { valid: false, reason: 'ID token issuer (iss) does not match' };
  }
  const { aud } = claims;
  const audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : [];
  if (!audiences.includes(expected.audience)) {
    return { valid: false, reason: 'ID token audience (aud) does not match' };
  }
  // OIDC Core 3.1.3.7: with several audiences the authorised party must be this client
  if (audiences.length > 1 && claims.azp !== expected.audience) {
    return { valid: false, reason: 'ID token authorized party (azp) does not match' };
  }
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce) {
    return { valid: false, reason: 'ID token nonce does not match' };
  }
  const { exp } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) {
    return { valid: false, reason: 'ID token has no expiry (exp)' };
  }
  if (expected.nowMs / 1000 > exp + leeway) {
    return { valid: false, reason: 'ID token has expired' };
  }
  return { valid: true, claims };
}
