import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { db } from '@reprally/mocks';
import type { MockApiExchange, MockApiServer } from '@reprally/mocks/http';
import { startAppOnMockApi, type AppOnMockApi } from './app-servers';
import { fileBrowser } from './browser';
import { rampPng } from './images';
import { signInAs, summaryFigure } from './session';

/**
 * The app as it runs against a real API: a production build made with VITE_API_BASE_URL set to
 * the mock API served over HTTP (`npm run mock-api`), on a preview server of its own. Every call
 * crosses the network to the API's origin (CORS, bearer tokens from the local identity provider,
 * a multipart upload, pictures from the API's media routes) and no service worker is involved.
 *
 * This file makes its own build, in its own folder, only when it runs: the build the other
 * journeys use (apps/web/dist on port 4173) is left alone.
 */
const outDir = fileURLToPath(new URL('../../../.tmp/e2e-mock-api-build', import.meta.url));
const browser = fileBrowser();

let app: AppOnMockApi | undefined;
let api: MockApiServer;
let appOrigin = '';
/** What the mock API answered, as it saw it. */
const served: MockApiExchange[] = [];

beforeAll(async () => {
  app = await startAppOnMockApi({ outDir, onExchange: (exchange) => served.push(exchange) });
  ({ api, appOrigin } = app);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await rm(outDir, { recursive: true, force: true });
});

const anaWorkouts = () => db.tables.workouts.filter((row) => row.memberId === 'member-ana').length;

/** The directive's sources in a policy ('connect-src' -> ["'self'", 'http://...']). */
function sources(policy: string, directive: string): string[] {
  const found = policy.split(';').find((part) => part.trim().startsWith(`${directive} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

/** Whether leaving the page now would ask first: the app cancels its 'beforeunload'. */
function leavingAsks(page: Page) {
  return page.evaluate(() => {
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    return leaving.defaultPrevented;
  });
}

async function pictureLoaded(page: Page, src: string) {
  return page
    .locator(`img[src="${src}"]`)
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

describe('the production build on the mock API over HTTP', () => {
  it('signs a member in, shows her data, logs a workout, saves a photo, over real requests', async () => {
    const page = await browser.openPage();
    const answers: { method: string; url: string; status: number; worker: boolean }[] = [];
    const ownOriginApiCalls: string[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.url().startsWith(`${api.origin}/`)) {
        answers.push({
          method: request.method(),
          url: request.url(),
          status: response.status(),
          worker: response.fromServiceWorker(),
        });
      }
    });
    let bearer = '';
    page.on('request', (request) => {
      if (request.url().startsWith(`${appOrigin}/api/`)) ownOriginApiCalls.push(request.url());
      const authorization = request.headers().authorization;
      if (request.url().startsWith(`${api.origin}/`) && authorization) bearer = authorization;
    });

    const landing = await page.goto(`${appOrigin}/`);
    // the policy, in the page and in the preview server's header, lets the API's origin in
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      await readFile(`${outDir}/index.html`, 'utf8'),
    )?.[1];
    for (const policy of [meta ?? '', (await landing?.allHeaders())?.['content-security-policy']]) {
      expect(sources(policy ?? '', 'connect-src')).toContain(api.origin);
      expect(sources(policy ?? '', 'img-src')).toContain(api.origin);
    }

    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    const workoutsBefore = anaWorkouts();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toBe(String(workoutsBefore));

    await page.getByRole('button', { name: 'Log Workout' }).first().click();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toBe(String(workoutsBefore + 1));
    expect(anaWorkouts()).toBe(workoutsBefore + 1);

    await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ana Moreno' }).waitFor();
    // her drawn avatar, from the API's media route on its own origin
    const avatar = page.locator('main img').first();
    const avatarSrc = (await avatar.getAttribute('src')) ?? '';
    expect(avatarSrc).toMatch(new RegExp(`^${api.origin}/api/v1/media/avatar-`));
    await expect.poll(() => pictureLoaded(page, avatarSrc)).toBe(true);

    // a multipart upload across origins, and the stored picture served back
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel(/Profile Photo/).setInputFiles({
      name: 'ramp.png',
      mimeType: 'image/png',
      buffer: rampPng(600, 400),
    });
    await page.getByRole('img', { name: 'Preview of your new profile photo' }).waitFor();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => avatar.getAttribute('src'))
      .toMatch(new RegExp(`^${api.origin}/api/v1/media/upload-\\d+-[a-z0-9]+\\.jpg$`));
    await expect
      .poll(async () => pictureLoaded(page, (await avatar.getAttribute('src')) ?? ''))
      .toBe(true);

    // no service worker: nothing registered, nothing controls the page, nothing answered
    expect(
      await page.evaluate(async () => ({
        controlled: navigator.serviceWorker.controller !== null,
        registrations: (await navigator.serviceWorker.getRegistrations()).length,
      })),
    ).toEqual({ controlled: false, registrations: 0 });
    expect(page.context().serviceWorkers()).toEqual([]);

    // the browser's side: every call went to the API's origin, over the network
    expect(ownOriginApiCalls).toEqual([]);
    expect(answers.filter(({ worker }) => worker)).toEqual([]);
    const calls = answers.map(
      ({ method, url, status }) => `${method} ${new URL(url).pathname} ${status}`,
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/v1/users/me 200',
        'POST /api/v1/users/me/points 201',
        'POST /api/v1/users/me/profile/photo 200',
      ]),
    );
    expect(
      answers.some(({ url, status }) => url.includes('/api/v1/media/upload-') && status === 200),
    ).toBe(true);

    // the server's side: preflights from the app's origin, and the calls as Ana's token says
    const fromApp = served.filter(({ origin }) => origin === appOrigin);
    expect(fromApp.some(({ method, status }) => method === 'OPTIONS' && status === 204)).toBe(true);
    expect(fromApp).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'POST',
          path: '/api/v1/users/me/points',
          status: 201,
          subject: 'member-ana',
        }),
        expect.objectContaining({
          method: 'POST',
          path: '/api/v1/users/me/profile/photo',
          status: 200,
          subject: 'member-ana',
        }),
      ]),
    );
    expect(served.filter(({ status }) => status >= 400)).toEqual([]);

    // her provider-signed token is taken as it is, and refused once it says she is an admin
    const adminUsers = (authorization: string) =>
      fetch(`${api.url}/admin/users`, { headers: { Authorization: authorization } });
    const [header, payload, signature] = bearer.replace(/^Bearer /, '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const promoted = Buffer.from(JSON.stringify({ ...claims, roles: ['Admin'] })).toString(
      'base64url',
    );
    expect((await adminUsers(bearer)).status).toBe(403);
    expect((await adminUsers(`Bearer ${header}.${promoted}.${signature}`)).status).toBe(401);
    expect(served.at(-1)).toMatchObject({ status: 401, tokenRefused: 'bad signature' });
    await page.context().close();
  }, 90_000);

  it("asks for her dashboard's main data as it starts to render, and the side column's once it is on the page", async () => {
    // the main column's first requests (the figures, the workouts, the challenges) leave before
    // the dashboard is on the page; the side column's (the leaderboard, the month's warriors and
    // its badges) once the browser is idle after it is (the header's invitations are the
    // frame's, not these)
    const main = [
      '/api/v1/users/me/workouts/stats',
      '/api/v1/users/me/workouts',
      '/api/v1/users/me/challenges',
    ];
    const side = [
      '/api/v1/leaderboard',
      '/api/v1/monthly-warriors',
      '/api/v1/users/me/monthly-badges/current',
    ];
    const first = await browser.openPage();
    await first.goto(`${appOrigin}/`);
    await signInAs(first, 'member-ana');
    await first.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    // she comes back in a new tab, on a phone's CPU: the dashboard takes many tasks to render
    const page = await first.context().newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // when, in the page's clock, the dashboard's heading was put on the page
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = [...document.querySelectorAll('h1')].find(
          (element) => element.textContent === 'Your Dashboard',
        );
        if (!heading) return;
        Object.assign(window, { dashboardShownAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${appOrigin}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    /** When the heading was put on the page, and the API calls the page has made so far. */
    const read = () =>
      page.evaluate(
        (apiOrigin) => ({
          shownAt: (window as unknown as { dashboardShownAt: number }).dashboardShownAt,
          calls: performance
            .getEntriesByType('resource')
            // the calls, not the pictures they name
            .filter(
              (entry): entry is PerformanceResourceTiming =>
                entry.name.startsWith(`${apiOrigin}/api/`) &&
                entry instanceof PerformanceResourceTiming &&
                ['xmlhttprequest', 'fetch'].includes(entry.initiatorType),
            )
            .map((entry) => ({ path: new URL(entry.name).pathname, startedAt: entry.startTime })),
        }),
        api.origin,
      );
    // the side column's calls, whenever they leave: the browser may be quiet for a while before
    // it is idle, so a pause in the traffic does not mean they have been made
    await expect
      .poll(async () => (await read()).calls.filter(({ path }) => side.includes(path)).length, {
        timeout: 10_000,
      })
      .toBe(side.length);
    const { shownAt, calls } = await read();
    const started = (paths: string[]) => calls.filter(({ path }) => paths.includes(path));
    expect(
      started(main)
        .map(({ path }) => path)
        .sort(),
    ).toEqual([...main].sort());
    expect(
      started(side)
        .map(({ path }) => path)
        .sort(),
    ).toEqual([...side].sort());
    expect(started(main).filter(({ startedAt }) => startedAt >= shownAt)).toEqual([]);
    expect(started(side).filter(({ startedAt }) => startedAt < shownAt)).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("asks for the group a deep link shows as soon as she is signed in, while the page's code is on its way", async () => {
    const first = await browser.openPage();
    await first.goto(`${appOrigin}/`);
    await signInAs(first, 'member-ana');
    await first.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    // she comes back to her group in a new tab, and the group page's code is slow to arrive
    const page = await first.context().newPage();
    let release: () => void = () => undefined;
    const codeHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let codeAsked = false;
    await page.route(/\/assets\/group-screen-[^/]*\.js$/, async (route) => {
      codeAsked = true;
      await codeHeld;
      await route.continue();
    });
    const before = served.length;
    const groupRead = () =>
      served
        .slice(before)
        .filter((exchange) => exchange.method === 'GET' && exchange.path === '/api/v1/groups/1');
    await page.goto(`${appOrigin}/groups/1`, { waitUntil: 'commit' });
    await expect.poll(() => codeAsked, { timeout: 15_000 }).toBe(true);
    // the group is asked for, and answered, before the page that shows it has its code
    await expect.poll(() => groupRead().length, { timeout: 15_000 }).toBe(1);
    expect(groupRead()[0]).toMatchObject({ status: 200, subject: 'member-ana' });
    release();
    await page.getByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }).waitFor();
    // the page took that answer: it did not ask again
    expect(groupRead()).toHaveLength(1);
    await page.context().close();
  }, 60_000);

  it('asks before closing a page that holds a form she left, and staying keeps it working', async () => {
    const page = await browser.openPage();
    await page.goto(`${appOrigin}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Groups' }).click();
    await page.getByRole('link', { name: 'Create Group' }).click();
    const name = page.getByRole('textbox', { name: /Group name/ });
    // typed and deleted again: nothing to lose, nothing asked
    await name.fill('H');
    await name.fill('');
    expect(await leavingAsks(page)).toBe(false);
    await name.fill('Harbour Swimmers');
    expect(await leavingAsks(page)).toBe(true);
    await main.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    // her draft lives in this page only: closing it asks (the browser's own 'Leave site?')
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    // she stays: the page and its requests go on working, with the draft
    await main.getByRole('link', { name: 'Groups' }).click();
    await page.getByRole('link', { name: 'Create Group' }).click();
    expect(await page.getByRole('textbox', { name: /Group name/ }).inputValue()).toBe(
      'Harbour Swimmers',
    );
    await page.getByRole('button', { name: 'Create Group' }).click();
    await page.getByRole('heading', { level: 1, name: 'Harbour Swimmers' }).waitFor();
    // sent: nothing is left to lose, and closing asks nothing
    expect(await leavingAsks(page)).toBe(false);
    await page.context().close();
  }, 60_000);
});
