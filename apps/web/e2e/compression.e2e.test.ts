import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser } from './browser';
import { appTookOver } from './session';

const baseURL = inject('baseURL');
const browser = fileBrowser();
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The app's entry script (the build names it after index.html). */
function entryScript(): string {
  const names = readdirSync(`${dist}assets`).filter((name) => /^index-[\w-]+\.js$/.test(name));
  if (names.length !== 1) throw new Error(`the build has ${names.length} entry scripts`);
  return `/assets/${names[0]}`;
}

describe("the build's code, compressed ahead of time", () => {
  it('reaches a browser that accepts Brotli as the Brotli copy, the same code, with the security headers', async () => {
    const src = entryScript();
    const built = readFileSync(`${dist}${src.slice(1)}`);
    const response = await fetch(`${baseURL}${src}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // fetch decompresses: what arrives is the built file
    expect(await response.text()).toBe(built.toString('utf8'));
    // and what travelled is the copy the build wrote, smaller than the server's own gzip
    const brotliBytes = readFileSync(`${dist}${src.slice(1)}.br`).length;
    expect(Number(response.headers.get('content-length'))).toBe(brotliBytes);
    expect(brotliBytes).toBeLessThan(gzipSync(built, { level: 9 }).length * 0.9);
    // a client without Brotli gets the server's own gzip of the same file
    const gzip = await fetch(`${baseURL}${src}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(built.toString('utf8'));
  });

  it('runs in Chromium: the page gets its scripts as Brotli and the app takes it over', async () => {
    const page = await browser.openPage();
    const encodings = new Map<string, string | null>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      // every script the build wrote a copy of (not those too small to gain from one)
      if (/^\/assets\/.+\.js$/.test(pathname) && existsSync(`${dist}${pathname.slice(1)}.br`))
        encodings.set(pathname, response.headers()['content-encoding'] ?? null);
    });
    await page.goto(`${baseURL}/`);
    await appTookOver(page);
    expect(encodings.get(entryScript())).toBe('br');
    expect([...encodings.values()].every((encoding) => encoding === 'br')).toBe(true);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    await page.context().close();
  });
});
