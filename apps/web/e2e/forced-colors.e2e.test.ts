import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * A member with a contrast theme (Windows' forced colours; Chromium's emulation of a dark one):
 * the browser puts her own few colours in place of ours, drops shadows and draws transparent
 * borders. What we show by a fill or a shadow alone must still be seen: the current page in the
 * navigation, the chosen theme and tab, her own row in a ranking, a progress bar's fill, a
 * switch that is on, the heat map's counts, and the placeholders of what is still loading.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

// in the seed Ana created Dawn Patrol Lifters, her group 1
const DAWN_PATROL = 1;

/** Her page in the theme, signed in; `prepare` sets up its context before the app loads. */
async function openInContrastTheme(
  who: string,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const page = await browser.openPage({ forcedColors: 'active', colorScheme: 'dark' });
  page.setDefaultTimeout(15_000);
  await prepare?.(page.context());
  await page.goto(`${baseURL}/`);
  await signInAs(page, who);
  await page.getByRole('button', { name: 'Log Out' }).waitFor();
  return page;
}

/** What the browser paints a system colour as, in this theme. */
function systemColour(page: Page, name: string) {
  return page.evaluate((colour) => {
    const probe = document.createElement('div');
    probe.style.background = colour;
    document.body.append(probe);
    const painted = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return painted;
  }, name);
}

const style = (locator: Locator, property: string, pseudo?: string) =>
  locator.evaluate(
    (element, [name, after]) =>
      getComputedStyle(element, after ?? null).getPropertyValue(name as string),
    [property, pseudo] as const,
  );

describe('in a contrast theme', () => {
  it('shows the current page, the chosen theme, her row, the heat map and progress', async () => {
    const page = await openInContrastTheme('member-ana');
    const highlight = await systemColour(page, 'Highlight');
    const canvas = await systemColour(page, 'Canvas');

    // the current page of the top bar in her highlight colour, the others on the canvas
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await style(nav.getByRole('link', { name: 'Dashboard' }), 'background-color')).toBe(
      highlight,
    );
    expect(await style(nav.getByRole('link', { name: 'Groups' }), 'background-color')).not.toBe(
      highlight,
    );
    // the chosen theme
    expect(await style(page.getByRole('radio', { name: 'System' }), 'background-color')).toBe(
      highlight,
    );
    expect(await style(page.getByRole('radio', { name: 'Dark' }), 'background-color')).not.toBe(
      highlight,
    );

    // the heat map keeps a colour for each count: four in its legend, more than one on its days
    const distinct = (cells: Locator) =>
      cells.evaluateAll(
        (all) => new Set(all.map((cell) => getComputedStyle(cell).backgroundColor)).size,
      );
    const heatMap = page.getByRole('grid', { name: 'Workout Activity' });
    await heatMap.waitFor();
    expect(
      await distinct(
        page.getByRole('list', { name: 'Workouts per day' }).locator('[aria-hidden="true"]'),
      ),
    ).toBe(4);
    expect(await distinct(heatMap.locator('[role="gridcell"][aria-label]'))).toBeGreaterThan(1);

    // her row of the dashboard's ranking edged in her highlight colour, the others not at all
    const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
    const rows = leaderboard.getByRole('listitem');
    await rows.first().waitFor();
    const mine = rows.filter({ hasText: 'Ana Moreno' });
    expect(await style(mine, 'border-inline-start-color')).toBe(highlight);
    expect(await style(rows.nth(4), 'border-inline-start-color')).toBe(canvas);

    // the month's ranking and goal: her row edged, the progress bars filled and outlined
    await page.goto(`${baseURL}/monthly-warriors`);
    const warriors = page.getByRole('region', { name: 'Top Warriors' });
    await warriors.getByRole('listitem').first().waitFor();
    expect(
      await style(warriors.locator('[aria-current="true"]'), 'border-inline-start-color'),
    ).toBe(highlight);
    const progress = page.getByRole('progressbar').first();
    await progress.waitFor();
    const fill = progress.locator('*').first();
    expect(await style(fill, 'background-color')).toBe(highlight);
    expect(await style(progress, 'border-top-width')).not.toBe('0px');

    // the leaderboard's table: her row in her highlight colours
    await page.goto(`${baseURL}/leaderboard`);
    const current = page.locator('tr[aria-current="true"] > *').first();
    await current.waitFor();
    expect(await style(current, 'background-color')).toBe(highlight);
    await page.context().close();
  });

  it("marks the chosen tab, a switch that is on and the admin's current section", async () => {
    const page = await openInContrastTheme('member-ana');
    const highlight = await systemColour(page, 'Highlight');
    const canvas = await systemColour(page, 'Canvas');

    await page.goto(`${baseURL}/groups/${DAWN_PATROL}`);
    const chosen = page.getByRole('tab', { name: 'Challenges', selected: true });
    await chosen.waitFor();
    expect(await style(chosen, 'background-color', '::after')).toBe(highlight);
    const other = page.getByRole('tab', { name: 'Members' });
    expect(await style(other, 'background-color', '::after')).not.toBe(highlight);

    await page.goto(`${baseURL}/groups/${DAWN_PATROL}/challenges/create`);
    const buyIn = page.getByRole('switch', { name: 'Buy-in' });
    await buyIn.waitFor();
    expect(await style(buyIn, 'background-color')).not.toBe(highlight);
    await buyIn.click();
    expect(await buyIn.getAttribute('aria-checked')).toBe('true');
    // after its colour's short transition
    await expect.poll(() => style(buyIn, 'background-color')).toBe(highlight);
    await page.context().close();

    const admin = await openInContrastTheme('admin-kai');
    await admin.goto(`${baseURL}/admin/settings`);
    const sections = admin.getByRole('navigation', { name: 'Admin' });
    const settings = sections.getByRole('link', { name: 'Settings' });
    await settings.waitFor();
    expect(await style(settings, 'background-color')).toBe(highlight);
    // the other sections have no edge, which would otherwise look like the current one's
    expect(
      await style(sections.getByRole('link', { name: 'Users' }), 'border-inline-start-color'),
    ).toBe(canvas);
    await admin.context().close();
  });

  it('draws the placeholder of a part still loading', async () => {
    // the weekly chart's code is held back, so its placeholder stays until released
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await openInContrastTheme('member-ana', async (context) => {
      await context.route(/\/assets\/FrequencyLineChart-[^/]*\.js$/, async (route) => {
        await held;
        await route.fallback();
      });
    });
    const canvas = await systemColour(page, 'Canvas');
    const grayText = await systemColour(page, 'GrayText');
    expect(grayText).not.toBe(canvas);
    const placeholder = page.locator('[aria-busy="true"]', { hasText: 'Loading the chart' });
    await placeholder.waitFor();
    const shape = placeholder.locator('[aria-hidden="true"]').last();
    expect(await style(shape, 'background-color')).toBe(grayText);
    expect(
      await shape.evaluate((element) => element.getBoundingClientRect().height),
    ).toBeGreaterThan(100);
    release();
    await page.getByRole('img', { name: 'Line chart of workouts per week' }).waitFor();
    expect(await placeholder.count()).toBe(0);
    await page.context().close();
  });
});
