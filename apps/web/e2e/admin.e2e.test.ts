import { describe, expect, inject, it } from 'vitest';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * The admin area against the production build, the mock backend and the local OpenID provider:
 * Kai (the admin) manages a challenge and a month-specific monthly badge and evaluates badges;
 * Ana (a member) is sent home from an admin address.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

describe('admin area', () => {
  it('lets Kai create, edit and delete a challenge', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/admin/challenges`);
    await signInAs(page, 'admin-kai');
    await page.getByRole('heading', { level: 1, name: 'Manage Challenges' }).waitFor();
    expect(await page.title()).toBe('Manage Challenges | Admin | RepRally');

    await page.getByRole('button', { name: 'New Challenge' }).click();
    await page.getByRole('textbox', { name: /Challenge Name/ }).fill('Winter Warm-up');
    await page.getByRole('spinbutton', { name: /Completion Criteria/ }).fill('8');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Challenge created successfully!').waitFor();
    const card = page.getByRole('article', { name: 'Winter Warm-up' });
    await card.getByText('Criteria: 8 Workouts').waitFor();

    await card.getByRole('button', { name: 'Edit Winter Warm-up' }).click();
    const name = page.getByRole('textbox', { name: /Challenge Name/ });
    expect(await name.inputValue()).toBe('Winter Warm-up');
    await name.fill('Winter Warm-up Plus');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Challenge updated successfully!').waitFor();
    const edited = page.getByRole('article', { name: 'Winter Warm-up Plus' });
    await edited.waitFor();

    await edited.getByRole('button', { name: 'Delete Winter Warm-up Plus' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this challenge?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Challenge deleted successfully!').waitFor();
    await edited.waitFor({ state: 'detached' });
    // the delete banner goes after 3 seconds
    await page.getByText('Challenge deleted successfully!').waitFor({ state: 'detached' });
  });

  it('names the admin page she enters from her dashboard to a screen reader', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'admin-kai');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    // the admin area's code loads on this first press, while 'Checking permissions...' shows
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await expect
      .poll(() => page.locator('[data-page-announcer]').innerText())
      .toBe('Admin Dashboard | RepRally');
  });

  it("closes the phone's section menu when the browser goes Back", async () => {
    const page = await browser.openPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL}/admin/users`);
    await signInAs(page, 'admin-kai');
    await page.getByRole('button', { name: 'Admin menu: Users' }).click();
    await page.getByRole('menuitemradio', { name: 'Challenges' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Challenges' }).waitFor();
    await page.getByRole('button', { name: 'Admin menu: Challenges' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Admin menu: Users' }).waitFor();
    await menu.waitFor({ state: 'detached' });
  });

  it("keeps the users table's filter and sort when Kai comes Back to it", async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/admin/users`);
    await signInAs(page, 'admin-kai');
    const table = page.getByRole('table', { name: 'Users' });
    await table.waitFor();
    await table.getByRole('button', { name: 'Name' }).click();
    await page.getByRole('searchbox', { name: 'Filter by name' }).pressSequentially('an', {
      delay: 20,
    });
    await page.waitForURL(
      (url) => url.searchParams.get('q') === 'an' && url.searchParams.get('sort') === 'name',
    );
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Challenges' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Manage Challenges' }).waitFor();
    await page.goBack();
    await table.waitFor();
    expect(await page.getByRole('searchbox', { name: 'Filter by name' }).inputValue()).toBe('an');
    expect(await table.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    const names = await table.getByRole('rowheader').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.toLowerCase().includes('an'))).toBe(true);
    // the sort was a step and the typing replaced it: one more Back undoes the sort and the
    // filter with it, not a letter
    await page.goBack();
    await page.waitForURL(`${baseURL}/admin/users`);
    expect(await page.getByRole('searchbox', { name: 'Filter by name' }).inputValue()).toBe('');
  });

  it('lets Kai create a month-specific monthly badge and evaluate all badges', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/admin/monthly-badges`);
    await signInAs(page, 'admin-kai');
    await page.getByRole('button', { name: 'New Badge' }).click();
    await page.getByRole('textbox', { name: /Badge Name/ }).fill('March Madness');
    await page.getByRole('textbox', { name: /Description/ }).fill('Twenty workouts in March');
    await page.getByRole('checkbox', { name: 'Month-Specific Badge' }).click();
    await page.getByRole('spinbutton', { name: /Specific Month/ }).fill('3');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Monthly badge created successfully!').waitFor();
    await page.getByRole('article', { name: 'March Madness' }).getByText('Month: March').waitFor();

    await page.getByRole('button', { name: 'Evaluate All Badges' }).click();
    const done = page.getByText(/^Evaluation complete! \d+ badges awarded\.$/);
    await done.waitFor();
    expect(await done.textContent()).toMatch(/^Evaluation complete! \d+ badges awarded\.$/);
  });

  it("sends Ana, who is not an admin, from /admin/users to '/'", async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/admin/users`);
    await signInAs(page, 'member-ana');
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
  });
});
