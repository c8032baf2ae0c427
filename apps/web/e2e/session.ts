import type { Page } from 'playwright';

/**
 * Waits until the app has taken the built page over: the page boot's mark on <html> goes once
 * React has hydrated the welcome or rendered its own page. Before that, only a press on the
 * welcome's 'Log In' is kept (the page boot hands it to the app); and React begins only after the
 * load event, once the sign-in state has settled (on a loaded machine, later than a test's next
 * press).
 */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-boot'));
}

/**
 * Presses 'Log Out' and waits for the signed-out '/' it leads to. 'Log Out' goes through the
 * identity provider and back to a fresh '/': wait for that page and for the app to have taken it
 * over (the page boot's mark goes then), not for the 'Log In' the page shows while it is still
 * leaving, which a press would find gone.
 */
export async function logOut(page: Page, baseURL: string) {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL(`${baseURL}/`);
  await appTookOver(page);
  await page.getByRole('button', { name: 'Log In' }).first().waitFor();
}

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
