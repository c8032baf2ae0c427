import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * Ana's challenges and badges through every layer: the production build on the preview server,
 * the mock backend and the local OpenID provider, in Chromium. Sharing a badge goes through the
 * device's share sheet where the browser has one, otherwise through a tweet intent in a new
 * window; both name the public site by its host (VITE_SITE_URL, https://reprally.app by default).
 */
const baseURL = inject('baseURL');
/** The public site as the share text names it: its host. */
const SITE = 'Join me at reprally.app';
const browser = fileBrowser();

declare global {
  interface Window {
    /** What the stand-in share sheet was asked to share. */
    sharedBadges?: ShareData[];
  }
}

/** Signs Ana in and opens 'Your Badges' from the top navigation. */
async function openBadges(page: Page) {
  await page.goto(`${baseURL}/`);
  await signInAs(page, 'member-ana');
  await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Badges', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Your Badges' }).waitFor();
  await page.getByRole('article', { name: 'Gold' }).waitFor();
}

describe('challenges', () => {
  it('Ana opens her challenges from the navigation and sees her progress', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Challenges', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Your Challenges' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/challenges');
    expect(await page.title()).toBe('Your Challenges | RepRally');

    const century = page.getByRole('article', { name: 'Century Club' });
    await century.waitFor();
    expect(await century.getByText('3 more workouts to earn Champion').isVisible()).toBe(true);
    expect(await century.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('117/120');
    expect(await page.getByRole('article').count()).toBe(7);
    expect(await page.getByText(/^Completed - /).count()).toBe(5);
    expect(await page.getByText('Completed - Gold').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('badges', () => {
  it('shares a badge through the share sheet where the browser has one', async () => {
    const page = await browser.openPage();
    // a stand-in share sheet that records what it is given
    await page.addInitScript(() => {
      window.sharedBadges = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          window.sharedBadges?.push(data);
        },
      });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    });
    await openBadges(page);
    expect(await page.title()).toBe('Your Badges | RepRally');
    expect(await page.getByRole('article').count()).toBe(5);

    const gold = page.getByRole('article', { name: 'Gold' });
    expect(await gold.getByText('Earned for: Half Century').isVisible()).toBe(true);
    await gold.getByRole('button', { name: 'Share Badge' }).click();
    await expect.poll(() => page.evaluate(() => window.sharedBadges?.length ?? 0)).toBe(1);
    const [shared] = await page.evaluate(() => window.sharedBadges ?? []);
    expect(shared?.text).toContain('Gold badge');
    expect(shared?.text?.endsWith(SITE)).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(page.context().pages()).toHaveLength(1);
    await page.context().close();
  });

  it('opens a tweet intent in a new window where there is no share sheet', async () => {
    const page = await browser.openPage();
    const context: BrowserContext = page.context();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
    });
    // the tweet intent never leaves the machine
    await context.route('https://twitter.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Tweet</title>' }),
    );
    await openBadges(page);

    const popupOpened = context.waitForEvent('page');
    await page
      .getByRole('article', { name: 'MVP' })
      .getByRole('button', { name: 'Share Badge' })
      .click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    const intent = new URL(popup.url());
    expect(intent.searchParams.get('text')).toContain('MVP badge');
    expect(intent.searchParams.get('text')?.endsWith(SITE)).toBe(true);
    // a new window without a way back to the app (noopener)
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});
