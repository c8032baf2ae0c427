import type { Page } from 'playwright';

/** Signs in through the local identity provider's page, as a person would. */
export async function signInAs(page: Page, sub: string) {
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator(`button[data-sub="${sub}"]`).click();
}

/** The value shown under a summary label ('Total Workouts', 'Points Earned'). */
export async function summaryFigure(page: Page, label: string) {
  const term = page.locator('dt', { hasText: label });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}
