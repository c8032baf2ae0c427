import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * A session that can no longer be renewed, in the built app with the local identity provider:
 * the provider forgets every session (as a restart would), and the page's clock moves on to
 * when its token must be renewed. The profile form stays, with what was typed, under 'Your
 * session has expired'; 'Log In' signs in again in a popup, and the same Save then saves it.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

/**
 * A page on `path` with Ana signed in, its clock under the test's hand; `prepare` runs before
 * the page is opened (a route to hold back).
 */
async function openAsAna(path: string, prepare?: (page: Page) => Promise<unknown>) {
  const page = await browser.openPage();
  // a loaded 2-core machine: each step gets 15 s
  page.setDefaultTimeout(15_000);
  await prepare?.(page);
  await page.clock.install();
  await page.goto(`${baseURL}${path}`);
  await signInAs(page, 'member-ana');
  return page;
}

/**
 * On her profile, signed in: opens its form, types `typed` as her bio, and lets her session run
 * out (the provider forgets it, and the page's clock reaches the token's renewal). Returns the
 * bio's field, found under the modal prompt too, which hides the page from the accessibility
 * tree.
 */
async function typeAndLetTheSessionEnd(page: Page, typed: string) {
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const bio = page.getByRole('textbox', { name: 'Bio', includeHidden: true });
  await bio.fill(typed);
  const ended = await fetch(`${baseURL}/idp/dev/end-sessions`, { method: 'POST' });
  expect(ended.status).toBe(204);
  // the access token lasts an hour and is renewed a minute before it runs out
  await page.clock.fastForward('59:30');
  return bio;
}

/**
 * Signed in again: the prompt goes, she is still on her profile with her text in the form, and
 * the same 'Save Profile' saves it.
 */
async function savesWhatWasTyped(page: Page, prompt: Locator, bio: Locator, typed: string) {
  await prompt.waitFor({ state: 'detached' });
  expect(page.url()).toBe(`${baseURL}/profile`);
  expect(await bio.inputValue()).toBe(typed);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
  await page.getByText(typed).waitFor();
}

describe('an expired session', () => {
  it(
    'keeps the form under the prompt, and after logging in again in a popup saves what was typed',
    { timeout: 60_000 },
    async () => {
      const page = await openAsAna('/');
      await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Profile' })
        .click();
      const typed = 'Typed before the session ran out.';
      const bio = await typeAndLetTheSessionEnd(page, typed);

      const prompt = page.getByRole('alertdialog', { name: 'Your session has expired' });
      await prompt.waitFor();
      expect(await bio.inputValue()).toBe(typed);

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        prompt.getByRole('button', { name: 'Log In' }).click(),
      ]);
      await popup.waitForURL(/\/idp\/interaction\//);
      await popup.locator('button[data-sub="member-ana"]').click();
      await savesWhatWasTyped(page, prompt, bio, typed);
    },
  );

  it(
    'says the sign-in was cancelled as soon as she closes the popup, and Log In works again',
    { timeout: 60_000 },
    async () => {
      const page = await openAsAna('/profile');
      const typed = 'Typed before she closed the sign-in popup.';
      const bio = await typeAndLetTheSessionEnd(page, typed);
      const prompt = page.getByRole('alertdialog', { name: 'Your session has expired' });
      await prompt.waitFor();

      const logIn = prompt.getByRole('button', { name: 'Log In' });
      const [popup] = await Promise.all([page.waitForEvent('popup'), logIn.click()]);
      await popup.waitForURL(/\/idp\/interaction\//);
      await popup.close();
      // told within seconds, not when the 60 s for the popup have passed, and free to try again
      await prompt.getByText('Popup closed by user').waitFor({ timeout: 10_000 });
      expect(await logIn.getAttribute('aria-disabled')).toBeNull();
      expect(await bio.inputValue()).toBe(typed);

      const [again] = await Promise.all([page.waitForEvent('popup'), logIn.click()]);
      await again.waitForURL(/\/idp\/interaction\//);
      await again.locator('button[data-sub="member-ana"]').click();
      await savesWhatWasTyped(page, prompt, bio, typed);
    },
  );

  it(
    'follows her in when she logs in again in another tab, with what was typed kept',
    { timeout: 60_000 },
    async () => {
      const page = await openAsAna('/profile');
      const typed = 'Typed before she logged in again in another tab.';
      const bio = await typeAndLetTheSessionEnd(page, typed);
      const prompt = page.getByRole('alertdialog', { name: 'Your session has expired' });
      await prompt.waitFor();

      // she logs in in a new tab, not in this one's prompt
      const other = await page.context().newPage();
      await other.goto(`${baseURL}/`);
      await signInAs(other, 'member-ana');
      await other.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

      // this tab follows her in by itself: the prompt goes, the form and its text stay
      await savesWhatWasTyped(page, prompt, bio, typed);
    },
  );

  it(
    "shows the prompt in a banner when the dialog's code cannot be loaded, and keeps what was typed",
    { timeout: 60_000 },
    async () => {
      const page = await openAsAna('/profile', (opened) =>
        opened
          .context()
          .route(/\/assets\/SessionExpiredDialog-[^/]*\.js$/, (route) =>
            route.fulfill({ status: 503, body: 'Service Unavailable' }),
          ),
      );
      const typed = 'Typed while the release was being replaced.';
      const bio = await typeAndLetTheSessionEnd(page, typed);

      // the dialog's code is tried three times, a second and then three apart on the page's clock
      const banner = page.getByRole('alert').filter({ hasText: 'Your session has expired' });
      await expect
        .poll(async () => {
          await page.clock.runFor(1000);
          return banner.count();
        })
        .toBe(1);
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
      expect(await bio.inputValue()).toBe(typed);

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        banner.getByRole('button', { name: 'Log In' }).click(),
      ]);
      await popup.waitForURL(/\/idp\/interaction\//);
      await popup.locator('button[data-sub="member-ana"]').click();
      await banner.waitFor({ state: 'detached' });
      expect(await bio.inputValue()).toBe(typed);
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    },
  );
});
