import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { fileBrowser } from './browser';
import { signInAs, summaryFigure } from './session';

/**
 * The member's history and stats on the production build (preview server, mock backend, local
 * identity provider): dates newest first, a logged workout on top, the tiles, and paging through
 * Ana's seeded history (more than two pages of 50) with the page in the address.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The instants (ms) of the rows on the page, top to bottom. */
async function rowTimes(page: Page): Promise<number[]> {
  return page
    .locator('table time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
}

/** The '#' of the first row. */
async function firstNumber(page: Page): Promise<number> {
  return Number(await page.locator('table tbody tr').first().locator('th').innerText());
}

/** 'Showing 1–50 of 117' -> [1, 50, 117]. */
async function showing(page: Page): Promise<[number, number, number]> {
  const text = await page.getByText(/^Showing /).innerText();
  const match = /Showing ([\d,]+)–([\d,]+) of ([\d,]+)/.exec(text);
  if (!match) throw new Error(`not a 'Showing' line: ${text}`);
  const [first, last, total] = match.slice(1).map((part) => Number(part.replace(/,/g, '')));
  return [first ?? 0, last ?? 0, total ?? 0];
}

async function signedInAsAna(): Promise<Page> {
  const page = await browser.openPage();
  await page.goto(`${baseURL}/`);
  await signInAs(page, 'member-ana');
  await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
  return page;
}

async function openWorkouts(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Workouts' }).click();
  await page.getByRole('heading', { level: 1, name: 'Workout History' }).waitFor();
  await page.locator('table time').first().waitFor();
}

describe('workout history', () => {
  it('lists the dates newest first and puts a workout logged on the dashboard at the top', async () => {
    const page = await signedInAsAna();
    await openWorkouts(page);
    expect(await page.title()).toBe('Workout History | RepRally');
    const times = await rowTimes(page);
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const [, , total] = await showing(page);
    expect(await firstNumber(page)).toBe(total);
    expect(await page.locator('table tbody tr').first().locator('td').innerText()).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );

    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toBe(String(total));
    const loggedFrom = Date.now();
    await page.getByRole('button', { name: 'Log Workout' }).first().click();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toBe(String(total + 1));

    await openWorkouts(page);
    await expect.poll(() => firstNumber(page)).toBe(total + 1);
    const [newest] = await rowTimes(page);
    // the mock server stamps the workout with its own clock, to the millisecond
    expect(newest).toBeGreaterThanOrEqual(loggedFrom - 60_000);
    expect(newest).toBeLessThanOrEqual(Date.now() + 60_000);
    await page.context().close();
  });

  it('pages through a long history, 50 at a time, with Back returning to the page before', async () => {
    const page = await signedInAsAna();
    await openWorkouts(page);
    const [first, last, total] = await showing(page);
    // the seeded Ana has more than two pages: enough to page without seeding more
    expect(total).toBeGreaterThan(100);
    expect([first, last]).toEqual([1, 50]);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => showing(page)).toEqual([51, 100, total]);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await firstNumber(page)).toBe(total - 50);
    // the press took her from the table's foot to the new page's first row, clear of the header
    const start = await page.evaluate(() => ({
      focused: document.activeElement?.tagName,
      top: document.querySelector('main table')?.getBoundingClientRect().top ?? NaN,
      header: document.querySelector('header')?.getBoundingClientRect().bottom ?? NaN,
      height: window.innerHeight,
    }));
    expect(start.focused).toBe('TABLE');
    expect(start.top).toBeGreaterThanOrEqual(start.header);
    expect(start.top).toBeLessThan(start.height / 2);

    await page.goBack();
    await expect.poll(() => showing(page)).toEqual([1, 50, total]);
    expect(new URL(page.url()).search).toBe('');

    // the address alone opens a page: the last one ends with the first workout ever
    const lastPage = Math.ceil(total / 50);
    await page.goto(`${baseURL}/workouts?page=${lastPage}`);
    await page.locator('table time').first().waitFor();
    await expect.poll(() => showing(page)).toEqual([(lastPage - 1) * 50 + 1, total, total]);
    expect(await page.locator('table tbody tr').last().locator('th').innerText()).toBe('1');
    expect(await page.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    // an address naming a page there is not shows the nearest, and is put right to name it
    await page.goto(`${baseURL}/workouts?page=999`);
    await expect.poll(() => showing(page)).toEqual([(lastPage - 1) * 50 + 1, total, total]);
    await expect.poll(() => new URL(page.url()).search).toBe(`?page=${lastPage}`);
    await page.goto(`${baseURL}/workouts?page=abc`);
    await expect.poll(() => showing(page)).toEqual([1, 50, total]);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.context().close();
  });
});

describe('stats', () => {
  it('shows the activity heat map, the figures and every challenge', async () => {
    const page = await signedInAsAna();
    await mainNav(page).getByRole('link', { name: 'Stats' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Fitness Stats' }).waitFor();
    expect(await page.title()).toBe('Your Fitness Stats | RepRally');

    await page.getByRole('grid', { name: 'Workout Activity' }).waitFor();
    expect(await page.locator('[aria-current="date"]').getAttribute('aria-label')).toMatch(
      /^\w+day, \w+ \d{1,2}, \d{4}: \d+ workouts?$/,
    );
    await page.locator('dt', { hasText: 'Total Workouts' }).waitFor();
    await expect.poll(() => summaryFigure(page, 'Total Workouts')).toMatch(/^\d+$/);
    expect(await summaryFigure(page, 'Average Workouts')).toMatch(/^\d+\.\d\s*Weekly$/);
    expect(await summaryFigure(page, 'Current Streak')).toMatch(/^\d+\s*days?$/);
    expect(await summaryFigure(page, 'Points Earned')).toMatch(/^[\d,]+$/);
    const challenges = page.getByRole('region', { name: 'Challenge Progress' });
    await challenges.getByRole('progressbar').first().waitFor();
    expect(await challenges.getByRole('progressbar').count()).toBeGreaterThan(3);
    await page.context().close();
  });
});
