import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { fileBrowser } from './browser';
import { captureMultipartUploads, jpegSize, rampPng, type CapturingWindow } from './images';
import { signInAs } from './session';

const baseURL = inject('baseURL');
const browser = fileBrowser();

// Ana's own group in the seed, with 45 photo posts
const DAWN_PATROL = 1;

async function openGroupAsAna(page: Page, search = '') {
  await page.goto(`${baseURL}/groups/${DAWN_PATROL}${search}`);
  await signInAs(page, 'member-ana');
  await page.getByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }).waitFor();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

describe('the group page and its photo feed', () => {
  it('keeps the tab in the address, shares a resized photo, comments on it and hearts it', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await page.addInitScript(captureMultipartUploads);
    await openGroupAsAna(page);
    // the browser's tab names the group, set apart for the text direction
    await expect.poll(() => page.title()).toBe('\u2068Dawn Patrol Lifters\u2069 | RepRally');
    expect(await tab(page, 'Challenges').getAttribute('aria-selected')).toBe('true');

    // tabs: each one in the address, and the back button returns to the one before
    await tab(page, 'Members').click();
    await page.waitForURL(/\?tab=members$/);
    await page.getByRole('list', { name: 'Members' }).waitFor();
    await tab(page, 'Group Feed').click();
    await page.waitForURL(/\?tab=feed$/);
    await page.goBack();
    await page.waitForURL(/\?tab=members$/);
    expect(await tab(page, 'Members').getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/groups/${DAWN_PATROL}` && url.search === '');
    expect(await tab(page, 'Challenges').getAttribute('aria-selected')).toBe('true');
    await tab(page, 'Group Feed').click();
    await page.waitForURL(/\?tab=feed$/);

    // share a 3000x2000 PNG: it goes up as a JPEG within 1280x1280
    const form = page.getByRole('form', { name: 'Share a photo' });
    await form.locator('input[type="file"]').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: rampPng(3000, 2000),
    });
    await form.getByRole('img', { name: 'Preview of the photo to share' }).waitFor();
    await form.getByRole('textbox', { name: 'Caption' }).fill('Sunrise deadlifts done');
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Workout' }).click();
    await form.getByRole('button', { name: 'Share Photo' }).click();

    const top = page.locator('main li > article').first();
    await top.getByText('Sunrise deadlifts done').waitFor();
    expect(await top.getByText('Workout', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Caption' }).inputValue()).toBe('');

    const sent = await page.evaluate(async () => {
      const uploaded = (window as CapturingWindow).capturedUploads ?? [];
      return Promise.all(
        uploaded.map(async ({ field, file }) => ({
          field,
          type: file.type,
          bytes: Array.from(new Uint8Array(await file.arrayBuffer())),
        })),
      );
    });
    expect(sent.map(({ field, type }) => ({ field, type }))).toEqual([
      { field: 'photo', type: 'image/jpeg' },
    ]);
    expect(jpegSize(Buffer.from(sent[0]?.bytes ?? []))).toEqual({ width: 1280, height: 853 });
    const shown = top.getByRole('img', { name: /^Workout photo shared by / });
    expect(await shown.getAttribute('loading')).toBe('lazy');
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1280);

    // comment on it
    await top.getByRole('button', { name: '0 comments' }).click();
    await top.getByText('No comments yet').waitFor();
    await top.getByRole('textbox', { name: 'Add a comment' }).fill('  First!  ');
    await top.getByRole('button', { name: 'Post' }).click();
    await top.getByText('First!', { exact: true }).waitFor();
    await top.getByRole('button', { name: '1 comment' }).waitFor();

    // heart it
    const heart = top.getByRole('button', { name: 'Heart' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await top.getByText('1 heart', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the group without the code of its feed and invite dialog, which load after it and open at once', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    // the feed's and the invite dialog's chunks are held until the group is on screen
    const parts = /\/assets\/(GroupFeed|InviteMemberDialog)-[\w-]+\.js$/;
    const held: string[] = [];
    let release = () => {};
    const shown = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(parts, async (route) => {
      held.push(parts.exec(route.request().url())?.[1] ?? '');
      await shown;
      await route.continue();
    });
    await openGroupAsAna(page);
    // asked for once the group had painted, without a press or a tab
    await expect.poll(() => [...held].sort()).toEqual(['GroupFeed', 'InviteMemberDialog']);
    release();
    await tab(page, 'Group Feed').click();
    await page.getByRole('form', { name: 'Share a photo' }).waitFor();
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Invite Member' }).click();
    await page.getByRole('dialog', { name: 'Invite Member' }).waitFor();
    await page.context().close();
  });

  it("shows 'Invite Member' busy while a press waits for the dialog's code, and opens the dialog when it arrives", async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/assets\/InviteMemberDialog-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await openGroupAsAna(page);
    await page.getByRole('button', { name: 'Invite Member' }).click();
    // a moment (300 ms) without the code: the press shows it was taken, and says so
    const invite = page.getByRole('button', { name: /^(Invite Member|Opening\.\.\.)$/ });
    await expect.poll(() => invite.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('button', { name: 'Opening...' }).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Invite Member' }).waitFor();
    // the open dialog hides the page from the accessibility tree
    const under = page.getByRole('button', { name: 'Invite Member', includeHidden: true });
    expect(await under.getAttribute('aria-busy')).toBeNull();
    await page.context().close();
  });

  it('pages through a group with more than 20 posts with Load More', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await openGroupAsAna(page, '?tab=feed');
    const list = page.locator('main li > article');
    await expect.poll(() => list.count()).toBe(20);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => list.count()).toBe(40);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => list.count()).toBe(45);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await page.context().close();
  });
});
