import { describe, expect, inject, it } from 'vitest';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * The Monthly Badges collection against the production build, the mock backend and the local
 * OpenID provider: Ana's badges of this month are new in the seed (laid out around today); the
 * page shows them as new once, tells the server, and after a reload they are simply hers.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

describe('monthly badges', () => {
  it("shows new badges as 'New!' once, from the dashboard card's link, and not after a reload", async () => {
    const page = await browser.openPage();
    const isMarkNotified = (url: string, method: string) =>
      method === 'POST' && url.endsWith('/users/me/monthly-badges/mark-notified');
    let markRequests = 0;
    page.on('request', (request) => {
      if (isMarkNotified(request.url(), request.method())) markRequests += 1;
    });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    // this month and the one before, as the page names them in its clock and time zone
    const months = await page.evaluate(() => {
      const now = new Date();
      const monthOf = (day: Date) =>
        day.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
      return {
        thisMonthName: now.toLocaleDateString('en-US', { month: 'long' }),
        thisMonth: monthOf(now),
        lastMonth: monthOf(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
      };
    });
    // Ana's unseen badges are this month's; in the first days of a month, before she has earned
    // any, last month's (given at its end), which this month's card does not show
    const card = page.getByRole('region', { name: new RegExp(`${months.thisMonthName} Badges`) });
    await card
      .getByRole('listitem')
      .or(card.getByText(`No badges earned yet for ${months.thisMonthName}.`))
      .first()
      .waitFor();
    const newOnTheCard = await card.getByText('New!').count();

    const marked = page.waitForResponse((response) =>
      isMarkNotified(response.url(), response.request().method()),
    );
    await card.getByRole('link', { name: 'View All Monthly Badges' }).click();
    await page.waitForURL(`${baseURL}/badges/monthly`);
    await page.getByRole('heading', { level: 1, name: 'Monthly Badges' }).waitFor();
    expect(await page.title()).toBe('Monthly Badges | RepRally');

    const [newMonth, otherMonth] =
      newOnTheCard > 0
        ? [months.thisMonth, months.lastMonth]
        : [months.lastMonth, months.thisMonth];
    const newBadges = page.getByRole('region', { name: newMonth });
    await newBadges.getByText('New!').first().waitFor();
    const newOnThePage = await newBadges.getByText('New!').count();
    if (newOnTheCard > 0) expect(newOnThePage).toBe(newOnTheCard);
    expect(await page.getByRole('region', { name: otherMonth }).getByText('New!').count()).toBe(0);
    // one of them, by name: which badges Ana has depends on the day the seed was laid out around
    // (a rank badge comes and goes with the month's ranking)
    const newBadge =
      (await newBadges
        .getByRole('listitem')
        .filter({ hasText: 'New!' })
        .first()
        .locator('p')
        .first()
        .textContent()) ?? '';
    expect(newBadge).not.toBe('');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'new badge' }).textContent())
      .toBe(
        newOnThePage === 1 ? 'You earned 1 new badge!' : `You earned ${newOnThePage} new badges!`,
      );

    const response = await marked;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toEqual({ badgeIds: expect.any(Array) });
    expect(response.request().postDataJSON().badgeIds).toHaveLength(newOnThePage);

    // the server has been told: after a reload the badges are still there, no longer new
    await page.reload();
    await newBadges.getByText(newBadge, { exact: true }).waitFor();
    expect(await page.getByText('New!').count()).toBe(0);

    // Back returns to the dashboard, whose card no longer shows them as new either
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    if (newOnTheCard > 0) await card.getByText(newBadge, { exact: true }).waitFor();
    else await card.getByText(`No badges earned yet for ${months.thisMonthName}.`).waitFor();
    expect(await card.getByText('New!').count()).toBe(0);
    // told once, on the first visit; the visit after the reload had nothing new to tell
    expect(markRequests).toBe(1);
    await page.context().close();
  });

  it('Back on a page she signed in to reach stays in the app', async () => {
    const page = await browser.openPage();
    await page.goto(`${baseURL}/badges/monthly`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Monthly Badges' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/badges/monthly');
    // the entry behind this one is the identity provider's: Back goes to her dashboard instead
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(new URL(page.url()).origin + new URL(page.url()).pathname).toBe(`${baseURL}/`);
    await page.context().close();
  });
});
