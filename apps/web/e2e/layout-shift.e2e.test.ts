import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * A page opened by its address (a reload, a bookmark, a link from elsewhere) paints its
 * placeholders first and the member's data a moment later. Each placeholder is laid out as what
 * it stands for, so nothing on screen in the page area moves when the answers come.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

type Shift = { value: number; moved: string[] };

/** Records every layout shift in the page's area (`main`), with what moved, from the first paint. */
function recordShiftsInMain() {
  type Entry = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  const shifts: Shift[] = [];
  Object.assign(window, { __shifts: shifts });
  const describe = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    const heading = element?.querySelector('h1, h2, h3')?.textContent ?? '';
    return `${element?.tagName.toLowerCase() ?? '#text'} '${heading.trim().slice(0, 30)}'`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Entry[]) {
      if (entry.hadRecentInput) continue;
      // The mock build's demo-data footer sits under the page and is pushed down as it fills
      // in; a real deployment has no such footer.
      const counted = (node: Node) =>
        document.querySelector('main')?.contains(node) &&
        !document.querySelector('footer[aria-label="Demo data"]')?.contains(node);
      const inMain = (entry.sources ?? []).flatMap(({ node }) =>
        node && counted(node) ? [describe(node)] : [],
      );
      if (inMain.length > 0) shifts.push({ value: entry.value, moved: inMain });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Waits until the page has no placeholder left and its height has held for half a second. */
async function settled(page: Page) {
  await page.locator('main').waitFor();
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.waitForTimeout(500);
      return page.evaluate(
        (height) =>
          document.querySelectorAll('main [aria-busy="true"]').length === 0 &&
          document.documentElement.scrollHeight === height,
        before,
      );
    })
    .toBe(true);
}

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

    await page.addInitScript(recordShiftsInMain);
    // before, the leaderboard's 'Your Points' grew by its rank line (0.02); the challenge's cards
    // came in under the measurement form and pushed it off the screen (0.3 to 0.4); the monthly
    // ranking's side cards grew by half their height (0.017 on a desktop)
    for (const path of ['/leaderboard', '/monthly-warriors', challenge ?? '']) {
      await page.goto(`${baseURL}${path}`);
      await settled(page);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: Shift[] }).__shifts,
      );
      // what is left is a line: a monthly goal she has reached says so in two lines on a
      // desktop's side column, where its placeholder holds one (0.001)
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.005);
    }
    await page.context().close();
  });

  it("does not move as the admin's users fill in", async () => {
    const page = await browser.openPage({ viewport });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'admin-kai');
    await page.getByRole('button', { name: 'Log Out' }).first().waitFor();
    await page.addInitScript(recordShiftsInMain);
    // before, the note under the table showed under 'Loading users...' and dropped off the
    // screen when the table came (0.19 to 0.27)
    await page.goto(`${baseURL}/admin/users`);
    await settled(page);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.005);
    await page.context().close();
  });
});
