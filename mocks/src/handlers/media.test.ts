import { describe, expect, it } from 'vitest';
import { db } from '../db/index';
import { avatarUrl, brokenImageUrl, photoUrl } from '../db/media';
import { hostileUrls } from '../db/hostile';
import { server } from '../node';
import { personas } from '../personas';
import { scenarios } from '../scenarios/index';
import { as, useMockServer } from '../testing/mock-api';

useMockServer();

/** Fetches a relative picture address the way a page on http://localhost would, without a token. */
const load = (url: string) => fetch(new URL(url, 'http://localhost'));

const jpeg = (bytes: number[]) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

async function uploadProfilePhoto(file: Blob): Promise<string> {
  const form = new FormData();
  form.set('file', file, 'me.jpg');
  const answer = await as(personas.member).post('/users/me/profile/photo', form);
  expect(answer.status).toBe(200);
  return (answer.body as { profilePhotoUrl: string }).profilePhotoUrl;
}

describe('media: pictures served from relative addresses on the API path', () => {
  it('hands out every seeded picture as a relative /api/v1/media address, never inline data', () => {
    const { members, photos } = db.tables;
    const served = [
      ...members.map((row) => row.profilePhotoUrl),
      ...photos.map((row) => row.photoUrl),
    ].filter((url): url is string => url !== null && !hostileUrls.includes(url as never));
    expect(served.length).toBeGreaterThan(40);
    // a name's letters in any script are percent-encoded in its avatar's key
    for (const url of served) expect(url).toMatch(/^\/api\/v1\/media\/(?:[\w.-]|%[0-9A-F]{2})+$/);
  });

  it('keeps the hostile photo address in the seed for the UI to refuse', () => {
    expect(db.tables.members.map((row) => row.profilePhotoUrl)).toContain('javascript:alert(1)');
  });

  it('answers a drawn avatar as a cacheable SVG, the same bytes every time, without a token', async () => {
    const url = avatarUrl('Ana Moreno', 5);
    expect(url).toBe('/api/v1/media/avatar-5-AM.svg');
    const first = await load(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const svg = await first.text();
    expect(svg).toMatch(/^<svg [^>]*>.*>AM<\/text><\/svg>$/);
    expect(await (await load(url)).text()).toBe(svg);
  });

  it.each([
    ['מרים כהן', 'מכ'],
    ['مريم الحسيني', 'ما'],
    ['Ана Морено', 'АМ'],
    ['💪 Tomás Ruiz 🏋️', 'TR'],
    ['ßigrid ørsted', 'ßØ'],
    ['مريم Smith', 'م'],
    ['<img src=x onerror=alert(1)>', 'IS'],
    ['🏋️ 💪', 'R'],
  ])("draws %s's avatar with the initials %s, in the name's own script", async (name, initials) => {
    const answer = await load(avatarUrl(name, 3));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(new RegExp(`>${initials}</text></svg>$`));
  });

  it('answers a drawn group photo by its type and number', async () => {
    const answer = await load(photoUrl('Progress', 7));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Progress #7');
  });

  it.each([
    '/api/v1/media/nothing-here.png',
    '/api/v1/media/avatar-9-AM.svg',
    '/api/v1/media/avatar-1-%3Cb%3E.svg',
    '/api/v1/media/avatar-1-%F0%9F%92%AA.svg',
    '/api/v1/media/avatar-1-ABC.svg',
    '/api/v1/media/photo-selfie-1.svg',
    '/api/v1/media/upload-999.jpg',
  ])('answers %s with a 404 that is not cached', async (url) => {
    const answer = await load(url);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the broken picture at once with bytes that are no PNG', async () => {
    const answer = await load(brokenImageUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(bytes.length).toBeLessThan(8);
    expect([...bytes.subarray(0, 4)]).not.toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('stores an uploaded profile photo and serves its bytes and type from the answered address', async () => {
    const url = await uploadProfilePhoto(jpeg([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xd9]));
    expect(url).toMatch(/^\/api\/v1\/media\/upload-\d+-[a-z0-9]+\.jpg$/);
    expect((await as(personas.member).get('/users/me')).body).toMatchObject({
      profilePhotoUrl: url,
    });
    const answer = await load(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([
      0xff, 0xd8, 0xff, 0xe0, 0xff, 0xd9,
    ]);
  });

  it('deletes a replaced profile photo, and a new upload never reuses its address', async () => {
    const first = await uploadProfilePhoto(jpeg([0xff, 0xd8, 0x01, 0xff, 0xd9]));
    const second = await uploadProfilePhoto(jpeg([0xff, 0xd8, 0x01, 0xff, 0xd9]));
    expect(second).not.toBe(first);
    expect((await load(first)).status).toBe(404);
    expect((await load(second)).status).toBe(200);
    expect(db.tables.media).toHaveLength(1);
  });

  it('keeps uploads through a snapshot and restore through JSON', async () => {
    const url = await uploadProfilePhoto(jpeg([0xff, 0xd8, 0x02, 0xff, 0xd9]));
    const saved = JSON.parse(JSON.stringify(db.snapshot())) as unknown;
    db.tables.media.length = 0;
    expect((await load(url)).status).toBe(404);
    expect(db.restore(saved)).toBe(true);
    expect([...new Uint8Array(await (await load(url)).arrayBuffer())]).toEqual([
      0xff, 0xd8, 0x02, 0xff, 0xd9,
    ]);
  });

  it('has scenarios like every other group', async () => {
    const url = avatarUrl('Ana Moreno', 5);
    server.use(...scenarios.media.error(500));
    expect((await load(url)).status).toBe(500);
    server.resetHandlers(...scenarios.media.empty());
    expect((await load(url)).status).toBe(404);
    server.resetHandlers(...scenarios.media.networkError());
    await expect(load(url)).rejects.toThrow();
  });
});
