import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, takeViolations } from './browser';

const baseURL = inject('baseURL');
const browser = fileBrowser();
const builtPage = fileURLToPath(new URL('../dist/index.html', import.meta.url));

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('content security policy and security headers', () => {
  it('the preview server sends the policy, frame-ancestors and the other security headers', async () => {
    const response = await fetch(`${baseURL}/`);
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('lets only our own page frame the silent sign-in page, which it loads in a hidden frame', async () => {
    const response = await fetch(`${baseURL}/silent-callback?state=x`);
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('the built page carries the policy, allowing its five inline scripts by hash only', () => {
    const html = readFileSync(builtPage, 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta).not.toBeNull();
    const policy = directives(meta?.[1] ?? '');
    const hashOf = (id: string) => {
      const script = new RegExp(`<script id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
      expect(script, id).toBeTruthy();
      return `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`;
    };
    // the theme before first paint, whether the built welcome page is this visitor's page, when
    // to ask for the app's code, what a member coming back starts fetching, and her silent sign-in
    expect(policy.get('script-src')).toEqual([
      "'self'",
      hashOf('theme-boot-script'),
      hashOf('page-boot-script'),
      hashOf('app-code'),
      hashOf('member-preloads'),
      hashOf('member-sign-in'),
    ]);
    // every script is one of those five: the app's code has no tag of its own, the page adds it
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toHaveLength(5);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    // frame-ancestors is ignored in a <meta> policy: the header carries it
    expect(policy.has('frame-ancestors')).toBe(false);
    // the policy comes before the first script it governs
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('blocks a script injected into the page, and the journeys would see it', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(takeViolations()).toEqual([]);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => takeViolations().join('\n')).toMatch(/^script-src-elem blocked inline/);
    await page.context().close();
  });
});
