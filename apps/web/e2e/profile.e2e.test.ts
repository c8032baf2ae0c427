import { describe, expect, inject, it } from 'vitest';
import type { Request } from 'playwright';
import { fileBrowser } from './browser';
import { captureMultipartUploads, jpegSize, rampPng, type CapturingWindow } from './images';
import { signInAs } from './session';

const baseURL = inject('baseURL');
const browser = fileBrowser();

describe('a member edits her profile', () => {
  it('resizes a 4000x3000 PNG to a JPEG within 300x300, saves name and bio, and shows them', async () => {
    const page = await browser.openPage();
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/users/me/profile/photo')) {
        uploads.push(request);
      }
    });
    await page.addInitScript(captureMultipartUploads);
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();

    await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.title()).toBe('Profile | RepRally');
    await page.getByRole('button', { name: 'Edit Profile' }).click();

    const photo = page.getByLabel(/Profile Photo/);
    const preview = page.getByRole('img', { name: 'Preview of your new profile photo' });
    expect(await photo.getAttribute('accept')).toBe('image/*');

    // a file that is not an image is refused
    await photo.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await page.getByText('Please choose an image file.').waitFor();
    expect(await preview.count()).toBe(0);

    await photo.setInputFiles({
      name: 'large.png',
      mimeType: 'image/png',
      buffer: rampPng(4000, 3000),
    });
    await preview.waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ana Rally');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Resized and proud.');
    await page.getByRole('button', { name: 'Save Profile' }).click();

    await page.getByText('Profile updated successfully!').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 2, name: 'Ana Rally' }).waitFor();
    await page.getByText('Resized and proud.').waitFor();

    // what went up: one multipart field `file`, a JPEG of at most 300x300 (300x225 here)
    expect(uploads).toHaveLength(1);
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
      { field: 'file', type: 'image/jpeg' },
    ]);
    expect(jpegSize(Buffer.from(sent[0]?.bytes ?? []))).toEqual({ width: 300, height: 225 });

    // and what the profile shows is that picture, loaded from the relative address the server
    // answered (the mock backend's service worker serves it as a stored JPEG)
    const shown = page.locator('main img').first();
    await expect
      .poll(() => shown.getAttribute('src'))
      .toMatch(/^\/api\/v1\/media\/upload-\d+-[a-z0-9]+\.jpg$/);
    const served = await page.evaluate(
      async (src) => {
        const answer = await fetch(src);
        return { status: answer.status, type: answer.headers.get('content-type') };
      },
      (await shown.getAttribute('src')) ?? '',
    );
    expect(served).toEqual({ status: 200, type: 'image/jpeg' });
    expect(
      await shown.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    ).toEqual([300, 225]);

    // back on the dashboard (its leaderboard was read before the save, and counts as fresh for
    // 30 s): the saved profile invalidated it, so the card shows the new name
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.locator('main').getByText('Ana Rally').first().waitFor();
    await page.context().close();
  });

  it('shows her new name in the group she saw before saving it, without a reload', async () => {
    const page = await browser.openPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseURL}/groups/1?tab=members`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }).waitFor();
    const members = page.getByRole('list', { name: 'Members' });
    await members.waitFor();

    // to her profile and back in the app, within the group's 30 s of freshness
    await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ana Renamed');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Dawn Patrol Lifters' }).waitFor();
    await members.getByText('Ana Renamed').waitFor();
    await page.context().close();
  });
});
