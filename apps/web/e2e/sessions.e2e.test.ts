import { describe, expect, inject, it } from 'vitest';
import { fileBrowser } from './browser';
import { logOut, signInAs, summaryFigure } from './session';

const baseURL = inject('baseURL');
const browser = fileBrowser();

/** What only Ana's own pages show: her e-mail address in the header. */
const anasEmail = 'ana.moreno@example.com';

describe('two members, one after the other, on one browser', () => {
  it("shows the second member none of the first member's data, not even for a moment", async () => {
    const page = await browser.openPage();
    // every document of this page watches, from its first paint on, for Ana's private data
    await page.addInitScript((email) => {
      const seen: string[] = [];
      (window as unknown as { __anasDataSeen: string[] }).__anasDataSeen = seen;
      const check = () => {
        const text = document.body?.textContent ?? '';
        if (text.includes(email)) seen.push(`${location.pathname}: her e-mail`);
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }, anasEmail);

    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.getByText(anasEmail).first().waitFor({ state: 'attached' });
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toMatch(/^[1-9]\d*$/);
    const anasWorkouts = await summaryFigure(page, 'Total Workouts');
    // the watcher does see her data while it is hers to see
    expect(
      await page.evaluate(() => (window as unknown as { __anasDataSeen: string[] }).__anasDataSeen),
    ).not.toEqual([]);

    await logOut(page, baseURL);
    await page.getByRole('heading', { name: 'Welcome to RepRally' }).waitFor();
    // from here on, nothing of Ana's may appear
    await page.evaluate(() => {
      (window as unknown as { __anasDataSeen: string[] }).__anasDataSeen.length = 0;
    });
    expect(await page.getByText(anasEmail).count()).toBe(0);

    await signInAs(page, 'member-noor');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toMatch(/^\d+$/);
    expect(await summaryFigure(page, 'Total Workouts')).not.toBe(anasWorkouts);
    expect(await page.getByText(anasEmail).count()).toBe(0);
    // the watcher saw every render since Noor's sign-in began, the first paint included
    expect(
      await page.evaluate(() => (window as unknown as { __anasDataSeen: string[] }).__anasDataSeen),
    ).toEqual([]);
    await page.context().close();
  });
});

describe('one member in two tabs', () => {
  it("'Log Out' in one tab signs her out in her other tabs, which show her data no more", async () => {
    const first = await browser.openPage();
    await first.goto(`${baseURL}/`);
    await signInAs(first, 'member-ana');
    await first.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    // a second tab on her stats, signed in by the provider's session without a press
    const second = await first.context().newPage();
    await second.goto(`${baseURL}/stats`);
    await second.getByRole('button', { name: 'Log Out' }).waitFor();
    await second.getByText(anasEmail).first().waitFor({ state: 'attached' });

    await logOut(first, baseURL);
    // the other tab stays where it was, signed out, with nothing of hers left on it
    await second.getByText('Please log in to access the app').waitFor();
    expect(await second.getByText(anasEmail).count()).toBe(0);
    expect(await second.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    expect(new URL(second.url()).pathname).toBe('/stats');
    // she is signed out at the provider too: logging in asks who she is again
    await second.getByRole('button', { name: 'Log In' }).first().click();
    await second.waitForURL(/\/idp\/interaction\//);
    await first.context().close();
  });
  it('logging in in one tab signs her in in the tabs that were showing the prompt, where they are', async () => {
    const first = await browser.openPage();
    await first.goto(`${baseURL}/`);
    await first.getByRole('heading', { name: 'Welcome to RepRally' }).waitFor();
    const second = await first.context().newPage();
    await second.goto(`${baseURL}/stats`);
    await second.getByText('Please log in to access the app').waitFor();
    // a mark on the second tab's document, gone if it were loaded again
    await second.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await signInAs(first, 'member-ana');
    await first.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    // the other tab follows her in without a press, a prompt or a reload, and stays on her stats
    await second.getByRole('button', { name: 'Log Out' }).waitFor();
    await second.getByText(anasEmail).first().waitFor({ state: 'attached' });
    expect(await second.getByText('Please log in to access the app').count()).toBe(0);
    expect(new URL(second.url()).pathname).toBe('/stats');
    expect(
      await second.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
      ),
    ).toBe(true);
    await first.context().close();
  });

  it("a draft left in one tab goes with her 'Log Out' in another, and the next member never sees it", async () => {
    const first = await browser.openPage();
    await first.goto(`${baseURL}/`);
    await signInAs(first, 'member-ana');
    await first.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    // Ana begins a group in the first tab and leaves the form for her dashboard
    const main = first.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Groups' }).click();
    await first.getByRole('link', { name: 'Create Group' }).click();
    const draft = "Ana's surprise for Kai";
    await first.getByRole('textbox', { name: /Group name/ }).fill(draft);
    await main.getByRole('link', { name: 'Dashboard' }).click();
    await first.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    // she logs out in a second tab, and Noor logs in there on the same computer
    const second = await first.context().newPage();
    await second.goto(`${baseURL}/`);
    await second.getByRole('button', { name: 'Log Out' }).waitFor();
    await logOut(second, baseURL);
    await first.getByText('Please log in to access the app').waitFor();
    await signInAs(second, 'member-noor');
    await second.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    // the first tab follows Noor in: her Create Group form is empty
    await first.getByRole('button', { name: 'Log Out' }).waitFor();
    await first
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Groups' })
      .click();
    await first.getByRole('link', { name: 'Create Group' }).click();
    expect(await first.getByRole('textbox', { name: /Group name/ }).inputValue()).toBe('');
    expect(await first.getByText(draft).count()).toBe(0);
    await first.context().close();
  }, 60_000);
});
