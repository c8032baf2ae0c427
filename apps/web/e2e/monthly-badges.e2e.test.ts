import { describe, expect, inject, it } from 'vitest';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * The Monthly Badges collection against the production build, the mock backend and the local
 * OpenID provider: Ana's November badges are new in the seed; the page shows them as new once,
 * tells the server, and after a reload they are simply hers.
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

    const card = page.getByRole('region', { name: /November Badges/ });
    await card.getByText('New!').first().waitFor();
    const newOnTheCard = await card.getByText('New!').count();
    expect(newOnTheCard).toBeGreaterThan(0);

    const marked = page.waitForResponse((response) =>
      isMarkNotified(response.url(), response.request().method()),
    );
    await card.getByRole('link', { name: 'View All Monthly Badges' }).click();
    await page.waitForURL(`${baseURL}/badges/monthly`);
    await page.getByRole('heading', { level: 1, name: 'Monthly Badges' }).waitFor();
    expect(await page.title()).toBe('Monthly Badges | RepRally');

    const november = page.getByRole('region', { name: 'November 2026' });
    await november.getByText('New!').first().waitFor();
    expect(await november.getByText('New!').count()).toBe(newOnTheCard);
    expect(await page.getByRole('region', { name: 'October 2026' }).getByText('New!').count()).toBe(
      0,
    );
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'new badge' }).textContent())
      .toBe(`You earned ${newOnTheCard} new badges!`);

    const response = await marked;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toEqual({ badgeIds: expect.any(Array) });
    expect(response.request().postDataJSON().badgeIds).toHaveLength(newOnTheCard);

    // the server has been told: after a reload the badges are still there, no longer new
    await page.reload();
    await november.getByText('Gold Warrior').waitFor();
    expect(await page.getByText('New!').count()).toBe(0);

    // Back returns to the dashboard, whose card no longer shows them as new either
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await card.getByText('Gold Warrior').waitFor();
    expect(await card.getByText('New!').count()).toBe(0);
    // told once, on the first visit; the visit after the reload had nothing new to tell
    expect(markRequests).toBe(1);
    await page.context().close();
  });
});
