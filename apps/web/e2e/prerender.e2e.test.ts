import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { palettes } from '@reprally/ui/theme/tokens';
import { fileBrowser } from './browser';
import { appTookOver, signInAs } from './session';

const baseURL = inject('baseURL');
const browser = fileBrowser();
const builtPage = fileURLToPath(new URL('../dist/index.html', import.meta.url));

const WELCOME = 'Welcome to RepRally';
/** The app's sign-in check (the built page has no such text). */
const SIGN_IN_CHECK = 'Checking your sign-in';

/** A '#rrggbb' colour as `getComputedStyle` writes it: 'rgb(r, g, b)'. */
const computedRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * Before any of the page's own scripts run: records every element removed from #root (a
 * hydration that keeps the built page removes none), the layout shifts, the theme classes <html>
 * takes, and the errors React reports.
 */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const seen = { removed: [] as string[], shifts: [] as number[], themes: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          seen.themes.push(document.documentElement.className);
          continue;
        }
        if (!(record.target as Element).closest?.('#root')) continue;
        for (const node of record.removedNodes)
          if (node instanceof Element) seen.removed.push(node.tagName.toLowerCase());
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    seen: () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __seen: { removed: string[]; shifts: number[]; themes: string[] };
            }
          ).__seen,
      ),
  };
}

/** A page whose module scripts are held back: index.html with only its inline boot scripts. */
async function withoutAppCode(viewport?: { width: number; height: number }) {
  const page = await browser.openPage(viewport ? { viewport } : {});
  await page.route('**/*.js', (route) => route.abort());
  return page;
}

/**
 * When, in the page's own clock, the request for the app's code (the entry chunk) started, and
 * when the page's first contentful paint was.
 */
const appCodeAndPaint = (page: Page) =>
  page.evaluate(() => ({
    code:
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? null,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));

describe('the welcome page is in the built index.html', () => {
  it('holds the welcome, its log-in control and the frame, as HTML', () => {
    const html = readFileSync(builtPage, 'utf8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('<header');
    expect(root).toContain(`<h1 class="`);
    expect(root).toContain(`>${WELCOME}</h1>`);
    expect(root).toContain('Please log in to access the app');
    expect(root).toMatch(/<button[^>]*><span>Log In<\/span><\/button>/);
    expect(root).toContain('aria-label="Theme"');
    // nothing runs from it: the page's scripts are in <head>
    expect(root).not.toContain('<script');
  });

  it('shows before any script has run', async () => {
    const page = await browser.openPage({ javaScriptEnabled: false });
    await page.goto(`${baseURL}/`);
    expect(await page.getByRole('heading', { level: 1, name: WELCOME }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'RepRally home' }).isVisible()).toBe(true);
    await page.context().close();
  });
  it('is styled by the page itself: it paints without fetching a style sheet', async () => {
    // the log-in button's accent: the light theme's primary colour, as the browser computes it
    const accent = computedRgb(palettes.light.primary);
    const page = await browser.openPage();
    const fetched: string[] = [];
    await page.route('**/assets/**', (route) => {
      fetched.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await page.goto(`${baseURL}/`);
    const heading = page.getByRole('heading', { level: 1, name: WELCOME });
    // the theme's sizes and colours apply: 1.75rem, and the accent on the log-in button
    expect(await heading.evaluate((element) => getComputedStyle(element).fontSize)).toBe('28px');
    const logIn = page.getByRole('button', { name: 'Log In' });
    expect(await logIn.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      accent,
    );
    expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);
    expect(fetched.filter((path) => path.endsWith('.css'))).toEqual([]);
    await page.context().close();
  });
});

describe('the app takes the built page over', () => {
  it('hydrates it without replacing an element, moving anything, or an error', async () => {
    const page = await browser.openPage();
    const watch = await watchPage(page);
    await page.goto(`${baseURL}/`);
    await appTookOver(page);
    // the built page's controls work once hydrated: the theme switch answers a press
    await page.getByRole('radio', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    const seen = await watch.seen();
    expect(seen.removed).toEqual([]);
    expect(seen.shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(watch.errors).toEqual([]);
    await page.context().close();
  });

  it('moves nothing when the text font arrives after the page is on screen (a slow connection)', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const page = await browser.openPage({ viewport });
      const watch = await watchPage(page);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await held;
        await route.continue();
      });
      // the page's load waits for the preloaded font: wait for the app instead
      await page.goto(`${baseURL}/`, { waitUntil: 'domcontentloaded' });
      await appTookOver(page);
      const card = page.locator('section', { has: page.getByRole('heading', { name: WELCOME }) });
      const box = () => card.evaluate((element) => element.getBoundingClientRect().toJSON());
      // drawn in the fallback: Inter's file has not arrived
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
      const before = await box();

      release();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const label = `${viewport.width}x${viewport.height}`;
      expect(await box(), label).toEqual(before);
      expect((await watch.seen()).shifts, label).toEqual([]);
      expect(watch.errors, label).toEqual([]);
      await page.context().close();
    }
  });

  it("asks for the app's code only once the welcome is on screen", async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await appTookOver(page);
    const { code, paint } = await appCodeAndPaint(page);
    expect(paint).not.toBeNull();
    expect(code).not.toBeNull();
    expect(code).toBeGreaterThanOrEqual(paint ?? Infinity);
    await page.context().close();
  });

  it("keeps a press on 'Log In' made before the app's code arrived, and signs in with it", async () => {
    const page = await browser.openPage();
    const watch = await watchPage(page);
    // the app's code is held back until the visitor has pressed
    let release = () => {};
    const pressed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await pressed;
      await route.continue();
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'commit' });
    const logIn = page.getByRole('button', { name: 'Log In' });
    await logIn.click();
    // taken, and shown at work, while there is no app yet to act on it
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-boot-pressed')),
    ).toBe(true);
    expect(await logIn.evaluate((button) => getComputedStyle(button).cursor)).toBe('progress');
    release();
    // once the app has hydrated the page, the press signs the visitor in: off to the provider
    await page.waitForURL(/\/idp\/interaction\//);
    expect(watch.errors).toEqual([]);
    await page.context().close();
  });

  it("keeps a member's stored theme through hydration, shown pressed, with no flash", async () => {
    const page = await browser.openPage({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('reprally-theme', 'dark'));
    const watch = await watchPage(page);
    await page.goto(`${baseURL}/`);
    await appTookOver(page);
    await expect
      .poll(() => page.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked'))
      .toBe('true');
    const seen = await watch.seen();
    // <html> was dark from the boot script on and never light
    expect(seen.themes.every((classes) => !classes.includes('rr-theme-light'))).toBe(true);
    expect(seen.removed).toEqual([]);
    expect(watch.errors).toEqual([]);
    await page.context().close();
  });

  it('a deep link never shows the welcome: the frame shows, the asked-for page replaces it', async () => {
    const bare = await withoutAppCode();
    await bare.goto(`${baseURL}/leaderboard`);
    expect(await bare.getByRole('link', { name: 'RepRally home' }).isVisible()).toBe(true);
    expect(await bare.getByRole('heading', { name: WELCOME }).isVisible()).toBe(false);
    await bare.context().close();

    const page = await browser.openPage();
    const watch = await watchPage(page);
    await page.goto(`${baseURL}/leaderboard`);
    await appTookOver(page);
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    expect(await page.getByRole('heading', { name: WELCOME }).count()).toBe(0);
    expect(watch.errors).toEqual([]);
    await page.context().close();
  });

  it('a member coming back (signed in recently) never sees the welcome', async () => {
    const bare = await withoutAppCode();
    await bare
      .context()
      .addCookies([{ name: 'reprally_signed_in', value: '1', url: `${baseURL}/` }]);
    await bare.goto(`${baseURL}/`);
    expect(await bare.getByRole('link', { name: 'RepRally home' }).isVisible()).toBe(true);
    expect(await bare.getByRole('heading', { name: WELCOME }).isVisible()).toBe(false);
    await bare.context().close();
  });

  it("keeps the navigation's and 'Log Out's places for a member coming back from the built page on, so they arrive without moving the frame", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      // the built page alone, as a member coming back first sees it
      const bare = await withoutAppCode(viewport);
      await bare
        .context()
        .addCookies([{ name: 'reprally_signed_in', value: '1', url: `${baseURL}/` }]);
      await bare.goto(`${baseURL}/`);
      const built = await frameGeometry(bare);
      await bare.context().close();

      // the same frame with the member signed in and her navigation there
      const page = await browser.openPage({ viewport });
      await page.goto(`${baseURL}/`);
      await signInAs(page, 'member-ana');
      await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
      const live = await frameGeometry(page);
      await page.context().close();

      expect(built, `${viewport.width}x${viewport.height}`).toEqual(live);
      // on a phone the bar at the bottom is there from the start; on a desktop the row under the header
      if (viewport.width < 800) expect(built.bottomBar).toBeGreaterThan(0);
      else expect(built.header).toBeGreaterThan(70);
      expect(built.logOutLeft).toBeGreaterThan(0);
    }
  });
});

describe('a member coming back', () => {
  /** A built file's path without the hash in its name: '/assets/home.js'. */
  const withoutHash = (path: string) => path.replace(/-[\w-]{8}\.(js|css)$/, '.$1');

  /** What <head> starts fetching beyond the page's script, styles and font. */
  const headLinks = async (page: Page) =>
    (
      await page.evaluate(() =>
        [
          ...document.head.querySelectorAll<HTMLLinkElement>(
            'link[rel=preconnect], link[rel=modulepreload], link[rel=preload]:not([as=font])',
          ),
        ].map((link) => ({
          kind: `${link.rel}${link.as ? ` ${link.as}` : ''}`,
          path: new URL(link.href).pathname,
          cors: link.crossOrigin,
        })),
      )
    ).map(({ kind, path, cors }) => `${kind} ${withoutHash(path)} ${cors}`);

  /** The paths (without hashes) of the requests `page` makes from now on that `keep` picks. */
  const requestedPaths = (page: Page, keep: (path: string) => boolean) => {
    const paths: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (keep(path)) paths.push(withoutHash(path));
    });
    return paths;
  };

  /**
   * Holds the app's own script back until `ready` has resolved. On the context: the mock
   * backend's service worker fetches the page's files.
   */
  async function holdAppCode(page: Page, ready: () => Promise<unknown>) {
    await page.context().route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await ready();
      await route.continue();
    });
  }

  /**
   * Holds the app's own script back until the page has asked for `path` (at most 10 s); the
   * function returned tells whether it had, by the time the script was let through.
   */
  async function holdAppCodeUntilRequested(page: Page, path: string) {
    const requested = page
      .waitForRequest((candidate) => new URL(candidate.url()).pathname === path, {
        timeout: 10_000,
      })
      .then(
        () => true,
        () => false,
      );
    let beforeApp: boolean | undefined;
    await holdAppCode(page, async () => {
      beforeApp = await requested;
    });
    return () => beforeApp;
  }

  /**
   * Holds her token's request (the sign-in's last step) until `ready` says so, asked every 20 ms.
   * On the context: the mock backend's service worker makes the page's requests.
   */
  async function holdTokenUntil(page: Page, ready: () => boolean | Promise<boolean>) {
    await page.context().route('**/idp/token', async (route) => {
      while (!(await ready())) await page.waitForTimeout(20);
      await route.continue();
    });
  }

  /**
   * Records, from the page's first moment, every state of #root the browser is about to paint, as
   * text (a MutationObserver's records arrive before each paint); the function returned reads them.
   */
  async function recordShownStates(page: Page) {
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shown });
      new MutationObserver(() => {
        const text = document.getElementById('root')?.textContent ?? '';
        if (text !== shown.at(-1)) shown.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    return () => page.evaluate(() => (window as unknown as { shown: string[] }).shown);
  }

  /** Whether the app shows its sign-in check. */
  const showsSignInCheck = (page: Page) =>
    page.evaluate(
      (check) => (document.getElementById('root')?.textContent ?? '').includes(check),
      SIGN_IN_CHECK,
    );

  /** A new tab of a browser where Ana signed in before: her provider's session signs her in. */
  async function anaComingBack() {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    // The mock backend's service worker was registered moments ago, by her sign-in (the welcome
    // no longer starts it). A tab opened before the browser reports it ready had every request
    // of its load reported twice in about half the runs of this file; once it is ready, in none of six.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    return page.context().newPage();
  }

  it('starts her sign-in and her dashboard from the built page, before the app code runs', async () => {
    const bare = await withoutAppCode();
    await bare.goto(`${baseURL}/`);
    // a visitor who has not signed in recently fetches none of it
    expect(await headLinks(bare)).toEqual([]);
    await bare
      .context()
      .addCookies([{ name: 'reprally_signed_in', value: '1', url: `${baseURL}/` }]);
    await bare.goto(`${baseURL}/`);
    expect(await headLinks(bare)).toEqual([
      'preload fetch /idp/.well-known/openid-configuration anonymous',
      'modulepreload /assets/user-manager.js anonymous',
      'modulepreload /assets/call-code.js anonymous',
      'modulepreload /assets/home.js anonymous',
      'modulepreload /assets/kit.js anonymous',
      // the weekly chart's code, which the dashboard loads on demand and shows with her workouts
      'modulepreload /assets/FrequencyLineChart.js anonymous',
      'preload style /assets/home.css anonymous',
      'preload style /assets/kit.css anonymous',
      'preload style /assets/FrequencyLineChart.css anonymous',
    ]);
    // another page of hers does not need the dashboard
    await bare.goto(`${baseURL}/leaderboard`);
    expect((await headLinks(bare)).some((link) => link.includes('/home.'))).toBe(false);
    await bare.context().close();
  });

  it("asks for the app's code as the page is read, before anything is on screen", async () => {
    const page = await anaComingBack();
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    const { code, paint } = await appCodeAndPaint(page);
    expect(code).not.toBeNull();
    expect(paint).not.toBeNull();
    expect(code).toBeLessThan(paint ?? -Infinity);
    await page.context().close();
  });

  it('fetches each of those once: the app uses what the page started', async () => {
    const page = await anaComingBack();
    const requested = requestedPaths(page, (path) =>
      /openid-configuration|\/assets\/(user-manager|call-code|home|kit|FrequencyLineChart)-/.test(
        path,
      ),
    );
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await page.getByRole('img', { name: 'Line chart of workouts per week' }).waitFor();
    expect(requested.sort()).toEqual([
      '/assets/FrequencyLineChart.css',
      '/assets/FrequencyLineChart.js',
      '/assets/call-code.js',
      '/assets/home.css',
      '/assets/home.js',
      '/assets/kit.css',
      '/assets/kit.js',
      '/assets/user-manager.js',
      '/idp/.well-known/openid-configuration',
    ]);
    await page.context().close();
  });

  it("asks the provider for her sign-in from the built page, before the app's code has arrived", async () => {
    const page = await anaComingBack();
    const signIn = requestedPaths(
      page,
      (path) => path.startsWith('/idp/') || path === '/silent-callback',
    );
    // the app's own script is held until the provider has answered the page's frame
    const answeredBeforeApp = await holdAppCodeUntilRequested(page, '/silent-callback');
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    expect(answeredBeforeApp()).toBe(true);
    // each step once: the app finished the sign-in the page started, and read no document again
    expect(signIn).toEqual([
      '/idp/.well-known/openid-configuration',
      '/idp/auth',
      '/silent-callback',
      '/idp/token',
    ]);
    await page.context().close();
  });

  it("trades the provider's code for her tokens from the built page, before the app's code has arrived", async () => {
    const page = await anaComingBack();
    // the app's own script is held until the token has been asked for
    const askedBeforeApp = await holdAppCodeUntilRequested(page, '/idp/token');
    const tokens = requestedPaths(page, (path) => path === '/idp/token');
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    // the app went on with the page's sign-in: signed in, with one token call
    expect(askedBeforeApp()).toBe(true);
    expect(tokens).toEqual(['/idp/token']);
    await page.context().close();
  });

  it('renders her page once, signed in, when the page has finished her sign-in before the app runs', async () => {
    const page = await anaComingBack();
    // the app's own script is held until the sign-in chunk, run by the page, has her tokens
    await holdAppCode(page, () =>
      page.waitForFunction(
        () =>
          (window as unknown as { __reprallyPageSignIn?: { finished?: boolean } })
            .__reprallyPageSignIn?.finished === true,
        null,
        { timeout: 10_000 },
      ),
    );
    const shownStates = await recordShownStates(page);
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    const shown = await shownStates();
    expect(shown.filter((text) => text.includes(SIGN_IN_CHECK))).toEqual([]);
    await page.context().close();
  });

  it('shows the welcome, without an error, when her session at the provider has ended', async () => {
    const page = await browser.openPage();
    await page
      .context()
      .addCookies([{ name: 'reprally_signed_in', value: '1', url: `${baseURL}/` }]);
    const signIn = requestedPaths(
      page,
      (path) => path.startsWith('/idp/') || path === '/silent-callback',
    );
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: WELCOME }).waitFor();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    // the provider answered the page's frame 'login required': no token was asked for
    expect(signIn).toEqual([
      '/idp/.well-known/openid-configuration',
      '/idp/auth',
      '/silent-callback',
    ]);
    expect(await page.getByText(/failed|error/i).count()).toBe(0);
    // and the next visit is a plain visitor's, with no silent sign-in
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'reprally_signed_in')).toBe(false);
    await page.context().close();
  });

  it("loads her dashboard's chart without a second copy of the page's own styles", async () => {
    const page = await anaComingBack();
    const styles = requestedPaths(page, (path) => path.endsWith('.css'));
    const chart = page.waitForRequest(/\/assets\/FrequencyLineChart-[\w-]+\.js$/);
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await chart;
    await page.getByRole('img', { name: 'Line chart of workouts per week' }).waitFor();
    expect(styles.sort()).toEqual([
      '/assets/FrequencyLineChart.css',
      '/assets/home.css',
      '/assets/kit.css',
    ]);
    expect(await page.locator('link[rel=stylesheet][href*="/assets/index-"]').count()).toBe(0);
    await page.context().close();
  });

  it("opens her group's page without the dashboard's widgets, only what it shares with them", async () => {
    const page = await anaComingBack();
    const requested = requestedPaths(page, (path) => /\/assets\/(home|kit)-/.test(path));
    // Dawn Patrol Lifters, her own group in the seed
    await page.goto(`${baseURL}/groups/1`);
    await page.getByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    expect(requested.sort()).toEqual(['/assets/kit.css', '/assets/kit.js']);
    await page.context().close();
  });

  it("loads a deep link's screen while she is still being signed in, not after", async () => {
    const page = await anaComingBack();
    // her sign-in ends only once the app has started (the page would otherwise end it first)
    await holdTokenUntil(page, () => showsSignInCheck(page));
    await page.goto(`${baseURL}/leaderboard`);
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry): [string, number, number] => [
          new URL(entry.name).pathname,
          entry.startTime,
          (entry as PerformanceResourceTiming).responseEnd,
        ]),
    );
    const started = new Map(resources.map(([path, start]) => [withoutHash(path), start]));
    const ended = new Map(resources.map(([path, , end]) => [withoutHash(path), end]));
    // the screen's code was asked for before the silent sign-in's last step, the token, ended
    expect(started.get('/assets/LeaderboardPage.js')).toBeLessThan(ended.get('/idp/token') ?? 0);
    await page.context().close();
  });

  it("shows a deep link's screen as soon as she is signed in, with no loading placeholder first", async () => {
    const page = await anaComingBack();
    // the screen's code is all here, and the app shows its sign-in check, before her sign-in
    // ends: the token waits for both (once ended before the app's first render, her screen would
    // be the first thing it shows, with no check to see replaced)
    const inFlight = new Set<string>();
    let screenLoaded = false;
    // a chunk's own imports are asked for once it has been read: quiet for a while, not a moment
    let lastAsset = Date.now();
    page.on('request', (request) => {
      if (!request.url().includes('/assets/')) return;
      inFlight.add(request.url());
      lastAsset = Date.now();
    });
    page.on('requestfinished', (request) => {
      inFlight.delete(request.url());
      lastAsset = Date.now();
      if (/\/assets\/LeaderboardPage-[\w-]+\.js$/.test(request.url())) screenLoaded = true;
    });
    await holdTokenUntil(
      page,
      async () =>
        screenLoaded &&
        inFlight.size === 0 &&
        Date.now() - lastAsset >= 300 &&
        (await showsSignInCheck(page)),
    );
    const shownStates = await recordShownStates(page);
    await page.goto(`${baseURL}/leaderboard`);
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    const shown = await shownStates();
    expect(shown.some((text) => text.includes(SIGN_IN_CHECK))).toBe(true);
    expect(shown.filter((text) => text.includes('Loading…'))).toEqual([]);
    await page.context().close();
  });
});

/**
 * Where the frame puts things: the header's height, the product name's left edge, and the height
 * of the bar fixed to the bottom of the screen (0 when there is none).
 */
function frameGeometry(page: Page) {
  return page.evaluate(async () => {
    // text measured in its own face, not the fallback drawn while Inter loads
    await document.fonts.ready;
    const header = document.querySelector('#root header')?.getBoundingClientRect();
    const brand = document.querySelector('#root header a[href="/"]')?.getBoundingClientRect();
    // 'Log Out', or the invisible stand-in that keeps its place until she is signed in
    const logOut = [...document.querySelectorAll('#root header button')]
      .find((button) => button.textContent === 'Log Out')
      ?.getBoundingClientRect();
    const bottomBar = [...document.querySelectorAll<HTMLElement>('#root *')]
      .filter((element) => getComputedStyle(element).position === 'fixed')
      .map((element) => element.getBoundingClientRect())
      .find((box) => box.height > 0 && Math.abs(box.bottom - window.innerHeight) < 1);
    return {
      header: Math.round(header?.height ?? 0),
      brandLeft: Math.round(brand?.left ?? 0),
      brandWidth: Math.round(brand?.width ?? 0),
      logOutLeft: Math.round(logOut?.left ?? 0),
      bottomBar: Math.round(bottomBar?.height ?? 0),
    };
  });
}
