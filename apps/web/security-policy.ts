/**
 * The app's content security policy and security headers, derived at build time from the page
 * itself (the hashes of its inline scripts) and from the env settings (the API's and the identity
 * provider's origins). Node-side: used by vite.config.ts for the built page's <meta> policy and
 * the dev and preview servers' headers, and by the tests.
 */
import { createHash } from 'node:crypto';

export type PolicyOrigins = {
  /** VITE_API_BASE_URL: empty in mock mode, where the API is on our own origin */
  apiBaseUrl?: string;
  /** VITE_OIDC_AUTHORITY: empty for the local identity provider on our own origin */
  oidcAuthority?: string;
};

/** The 'sha256-…' source of every inline <script> of a page (one with a src is not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origin of an address, or nothing when the setting is empty or not an address. */
export function originOf(address: string | undefined): string[] {
  if (!address) return [];
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}

/**
 * The policy for `html`. Scripts: our own files and the page's inline scripts by hash, never
 * 'unsafe-inline' or 'unsafe-eval'. Styles allow inline ones: the dialogs' scroll lock (Radix)
 * adds a <style> element at run time, and a style cannot run script. Pictures: our origin, the
 * API's, the identity provider's, and blob: for the member's own previews of a chosen file.
 * Requests and frames (silent sign-in): our origin, the API's and the identity provider's.
 * `frame-ancestors` only works as a response header, so the <meta> policy leaves it out; as a
 * header it is 'none', except on the silent sign-in page, which our own page frames.
 */
export function contentSecurityPolicy(
  html: string,
  origins: PolicyOrigins,
  { header, framedBySelf = false }: { header: boolean; framedBySelf?: boolean },
): string {
  const idp = originOf(origins.oidcAuthority);
  const remote = [...new Set([...originOf(origins.apiBaseUrl), ...idp])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes(html)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'blob:', ...remote]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...remote]],
    ['frame-src', ["'self'", ...idp]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'", ...idp]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
  return header ? withFrameAncestors(policy, framedBySelf) : policy;
}

/** A page policy as a header: `frame-ancestors`, which only a header can carry, added. */
function withFrameAncestors(policy: string, framedBySelf: boolean): string {
  return `${policy}; frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`;
}

/** The policy a built page carries in its <meta>, or null when it has none. */
export function pagePolicy(html: string): string | null {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html)?.[1] ?? null;
}

/**
 * The header policy for a built page: the page's own <meta> policy, made when it was built, plus
 * `frame-ancestors`. The server's settings do not enter it: a build made for an API on another
 * origin lets that origin in however its server was started (the API's address is a build
 * setting). A page with no <meta> policy gets one from `origins`.
 */
export function builtPageHeaderPolicy(
  html: string,
  origins: PolicyOrigins,
  framedBySelf = false,
): string {
  const own = pagePolicy(html);
  return own === null
    ? contentSecurityPolicy(html, origins, { header: true, framedBySelf })
    : withFrameAncestors(own, framedBySelf);
}

/** Every response header the servers send with the app (and a static host should send). */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  };
}

/** Puts the <meta> policy right after the charset, before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  return html.replace(
    /<meta charset="[^"]*"\s*\/?>/i,
    (charset) =>
      `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}
