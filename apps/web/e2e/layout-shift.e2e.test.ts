import { describe, expect, inject, it } from 'vitest';
import { fileBrowser } from './browser';
import { recordShifts, recorded, settled, total } from './layout-shifts';
import { signInAs } from './session';

/**
 * A page opened by its address (a reload, a bookmark, a link from elsewhere) paints its
 * placeholders first and the member's data a moment later. Each placeholder is laid out as what
 * it stands for, so nothing on screen in the page area moves when the answers come.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

const viewports = [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const;

describe.each(viewports)('a page opened by its address on %s', (_, viewport) => {
  it("does not move as a member's pages fill in", async () => {
    const page = await browser.openPage({ viewport });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    // her first group's first challenge, by the link its page shows
    await page.goto(`${baseURL}/groups/1`);
    const challengeLink = page.locator('main a[href*="/challenges/"]:not([href$="/create"])');
    const challenge = await challengeLink.first().getAttribute('href');
    expect(challenge).toMatch(/^\/groups\/1\/challenges\/\d+$/);

    await page.addInitScript(recordShifts);
    // before, the leaderboard's 'Your Points' grew by its rank line (0.02); the challenge's cards
    // came in under the measurement form and pushed it off the screen (0.3 to 0.4); the monthly
    // ranking's side cards grew by half their height (0.017 on a desktop); the invites' 'About
    // Group Invites' box moved down a card when her three invites took two placeholders' place
    for (const path of ['/leaderboard', '/monthly-warriors', challenge ?? '', '/invites']) {
      await page.goto(`${baseURL}${path}`);
      await settled(page);
      const inMain = (await recorded(page)).filter((shift) => shift.inMain);
      // what is left is a line: a monthly goal she has reached says so in two lines on a
      // desktop's side column, where its placeholder holds one (0.001)
      expect(total(inMain), `${path}: ${JSON.stringify(inMain)}`).toBeLessThan(0.005);
    }
    await page.context().close();
  });

  it("does not move as the admin's users fill in", async () => {
    const page = await browser.openPage({ viewport });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'admin-kai');
    await page.getByRole('button', { name: 'Log Out' }).first().waitFor();
    await page.addInitScript(recordShifts);
    // before, the note under the table showed under 'Loading users...' and dropped off the
    // screen when the table came (0.19 to 0.27)
    await page.goto(`${baseURL}/admin/users`);
    await settled(page);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    const inMain = (await recorded(page)).filter((shift) => shift.inMain);
    expect(total(inMain), JSON.stringify(inMain)).toBeLessThan(0.005);
    await page.context().close();
  });
});

describe('a member coming back on a desktop', () => {
  it("keeps the header's controls in place as her session returns", async () => {
    const page = await browser.openPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    await page.addInitScript(recordShifts);
    // A reload. Her token is held until the app has painted its frame, with 'Log Out' held in
    // place, as when the identity provider is slower than the page (else, on this machine, she is
    // often signed in again before the first paint). On the context: the mock backend's service
    // worker makes the page's requests.
    await page.context().route('**/idp/token', async (route) => {
      const framePainted = () =>
        page.evaluate(() => !document.documentElement.hasAttribute('data-boot')).catch(() => false);
      while (!(await framePainted())) await page.waitForTimeout(20);
      await page.waitForTimeout(100);
      await route.continue();
    });
    await page.goto(`${baseURL}/`);
    await page.getByText('ana.moreno@example.com').waitFor();
    await settled(page);
    const outsideMain = (await recorded(page)).filter((shift) => !shift.inMain);
    // Before, her e-mail arriving beside 'Log Out' moved the header's controls (0.04 in this test):
    // they took only the room of their content, and grew leftwards. What is left is the Invites
    // marker arriving beside 'Invites' in the navigation (0.0001).
    expect(total(outsideMain), JSON.stringify(outsideMain)).toBeLessThan(0.001);
    await page.context().close();
  });
});
