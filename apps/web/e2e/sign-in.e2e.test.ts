import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { fileBrowser } from './browser';
import { recordShifts, recorded, total } from './layout-shifts';
import { signInAs, summaryFigure } from './session';

/**
 * One member journey through every layer: the production build on the preview
 * server, the mock backend and the local OpenID provider, driven in Chromium.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

describe('a member signs in, logs a workout and signs out', () => {
  it('updates the figures and the calendar, keeps the session on reload, leaves nothing behind', async () => {
    const page = await browser.openPage();
    // every request for a sign-in (the redirect, then the silent one on reload, from any frame)
    // carries a nonce of its own, which the provider must put back into the ID token
    const nonces: (string | null)[] = [];
    page.context().on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.get('response_type') === 'code')
        nonces.push(url.searchParams.get('nonce'));
    });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');

    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(await page.title()).toBe('Dashboard | RepRally');
    await page.locator('dt', { hasText: 'Total Workouts' }).waitFor();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toMatch(/^\d+$/);
    const workoutsBefore = Number(await summaryFigure(page, 'Total Workouts'));
    const pointsBefore = Number((await summaryFigure(page, 'Points Earned')).replace(/\D/g, ''));
    // today's day in the month calendar (the year heat map marks today too)
    const today = page
      .getByRole('region', { name: 'Activity Calendar' })
      .locator('[aria-current="date"]');
    const todayBefore = await today.getAttribute('aria-label');

    await page.getByRole('button', { name: 'Log Workout' }).first().click();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toBe(String(workoutsBefore + 1));
    await expect
      .poll(async () => Number((await summaryFigure(page, 'Points Earned')).replace(/\D/g, '')))
      .toBeGreaterThan(pointsBefore);
    await expect.poll(() => today.getAttribute('aria-label')).not.toBe(todayBefore);

    // a reload keeps the session (silent sign-in at the provider) and the logged workout; the
    // provider's answer lands in the hidden frame on the small callback page, not the whole app
    const silentAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/silent-callback',
    );
    const framesScripts: string[] = [];
    page.on('request', (request) => {
      if (request.frame() !== page.mainFrame() && request.resourceType() === 'script')
        framesScripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(await (await silentAnswer).text()).toContain('<script src="/silent-callback.js">');
    expect(framesScripts).toEqual(['/silent-callback.js']);
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toBe(String(workoutsBefore + 1));
    expect(nonces).toHaveLength(2);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[0]).not.toBe(nonces[1]);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('heading', { name: 'Welcome to RepRally' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // the back button shows nothing private
    await page.goBack();
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.getByText('ana.moreno@example.com').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Your Dashboard' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('back from the identity provider', () => {
  it("keeps the navigation's place and the cards' heights, so her page does not move as it fills (desktop)", async () => {
    const page = await browser.openPage({ viewport: { width: 1280, height: 800 } });
    // every layout shift of the page she comes back to, with what moved (the mock build's
    // demo-data footer left out: a real deployment has none)
    await page.addInitScript(recordShifts);
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'View All Monthly Badges' }).waitFor();
    await page.waitForTimeout(1000);
    const shifts = await recorded(page);
    // before, the navigation's row pushed the page area down by 41 px (a shift of 0.19), and
    // the leaderboard's answer, twice as tall as its placeholder, pushed the cards below it
    expect(
      shifts.filter((shift) => shift.moved.some((what) => /^(main|section) /.test(what))),
    ).toEqual([]);
    // What is left: the Invites marker arriving (0.0001; her e-mail beside 'Log Out' moved the
    // header's controls too, before they took the bar's free room). On the mock backend, the
    // demo-data footer under the short 'signing in' page is also pushed down when her page fills
    // in (0.04); the recording leaves it out.
    expect(total(shifts)).toBeLessThan(0.01);
    await page.context().close();
  });

  it("Back right after signing in returns to her app, not the provider's finished page", async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    // the entry before is the provider's member picker, for a sign-in that has ended
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.request().isNavigationRequest()) answers.push(response.status());
    });
    await page.goBack();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText('Sign-in error').count()).toBe(0);
    expect(answers.filter((status) => status >= 400)).toEqual([]);
    await page.context().close();
  });
});

describe('demo data', () => {
  it("'Reset demo data' puts the mock backend back to its seed", async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.locator('dt', { hasText: 'Total Workouts' }).waitFor();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toMatch(/^\d+$/);
    const seeded = await summaryFigure(page, 'Total Workouts');

    await page.getByRole('button', { name: 'Log Workout' }).first().click();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toBe(String(Number(seeded) + 1));

    await page.getByRole('button', { name: 'Reset demo data' }).click();
    // the page reloads as soon as the data is reset: listen for its load from before the press,
    // as the reload can be over before the test hears that the press was made
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('alertdialog', { name: 'Reset demo data?' })
      .getByRole('button', { name: 'Reset demo data' })
      .click();
    await reloaded;
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toBe(seeded);
    await page.context().close();
  });
});

describe('the admin', () => {
  it('sees the Admin entry', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'admin-kai');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await page.context().close();
  });

  it('is the only one who does', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

describe('route access', () => {
  it('asks a signed-out visitor of /leaderboard to log in, then brings them back there', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/leaderboard`);
    await page.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    expect(await page.getByText('Please log in to access the app').isVisible()).toBe(true);
    expect(await page.title()).toBe('Leaderboard | RepRally');

    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Top Users' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/leaderboard');
    await page.context().close();
  });

  it('sends an unknown path to /', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/no/such/page`);
    await page.getByRole('heading', { name: 'Welcome to RepRally' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it("sends /callback without the provider's answer to /, signed out or in", async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/callback`);
    await page.getByRole('heading', { name: 'Welcome to RepRally' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.goto(`${baseURL}/callback`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it("sends the popup's and the hidden frame's sign-in addresses, opened by hand, to /", async () => {
    const page = await browser.openPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    for (const path of ['/popup-callback', '/silent-callback']) {
      await page.goto(`${baseURL}${path}`);
      await page.getByRole('heading', { name: 'Welcome to RepRally' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    }
    expect(failures).toEqual([]);
    await page.context().close();
  });

  it('keeps her signed in when an old /callback address with its used code is opened again', async () => {
    const page = await browser.openPage();
    const answers: string[] = [];
    page.on('framenavigated', (frame) => {
      const url = new URL(frame.url());
      if (frame === page.mainFrame() && url.pathname === '/callback' && url.search !== '')
        answers.push(frame.url());
    });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    const [used] = answers;
    expect(used).toContain('code=');
    // a new tab, a restored session or a bookmark opens the provider's old answer again
    await page.goto(used ?? '');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: 'Welcome to RepRally' }).count()).toBe(0);
    await page.context().close();
  });
});

/**
 * Waits for the signed-in dashboard on a phone to be whole and still: several screens tall, and
 * its height unchanged for half a second. Its side column shows its answers once the browser is
 * idle, and its chart and calendar arrive in parts of their own; each moves what is below it.
 */
async function dashboardSettled(page: Page) {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  await page.getByRole('link', { name: 'View All Monthly Badges' }).waitFor();
  await expect
    .poll(async () => {
      const before = await height();
      await page.waitForTimeout(500);
      return (await height()) === before && before > 3 * 844;
    })
    .toBe(true);
}

/**
 * Presses Tab `presses` times, then Shift+Tab as many times, and reads each focus stop with
 * `read` (null for a stop not to count), each with the key that reached it.
 */
async function walkFocus<Stop extends object>(
  page: Page,
  presses: number,
  read: () => Promise<Stop | null>,
): Promise<(Stop & { key: string })[]> {
  const stops: (Stop & { key: string })[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      const stop = await read();
      if (stop) stops.push({ key, ...stop });
    }
  }
  return stops;
}

describe('on a phone (390x844)', () => {
  it('navigates with the bottom tab bar and the side menu', async () => {
    const page = await browser.openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    const tabBar = page.getByRole('navigation', { name: 'Shortcuts' });
    expect(await tabBar.isVisible()).toBe(true);
    const dashboardTab = tabBar.getByRole('link', { name: 'Dashboard' });
    expect(await dashboardTab.getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // the browser's Back with the menu open: the page behind changes, and the menu closes
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Badges', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Badges' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shows every tab label whole, down to a 320 px screen', async () => {
    const page = await browser.openPage({ viewport: { width: 320, height: 640 } });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    const tabBar = page.getByRole('navigation', { name: 'Shortcuts' });
    await tabBar.waitFor();
    // a label cut short ('Dashboa…') is wider than the box that shows it
    const cut = () =>
      tabBar
        .getByRole('link')
        .evaluateAll((links) =>
          links.flatMap((link) =>
            [...link.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth)
              ? [link.textContent]
              : [],
          ),
        );
    expect(await cut()).toEqual([]);
    // the current tab's label is bolder, so wider: another tab's page
    await tabBar.getByRole('link', { name: 'Workouts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Workout History' }).waitFor();
    expect(await cut()).toEqual([]);
    await page.context().close();
  });

  it('opens a new page at its top and names it, and Back puts the member where she was', async () => {
    const page = await browser.openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    // the dashboard is several screens tall on a phone: read down to its foot
    await dashboardSettled(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const foot = await page.evaluate(() => window.scrollY);
    expect(foot).toBeGreaterThan(844);

    await page
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Workouts' })
      .click();
    const heading = page.getByRole('heading', { level: 1, name: 'Workout History' });
    await heading.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await heading.isVisible()).toBe(true);
    expect((await heading.boundingBox())!.y).toBeLessThan(844);
    // and a screen reader hears where the press led
    expect(await page.locator('[data-page-announcer]').innerText()).toBe(
      'Workout History | RepRally',
    );

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(foot);
    await page.context().close();
  });

  it('leaves no tapped tab looking hovered on a touch screen', async () => {
    const page = await browser.openPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    await page.goto(`${baseURL}/groups/1`);
    const members = page.getByRole('tab', { name: 'Members' });
    await members.tap();
    await expect.poll(() => members.getAttribute('aria-selected')).toBe('true');
    // a tap leaves the tab under the finger hovered: its hover fill stayed until the next tap,
    // where a tab she has not touched has none
    await page.waitForTimeout(300);
    const fill = (name: string) =>
      page.getByRole('tab', { name }).evaluate((tab) => getComputedStyle(tab).backgroundColor);
    expect(await fill('Members')).toBe(await fill('Group Feed'));
    await page.context().close();
  });

  it('never leaves a focused control of the page under the header or the tab bar', async () => {
    const page = await browser.openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    // every part in: a part arriving later would move the page under a focused control
    await dashboardSettled(page);
    // each focus stop in the page: how much of it (in px) the header or the bar covers
    const covered = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused?.closest('main')) return null;
        const what = `${focused.tagName.toLowerCase()} ${JSON.stringify((focused.textContent ?? '').trim().slice(0, 30))}`;
        const box = focused.getBoundingClientRect();
        const top = document.querySelector('header')!.getBoundingClientRect().bottom;
        const bottom = document
          .querySelector('nav[aria-label="Shortcuts"]')!
          .getBoundingClientRect().top;
        // a control taller than the space between the bars cannot clear both
        if (box.height > bottom - top) return { what, covered: 0 };
        return { what, covered: Math.max(0, top - box.top) + Math.max(0, box.bottom - bottom) };
      });
    const stops = await walkFocus(page, 70, covered);
    // the dashboard has dozens of stops; none of them is hidden, even in part
    expect(stops.length).toBeGreaterThan(40);
    expect(stops.filter((stop) => stop.covered > 0)).toEqual([]);
    await page.context().close();
  });

  it("keeps the page off the window's edges (16 px on a phone, 24 px on a desktop) and under the header's row", async () => {
    const page = await browser.openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    const heading = page.getByRole('heading', { level: 1, name: 'Your Dashboard' });
    await heading.waitFor();
    // the page's cards, in one column or two: the outermost edges show the gutter on both sides
    const edges = () =>
      page.evaluate(() => {
        const cards = [...document.querySelectorAll('main section[aria-labelledby]')].map((card) =>
          card.getBoundingClientRect(),
        );
        const width = document.documentElement.clientWidth;
        return {
          heading: document.querySelector('main h1')!.getBoundingClientRect().left,
          left: Math.min(...cards.map((box) => box.left)),
          right: width - Math.max(...cards.map((box) => box.right)),
        };
      });
    expect(await edges()).toEqual({ heading: 16, left: 16, right: 16 });
    // a desktop narrower than the page's widest layout: the gutter, not the centring, shows
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(edges).toEqual({ heading: 24, left: 24, right: 24 });
    // a wide desktop: the page is as wide as the header's row, and lines up with its logo
    await page.setViewportSize({ width: 1600, height: 900 });
    const logo = page.getByRole('banner').getByRole('link').first();
    const logoLeft = async () => (await logo.boundingBox())!.x;
    await expect.poll(logoLeft).toBeGreaterThan(24);
    const wide = await edges();
    expect(wide).toEqual({ heading: await logoLeft(), left: await logoLeft(), right: wide.left });
    await page.context().close();
  });
});

describe('on a desktop (1280x800)', () => {
  it("keeps a focused control's whole focus ring in the window, where no bar is at its foot", async () => {
    const page = await browser.openPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    // a long form: Tab brings each field in from the window's foot
    await page.goto(`${baseURL}/groups/1/challenges/create`);
    await page.getByRole('heading', { level: 1, name: 'Create Challenge' }).waitFor();
    // the group's name under the heading: the form is whole, and nothing above it moves any more
    await page.getByText('Dawn Patrol Lifters').waitFor();
    // each focus stop in the page: how much of its ring (the outline, drawn outside the box by
    // its width and offset) the header or the window's edges cut off
    const cut = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused?.closest('main')) return null;
        const what = `${focused.tagName.toLowerCase()} ${JSON.stringify((focused.textContent ?? '').trim().slice(0, 30))}`;
        const style = getComputedStyle(focused);
        const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const box = focused.getBoundingClientRect();
        const top = document.querySelector('header')!.getBoundingClientRect().bottom;
        if (box.height + 2 * ring > window.innerHeight - top) return { what, cut: 0 };
        return {
          what,
          cut:
            Math.max(0, top - (box.top - ring)) +
            Math.max(0, box.bottom + ring - window.innerHeight),
        };
      });
    const stops = await walkFocus(page, 30, cut);
    expect(stops.length, JSON.stringify(stops)).toBeGreaterThan(20);
    expect(stops.filter((stop) => stop.cut > 0)).toEqual([]);
    await page.context().close();
  });
});

describe('a sign-in that fails', () => {
  it('says why on the prompt of the page she started from, where Log In tries again (she cancelled at the provider)', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/leaderboard`);
    const asked = page.waitForRequest((request) => request.url().includes('/idp/auth'));
    await page.getByRole('button', { name: 'Log In' }).click();
    const state = new URL((await asked).url()).searchParams.get('state');
    expect(state).toBeTruthy();
    await page.waitForURL(/\/idp\/interaction\//);

    // what the provider sends back when she cancels or is refused
    const answer = new URLSearchParams({
      error: 'access_denied',
      error_description: 'The user denied access',
      state: state ?? '',
    });
    await page.goto(`${baseURL}/callback?${answer.toString()}`);
    await expect
      .poll(() => page.getByRole('alert').innerText(), { timeout: 10_000 })
      .toContain('The user denied access');
    // back on the page she asked for, not the welcome
    expect(new URL(page.url()).pathname).toBe('/leaderboard');
    const again = page.waitForRequest((request) => request.url().includes('/idp/auth'));
    await page.getByRole('button', { name: 'Log In' }).click();
    const retried = new URL((await again).url()).searchParams.get('state');
    expect(retried).toBeTruthy();
    expect(retried).not.toBe(state);
    await page.context().close();
  });
});
