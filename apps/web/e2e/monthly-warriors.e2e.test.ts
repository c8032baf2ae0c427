import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * The Monthly Workout Warriors page in the production build on the mock backend: a member
 * finds it in the navigation, sets and edits the monthly goal, reaches it, and finds it
 * again after a reload.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

/** A figure of 'Your {month} Stats' ('Rank', 'Workouts', 'Total Users'). */
async function monthFigure(page: Page, label: string) {
  const stats = page.getByRole('region', { name: /^Your \w+ Stats$/ });
  const term = stats.locator('dt', { hasText: label });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

const goalCard = (page: Page) => page.getByRole('region', { name: 'Monthly Goal' });

async function saveGoal(page: Page, value: number) {
  const card = goalCard(page);
  const input = card.getByRole('spinbutton', { name: 'Target workouts this month' });
  await input.fill(String(value));
  await card.getByRole('button', { name: /^(Set|Save) Goal$/ }).click();
}

describe('Monthly Workout Warriors', () => {
  it('sets, edits and reaches the monthly goal, which is still there after a reload', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Warriors' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Monthly Workout Warriors' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/monthly-warriors');
    expect(await page.title()).toBe('Monthly Workout Warriors | RepRally');
    await page.getByText(/^Top performers for \w+ \d{4}$/).waitFor();
    await page.locator('li[aria-current="true"]', { hasText: 'Ana Moreno' }).waitFor();

    await page
      .getByRole('region', { name: /^Your \w+ Stats$/ })
      .locator('dt')
      .first()
      .waitFor();
    const workouts = Number(await monthFigure(page, 'Workouts'));
    expect(workouts).toBeGreaterThan(0);

    // Ana's seeded goal shows as progress; she raises it
    const card = goalCard(page);
    await card.getByRole('button', { name: 'Edit Goal' }).click();
    await saveGoal(page, workouts + 5);
    await card.getByText(`${workouts} of ${workouts + 5} workouts`).waitFor();
    // saved, and not reached: no congratulation
    await card
      .getByRole('status')
      .filter({ hasText: 'Goal saved.' })
      .waitFor({ state: 'attached' });
    expect(await card.getByRole('status').filter({ hasText: 'Congratulations' }).count()).toBe(0);

    // then sets it to what she has done: reached
    await card.getByRole('button', { name: 'Edit Goal' }).click();
    await saveGoal(page, workouts);
    await card
      .getByText(`Congratulations! You reached your goal of ${workouts} workouts this month.`)
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Monthly Workout Warriors' }).waitFor();
    await goalCard(page).getByText(`${workouts} of ${workouts} workouts`).waitFor();
    expect(await goalCard(page).getByRole('status').innerText()).toContain('Congratulations!');
    await page.context().close();
  });

  it('lets a member without a goal set one', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseURL}/monthly-warriors`);
    await signInAs(page, 'admin-kai');
    await page.getByRole('heading', { level: 1, name: 'Monthly Workout Warriors' }).waitFor();
    const input = goalCard(page).getByRole('spinbutton', { name: 'Target workouts this month' });
    await input.waitFor();
    await input.fill('0');
    await goalCard(page).getByRole('button', { name: 'Set Goal' }).click();
    await goalCard(page).getByText('The goal must be at least 1 workout').waitFor();

    await saveGoal(page, 40);
    await goalCard(page)
      .getByText(/^\d+ of 40 workouts$/)
      .waitFor();
    await page.context().close();
  });
});
