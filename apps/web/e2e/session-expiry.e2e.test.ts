import { describe, expect, inject, it } from 'vitest';
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

describe('an expired session', () => {
  it(
    'keeps the form under the prompt, and after logging in again in a popup saves what was typed',
    { timeout: 60_000 },
    async () => {
      const page = await browser.openPage();
      // a loaded 2-core machine: each step gets 15 s
      page.setDefaultTimeout(15_000);
      await page.clock.install();
      await page.goto(`${baseURL}/`);
      await signInAs(page, 'member-ana');
      await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      // found under the modal prompt too, which hides the page from the accessibility tree
      const bio = page.getByRole('textbox', { name: 'Bio', includeHidden: true });
      const typed = 'Typed before the session ran out.';
      await bio.fill(typed);

      const ended = await fetch(`${baseURL}/idp/dev/end-sessions`, { method: 'POST' });
      expect(ended.status).toBe(204);
      // the access token lasts an hour and is renewed a minute before it runs out
      await page.clock.fastForward('59:30');

      const prompt = page.getByRole('alertdialog', { name: 'Your session has expired' });
      await prompt.waitFor();
      expect(await bio.inputValue()).toBe(typed);

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        prompt.getByRole('button', { name: 'Log In' }).click(),
      ]);
      await popup.waitForURL(/\/idp\/interaction\//);
      await popup.locator('button[data-sub="member-ana"]').click();
      await prompt.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${baseURL}/profile`);
      expect(await bio.inputValue()).toBe(typed);

      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
      await page.getByText(typed).waitFor();
    },
  );

  it(
    'follows her in when she logs in again in another tab, with what was typed kept',
    { timeout: 60_000 },
    async () => {
      const page = await browser.openPage();
      page.setDefaultTimeout(15_000);
      await page.clock.install();
      await page.goto(`${baseURL}/profile`);
      await signInAs(page, 'member-ana');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const bio = page.getByRole('textbox', { name: 'Bio', includeHidden: true });
      const typed = 'Typed before she logged in again in another tab.';
      await bio.fill(typed);

      const ended = await fetch(`${baseURL}/idp/dev/end-sessions`, { method: 'POST' });
      expect(ended.status).toBe(204);
      await page.clock.fastForward('59:30');
      const prompt = page.getByRole('alertdialog', { name: 'Your session has expired' });
      await prompt.waitFor();

      // she logs in in a new tab, not in this one's prompt
      const other = await page.context().newPage();
      await other.goto(`${baseURL}/`);
      await signInAs(other, 'member-ana');
      await other.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

      // this tab follows her in by itself: the prompt goes, the form and its text stay
      await prompt.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${baseURL}/profile`);
      expect(await bio.inputValue()).toBe(typed);
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
      await page.getByText(typed).waitFor();
    },
  );

  it(
    "shows the prompt in a banner when the dialog's code cannot be loaded, and keeps what was typed",
    { timeout: 60_000 },
    async () => {
      const page = await browser.openPage();
      page.setDefaultTimeout(15_000);
      await page
        .context()
        .route(/\/assets\/SessionExpiredDialog-[^/]*\.js$/, (route) =>
          route.fulfill({ status: 503, body: 'Service Unavailable' }),
        );
      await page.clock.install();
      await page.goto(`${baseURL}/profile`);
      await signInAs(page, 'member-ana');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const bio = page.getByRole('textbox', { name: 'Bio' });
      const typed = 'Typed while the release was being replaced.';
      await bio.fill(typed);

      const ended = await fetch(`${baseURL}/idp/dev/end-sessions`, { method: 'POST' });
      expect(ended.status).toBe(204);
      await page.clock.fastForward('59:30');

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
