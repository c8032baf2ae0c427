import { describe, expect, it } from 'vitest';
import {
  builtPageHeaderPolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
  withPolicyMeta,
} from './security-policy';

const page =
  '<html><head><meta charset="UTF-8" /><script id="boot">document.documentElement.dataset.theme="dark"</script>' +
  '<script type="module" src="/assets/index.js"></script></head><body></body></html>';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy', () => {
  it('hashes inline scripts only', () => {
    // sha256 of the boot script's text, in base64
    expect(inlineScriptHashes(page)).toEqual([
      "'sha256-zTSXYZ/r74pY7Te+wyYtgDRsO/hpzo1oFZH8wmJQwSA='",
    ]);
  });

  it('keeps everything on our origin in mock mode with the local identity provider', () => {
    const policy = contentSecurityPolicy(page, {}, { header: true });
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets our own page frame the silent sign-in page, and nothing else', () => {
    const policy = contentSecurityPolicy(page, {}, { header: true, framedBySelf: true });
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds the API and identity provider origins from the env settings', () => {
    const policy = contentSecurityPolicy(
      page,
      {
        apiBaseUrl: 'https://api.example.com/api/v1',
        oidcAuthority: 'https://tenant.auth.example.net/realms/rep',
      },
      { header: false },
    );
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://tenant.auth.example.net',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.example.com',
      'https://tenant.auth.example.net',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://tenant.auth.example.net']);
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://tenant.auth.example.net']);
    // a <meta> policy cannot carry frame-ancestors
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
  });

  it('ignores a setting that is not an address', () => {
    const policy = contentSecurityPolicy(page, { apiBaseUrl: 'not a url' }, { header: false });
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('puts the <meta> policy right after the charset', () => {
    const html = withPolicyMeta(page, "default-src 'self'");
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'" \/>\s*<script id="boot">/,
    );
  });

  it("sends a built page's own policy as its header, whatever the server's settings", () => {
    const api = 'http://127.0.0.1:8787/api/v1';
    const built = withPolicyMeta(
      page,
      contentSecurityPolicy(page, { apiBaseUrl: api }, { header: false }),
    );
    // served with no settings at all, as `npm run preview` after a build for that API is
    const policy = builtPageHeaderPolicy(built, {});
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:8787']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'blob:', 'http://127.0.0.1:8787']);
    expect(directive(policy, 'script-src')).toEqual(
      directive(contentSecurityPolicy(page, {}, { header: false }), 'script-src'),
    );
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(builtPageHeaderPolicy(built, {}, true), 'frame-ancestors')).toEqual([
      "'self'",
    ]);
  });

  it('makes the header policy from the settings for a page that carries none', () => {
    const policy = builtPageHeaderPolicy(page, { apiBaseUrl: 'https://api.example.com/v1' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
