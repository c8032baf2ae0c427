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
