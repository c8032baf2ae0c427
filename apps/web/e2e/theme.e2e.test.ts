import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { fileBrowser } from './browser';
import { appTookOver } from './session';

const baseURL = inject('baseURL');
const browser = fileBrowser();

/** The theme the page shows before any of the app's JavaScript has run. */
async function firstPaintTheme(page: Page) {
  // hold back every module script: what remains is index.html with its inline boot script
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${baseURL}/`);
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    classes: document.documentElement.className,
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));
}

describe('theme before first paint (no flash of the wrong theme)', () => {
  it('follows a dark operating system when nothing is stored', async () => {
    const page = await browser.openPage({ colorScheme: 'dark' });
    const first = await firstPaintTheme(page);
    expect(first.theme).toBe('dark');
    expect(first.classes).toContain('rr-theme-dark');
    expect(first.background).toBe('rgb(14, 15, 19)');
    await page.context().close();
  });

  it('follows a light operating system when nothing is stored', async () => {
    const page = await browser.openPage({ colorScheme: 'light' });
    const first = await firstPaintTheme(page);
    expect(first.theme).toBe('light');
    expect(first.background).toBe('rgb(246, 246, 248)');
    await page.context().close();
  });

  it('applies a stored dark choice even on a light operating system', async () => {
    const page = await browser.openPage({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('reprally-theme', 'dark'));
    const first = await firstPaintTheme(page);
    expect(first.theme).toBe('dark');
    await page.context().close();
  });
});

describe('the welcome page', () => {
  it("greets a signed-out visitor with 'Welcome to RepRally' and the theme switch", async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Welcome to RepRally');
    expect(await page.getByText('Please log in to access the app').isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Welcome | RepRally');
    await page.context().close();
  });

  it('shows and works without the mock backend, which only API calls start', async () => {
    const page = await browser.openPage();
    const mockBackendCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/browser-[\w-]+\.js$/.test(request.url())) mockBackendCode.push(request.url());
    });
    await page.goto(`${baseURL}/`);
    await appTookOver(page);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    // a signed-out visitor's welcome calls no API: the mock backend's code is never fetched
    await page.waitForTimeout(500);
    expect(mockBackendCode).toEqual([]);
    // any other page starts it as the app starts (a deep link may well be a member's)
    await page.goto(`${baseURL}/leaderboard`);
    await expect.poll(() => mockBackendCode.length).toBe(1);
    await page.context().close();
  });

  it('switches to dark, remembers it across a reload, and follows the system again', async () => {
    const page = await browser.openPage({ colorScheme: 'light' });
    await page.goto(`${baseURL}/`);
    await appTookOver(page);
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('reprally-theme'))).toBe('dark');

    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    await appTookOver(page);
    await page.getByRole('radio', { name: 'System' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('light');
    // 'system' follows the operating system live
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    await page.context().close();
  });

  it('redirects an unknown path to /', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/no/such/page`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
