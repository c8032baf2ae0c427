import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { fileBrowser } from './browser';
import { rampPng } from './images';
import { logOut, signInAs } from './session';

/**
 * Groups in the production build on the mock backend (its database lives in the browser, so
 * both members take turns on one page): Ana creates a group and invites Noor by search; Noor
 * sees the Invites marker, accepts, finds the group in My Groups and shares a photo in it; Ana
 * makes her an Admin, then comments on Noor's photo and hearts it.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();

const GROUP = 'Sunrise Rowers';

const invitesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invites' });

describe('Groups', () => {
  // three sign-ins and two photo round trips: longer than the default 30 s under load
  it('Ana creates a group and invites Noor; Noor accepts and shares a photo; Ana makes her an Admin, comments and hearts', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    // Ana creates the group from My Groups
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Groups' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'My Groups' }).waitFor();
    expect(await page.title()).toBe('My Groups | RepRally');
    await page.getByRole('link', { name: 'Create Group' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Group' }).waitFor();
    await page.getByRole('textbox', { name: /Group name/ }).fill(GROUP);
    await page.getByRole('textbox', { name: 'Description' }).fill('On the water at six.');
    // she looks at her dashboard before creating it: what she typed waits for her
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await main.getByRole('link', { name: 'Groups' }).click();
    await page.getByRole('link', { name: 'Create Group' }).click();
    expect(await page.getByRole('textbox', { name: /Group name/ }).inputValue()).toBe(GROUP);
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
      'On the water at six.',
    );
    await page.getByRole('button', { name: 'Create Group' }).click();
    await page.waitForURL(/\/groups\/\d+$/);
    const groupId = Number(new URL(page.url()).pathname.split('/').pop());
    // a screen reader hears the group's own page named, not a generic 'Group'
    await expect
      .poll(() => page.locator('[data-page-announcer]').innerText())
      .toBe(`\u2068${GROUP}\u2069 | RepRally`);
    // the new group took the form's place: Back goes to My Groups, not to an empty form
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'My Groups' }).waitFor();
    await page.goForward();
    await page.waitForURL(`${baseURL}/groups/${groupId}`);

    // she invites Noor from the group's settings, by search; each tab is a step of history
    await page.goto(`${baseURL}/groups/${groupId}/settings`);
    await page.getByRole('heading', { level: 1, name: `Manage Group: ${GROUP}` }).waitFor();
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('tab', { name: 'Invite Users' }).click();
    await page.goBack();
    await page.waitForURL(/\?tab=members$/);
    await page.goForward();
    await page.waitForURL(/\?tab=invites$/);
    await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('Noor');
    await page.getByRole('button', { name: 'Invite Noor Haddad' }).click();
    await page.getByRole('button', { name: 'Invited Noor Haddad' }).waitFor();
    await logOut(page, baseURL);

    // Noor, on the same browser, sees the marker and accepts
    await signInAs(page, 'member-noor');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await expect.poll(() => invitesLink(page).getAttribute('aria-describedby')).not.toBeNull();
    await invitesLink(page).click();
    await page.getByRole('heading', { level: 1, name: 'Group Invites' }).waitFor();
    const invite = page.getByRole('article', { name: GROUP });
    await invite.getByText('Invited by Ana Moreno').waitFor();
    await invite.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('You have no pending group invites').waitFor();
    await expect.poll(() => invitesLink(page).getAttribute('aria-describedby')).toBeNull();
    await page.getByRole('link', { name: 'Back to My Groups' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Groups' }).waitFor();
    await page.getByRole('article', { name: GROUP }).getByText('2 members').waitFor();

    // Noor shares a photo in her new group's feed
    await page.goto(`${baseURL}/groups/${groupId}?tab=feed`);
    const form = page.getByRole('form', { name: 'Share a photo' });
    await form.locator('input[type="file"]').setInputFiles({
      name: 'row.png',
      mimeType: 'image/png',
      buffer: rampPng(800, 600),
    });
    await form.getByRole('img', { name: 'Preview of the photo to share' }).waitFor();
    await form.getByRole('textbox', { name: 'Caption' }).fill('First row with the crew');
    await form.getByRole('button', { name: 'Share Photo' }).click();
    await page.locator('main li > article').first().getByText('First row with the crew').waitFor();
    await logOut(page, baseURL);

    // Ana makes Noor an Admin in the settings
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.goto(`${baseURL}/groups/${groupId}/settings?tab=members`);
    await page.getByRole('heading', { level: 1, name: `Manage Group: ${GROUP}` }).waitFor();
    await page.getByRole('button', { name: 'Make Admin: Noor Haddad' }).click();
    await page.getByRole('button', { name: 'Remove Admin: Noor Haddad' }).waitFor();
    const noor = page.getByRole('listitem').filter({ hasText: 'Noor Haddad' });
    expect(await noor.getByText('Admin', { exact: true }).count()).toBe(1);

    // and on the group's feed she comments on Noor's photo and hearts it
    await page.goto(`${baseURL}/groups/${groupId}?tab=feed`);
    const post = page.locator('main li > article').filter({ hasText: 'First row with the crew' });
    await post.getByText('Noor Haddad', { exact: true }).first().waitFor();
    await post.getByRole('button', { name: '0 comments' }).click();
    await post.getByRole('textbox', { name: 'Add a comment' }).fill('Welcome aboard!');
    await post.getByRole('button', { name: 'Post' }).click();
    await post.getByText('Welcome aboard!', { exact: true }).waitFor();
    const heart = post.getByRole('button', { name: 'Heart' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await post.getByText('1 heart', { exact: true }).waitFor();

    // a link to a group that does not exist says so after one request, not after a row of tries
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/groups/99999') asked.push(request.method());
    });
    await page.goto(`${baseURL}/groups/99999`);
    await page.getByText("Group not found or you don't have access to this group.").waitFor();
    await page.waitForTimeout(1_500);
    expect(asked).toEqual(['GET']);
    await page.context().close();
  }, 90_000);
});
