import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { fileBrowser } from './browser';
import { rampPng } from './images';
import { signInAs } from './session';

const baseURL = inject('baseURL');
const browser = fileBrowser();

// in the seed Ana created Dawn Patrol Lifters and is an ordinary member of Iron Sisters
const DAWN_PATROL = 1;
const IRON_SISTERS = 2;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function enterMeasurements(page: Page, values: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Enter Measurements' });
  for (const [name, value] of Object.entries(values)) {
    await form.getByRole('spinbutton', { name: new RegExp(`^${name}`) }).fill(value);
  }
  await form.getByRole('button', { name: 'Save Measurements' }).click();
  await form.getByText('Measurements saved.').waitFor();
}

describe('group challenges', () => {
  it('a group creator creates a challenge, measures twice, reads the leaderboard and shares a photo', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    // the form's other address leads to the form
    await page.goto(`${baseURL}/groups/${DAWN_PATROL}/challenges/new`);
    await signInAs(page, 'member-ana');
    await page.waitForURL(/\/challenges\/create$/);
    const form = page.getByRole('form', { name: 'Create Challenge' });
    await form.waitFor();
    expect(await page.title()).toBe('Create Challenge | RepRally');

    await form.getByRole('textbox', { name: /Challenge Name/ }).fill('Spring Shred');
    await form.getByRole('textbox', { name: 'Custom measurement type' }).fill('Calves');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await form.getByRole('checkbox', { name: 'Calves' }).isChecked()).toBe(true);
    await form.getByRole('switch', { name: 'Buy-in' }).click();
    await form.getByRole('spinbutton', { name: /Amount/ }).fill('20');
    await form.getByRole('button', { name: 'Create Challenge' }).click();

    await page.waitForURL(new RegExp(`/groups/${DAWN_PATROL}/challenges/\\d+$`));
    await page.getByRole('heading', { level: 1, name: 'Spring Shred' }).waitFor();
    expect(await page.getByText('Buy-in: $20.00').isVisible()).toBe(true);
    expect(await tab(page, 'My Progress').getAttribute('aria-selected')).toBe('true');

    await enterMeasurements(page, { Weight: '80', Waist: '90', Calves: '38' });
    await enterMeasurements(page, { Weight: '78', Waist: '88.2', Calves: '39' });
    const weight = page.getByRole('article', { name: 'Weight' });
    await weight.getByText('-2.0 kg').waitFor();
    expect(await weight.getByText('-2.5%').isVisible()).toBe(true);
    expect(await weight.getByText('Progress', { exact: true }).isVisible()).toBe(true);
    const calves = page.getByRole('article', { name: 'Calves' });
    expect(await calves.getByText('+2.6%').isVisible()).toBe(true);

    await tab(page, 'Leaderboard').click();
    await page.waitForURL(/\?tab=leaderboard$/);
    const weightBoard = page.getByRole('table', { name: 'Leaderboard: Weight' });
    await weightBoard.waitFor();
    expect(await weightBoard.locator('tr[aria-current="true"]').textContent()).toContain(
      'Ana Moreno',
    );
    await page.getByRole('combobox', { name: 'Measurement type' }).click();
    await page.getByRole('option', { name: 'Calves' }).click();
    const calvesBoard = page.getByRole('table', { name: 'Leaderboard: Calves' });
    await calvesBoard.waitFor();
    expect(await calvesBoard.getByText('+2.6%').isVisible()).toBe(true);
    // the address keeps the board she chose, for when she comes back to its tab
    expect(new URL(page.url()).searchParams.get('board')).toBe('Calves');

    await tab(page, 'Group Feed').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'feed');
    const share = page.getByRole('form', { name: 'Share a photo' });
    await share.locator('input[type="file"]').setInputFiles({
      name: 'progress.png',
      mimeType: 'image/png',
      buffer: rampPng(600, 400),
    });
    await share.getByRole('img', { name: 'Preview of the photo to share' }).waitFor();
    await share.getByRole('textbox', { name: 'Caption' }).fill('Two weeks in');
    await share.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Progress' }).click();
    await share.getByRole('button', { name: 'Share Photo' }).click();
    const top = page.locator('main li > article').first();
    await top.getByText('Two weeks in').waitFor();
    expect(await top.getByText('Progress', { exact: true }).isVisible()).toBe(true);
    await page.close();
  });

  it('an ordinary member of the group gets the permission card', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseURL}/groups/${IRON_SISTERS}/challenges/create`);
    await signInAs(page, 'member-ana');
    const card = page.getByRole('region', { name: 'Permission Required' });
    await card.waitFor();
    expect(
      await page
        .getByText("You don't have permission to create challenges in this group.")
        .isVisible(),
    ).toBe(true);
    expect(await card.getByRole('link', { name: 'Return to Group' }).getAttribute('href')).toBe(
      `/groups/${IRON_SISTERS}`,
    );
    expect(await page.getByRole('form', { name: 'Create Challenge' }).count()).toBe(0);
    await page.close();
  });
});
