import type { Route } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser } from './browser';
import { signInAs, summaryFigure } from './session';

/**
 * The connection drops under a member on the production build: 'You are offline' shows, what
 * she saves meanwhile waits (nothing typed is lost, nothing fails), and goes out once when the
 * connection returns.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

describe('offline', () => {
  it('holds a profile save and a logged workout until the connection returns, then sends each once', async () => {
    const page = await browser.openPage();
    // a sign-in and two saves through a cut connection: longer than the default under load
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    const offline = page.getByText('You are offline');
    expect(await offline.count()).toBe(0);

    const before = await summaryFigure(page, 'Total Workouts');
    await page.context().setOffline(true);
    await offline.waitFor();
    await page.getByRole('button', { name: 'Log Workout' }).click();
    await page.waitForTimeout(500);
    expect(await summaryFigure(page, 'Total Workouts')).toBe(before);
    await page.context().setOffline(false);
    await offline.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Workout logged' }).waitFor();
    await expect
      .poll(() => summaryFigure(page, 'Total Workouts'))
      .toBe((Number(before.replace(/,/g, '')) + 1).toLocaleString('en-US'));
    // sent once: a moment later it is still one more, not two
    await page.waitForTimeout(500);
    expect(await summaryFigure(page, 'Total Workouts')).toBe(
      (Number(before.replace(/,/g, '')) + 1).toLocaleString('en-US'),
    );

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.context().setOffline(true);
    await offline.waitFor();
    const bio = page.getByRole('textbox', { name: 'Bio' });
    await bio.fill('Typed on the train, saved at the station.');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForTimeout(500);
    expect(await bio.inputValue()).toBe('Typed on the train, saved at the station.');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    await page.getByText('Typed on the train, saved at the station.').waitFor();
  }, 60_000);

  it("logs her out on the page when the provider cannot be reached, and the next 'Log In' has the provider ask who it is", async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    const anasEmail = 'ana.moreno@example.com';
    await page.getByText(anasEmail).first().waitFor();

    await page.context().setOffline(true);
    await page.getByText('You are offline').waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    // signed out here, in the app: not the browser's page for a site it cannot reach
    await page.getByRole('button', { name: 'Log In' }).first().waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL).origin);
    expect(await page.getByRole('heading', { name: 'Your Dashboard' }).count()).toBe(0);
    expect(await page.getByText(anasEmail).count()).toBe(0);

    // her session at the provider is still open: the next 'Log In' on this browser does not walk
    // into it, the provider asks who is signing in
    await page.context().setOffline(false);
    await page.getByText('You are offline').waitFor({ state: 'detached' });
    await signInAs(page, 'member-noor');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.getByText('noor.haddad@example.com').first().waitFor();
    expect(await page.getByText(anasEmail).count()).toBe(0);
    // the provider asked: the mark is gone
    expect(
      await page.evaluate(() => window.localStorage.getItem('reprally.providerSignOutOwed')),
    ).toBeNull();
  }, 60_000);

  it("says a 'Log In' with no connection could not reach the server, in the app's words", async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseURL}/leaderboard`);
    await page.getByRole('button', { name: 'Log In' }).first().waitFor();
    await page.context().setOffline(true);
    await page.getByText('You are offline').waitFor();
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Login failed: the server could not be reached' })
      .waitFor();
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/leaderboard');
  }, 60_000);

  it('keeps the dashboard when a part of it could not load offline, loads that part when the connection returns, and opens a screen the same way', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    // the chart's own chunk is held until the connection is gone, then fails as a dropped
    // connection would; every later request for it goes through. Routed on the context: once
    // the mock backend's service worker controls the page, the page's own routes miss the fetches
    // it passes on.
    let held: Route | undefined;
    let arrived: () => void = () => {};
    const chunkRequested = new Promise<void>((resolve) => (arrived = resolve));
    await page.context().route(/\/assets\/FrequencyLineChart-[^/]*\.js$/, async (route) => {
      if (held) return route.fallback();
      held = route;
      arrived();
    });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await chunkRequested;
    const workouts = await summaryFigure(page, 'Total Workouts');
    await page.context().setOffline(true);
    await page.getByText('You are offline').waitFor();
    await held?.abort('internetdisconnected');

    await page.waitForTimeout(500);
    expect(await summaryFigure(page, 'Total Workouts')).toBe(workouts);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await page.getByText('Loading the chart').waitFor();

    await page.context().setOffline(false);
    await page.getByRole('img', { name: 'Line chart of workouts per week' }).waitFor();
    expect(await summaryFigure(page, 'Total Workouts')).toBe(workouts);

    // a screen not loaded yet, opened offline: the page shown stays until the connection returns
    await page.context().setOffline(true);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Stats' })
      .click();
    await page.waitForTimeout(500);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Your Fitness Stats', level: 1 }).waitFor();
  }, 60_000);

  it("shows the error page when a screen's code fails while online, and 'Try Again' loads it", async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    // the server answers the Stats screen's chunk with an error until told otherwise: a release
    // being replaced, a proxy's hiccup
    let failing = true;
    const asked: boolean[] = [];
    await page.context().route(/\/assets\/StatsPage-[^/]*\.js$/, async (route) => {
      asked.push(failing);
      if (failing) return route.fulfill({ status: 503, body: 'Service Unavailable' });
      return route.fallback();
    });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Stats' })
      .click();
    // tried three times (at once, after 1 s and after 3 s more; the first time also by the
    // preload of the chunk's files) before the error page shows
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(asked.length).toBeGreaterThanOrEqual(3);
    // the error page stays, and nothing asks for the code again on its own
    const failures = asked.length;
    await page.waitForTimeout(1500);
    expect(asked).toHaveLength(failures);

    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Your Fitness Stats', level: 1 }).waitFor();
    expect(asked.slice(failures)).toEqual([false]);
  }, 60_000);

  it("says so in a part's place when the part's code fails while online, keeps the page, and 'Try Again' loads it", async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    let failing = true;
    await page
      .context()
      .route(/\/assets\/FrequencyLineChart-[^/]*\.js$/, (route) =>
        failing ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.fallback(),
      );
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    // after its three tries: the chart's place says so; the dashboard and the chart's table stay
    await page.getByRole('alert').filter({ hasText: 'Failed to load the chart' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await page.getByText('Show as table').waitFor();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('img', { name: 'Line chart of workouts per week' }).waitFor();
    expect(await page.getByText('Failed to load the chart').count()).toBe(0);
  }, 60_000);

  it("keeps what she typed on a challenge's page when its chart's code fails", async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await page
      .context()
      .route(/\/assets\/ProgressChart-[^/]*\.js$/, (route) =>
        route.fulfill({ status: 503, body: 'Service Unavailable' }),
      );
    // in the seed Ana has measured herself three times in Dawn Patrol's 'November Recomp'
    await page.goto(`${baseURL}/groups/1/challenges/1`);
    await signInAs(page, 'member-ana');
    const field = page
      .getByRole('form', { name: 'Enter Measurements' })
      .getByRole('spinbutton')
      .first();
    await field.fill('81.5');
    await page.getByRole('alert').filter({ hasText: 'Failed to load the chart' }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    expect(await field.inputValue()).toBe('81.5');
  }, 60_000);

  it("says so under the group's header when the invite form's code fails, and the next press opens it", async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    let failing = true;
    const asked: boolean[] = [];
    await page.context().route(/\/assets\/InviteMemberDialog-[^/]*\.js$/, (route) => {
      asked.push(failing);
      return failing
        ? route.fulfill({ status: 503, body: 'Service Unavailable' })
        : route.fallback();
    });
    // Ana created Dawn Patrol Lifters: she may invite
    await page.goto(`${baseURL}/groups/1`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Dawn Patrol Lifters', level: 1 }).waitFor();
    // loaded in the background once the page is idle, and tried three times (the first time also
    // by the preload of the chunk's files): its failure changes nothing on the page
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(4);
    await page.waitForTimeout(500);
    expect(asked).toHaveLength(4);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);

    // a press loads it anew; when that fails too, the page says so and no dialog stays open
    const invite = page.getByRole('button', { name: 'Invite Member' });
    await invite.click();
    await page.getByRole('alert').filter({ hasText: 'Failed to load the invite form' }).waitFor();
    expect(asked.length).toBeGreaterThan(4);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('heading', { name: 'Dawn Patrol Lifters', level: 1 }).waitFor();

    failing = false;
    await invite.click();
    await page.getByRole('dialog', { name: 'Invite Member' }).waitFor();
    expect(await page.getByText('Failed to load the invite form').count()).toBe(0);
  }, 60_000);
});
