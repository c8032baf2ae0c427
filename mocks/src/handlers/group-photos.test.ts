import { describe, expect, it } from 'vitest';
import { db } from '../db/index';
import { personas } from '../personas';
import { as, useMockServer } from '../testing/mock-api';

useMockServer();

type Post = {
  id: number;
  type: string;
  reactionsCount: number;
  commentsCount: number;
  currentUserReaction: string | null;
  uploadedAt: string;
};
type Page = { photos: Post[]; HasMore: boolean };

const dawn = () => {
  const group = db.tables.groups.find((row) => row.name === 'Dawn Patrol Lifters');
  if (!group) throw new Error('no Dawn Patrol');
  return group.id;
};

describe('the group photo feed', () => {
  it('pages by 20 from offset 0 by default, newest first, with HasMore', async () => {
    const ana = as(personas.member);
    const total = db.tables.photos.filter((row) => row.groupId === dawn()).length;
    expect(total).toBeGreaterThan(40);
    const first = (await ana.get(`/groups/${dawn()}/photos`)).body as Page;
    expect(first.photos).toHaveLength(20);
    expect(first.HasMore).toBe(true);
    const dates = first.photos.map((photo) => photo.uploadedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const pages: Page[] = [];
    for (let offset = 0; offset < total; offset += 20) {
      pages.push(
        (await ana.get(`/groups/${dawn()}/photos?limit=20&offset=${offset}`)).body as Page,
      );
    }
    expect(pages.map((page) => page.HasMore)).toEqual(
      pages.map((_, index) => index < pages.length - 1),
    );
    const ids = pages.flatMap((page) => page.photos.map((photo) => photo.id));
    expect(new Set(ids).size).toBe(total);
    expect(pages.at(-1)?.photos).toHaveLength(total - 20 * (pages.length - 1));
  });

  it('filters by type and by challenge', async () => {
    const ana = as(personas.member);
    const progress = (await ana.get(`/groups/${dawn()}/photos?type=Progress&limit=100`))
      .body as Page;
    expect(progress.photos.length).toBeGreaterThan(0);
    expect(progress.photos.every((photo) => photo.type === 'Progress')).toBe(true);
    const challengeId = db.tables.photos.find(
      (row) => row.groupId === dawn() && row.challengeId !== null,
    )?.challengeId;
    const ofChallenge = (
      await ana.get(`/groups/${dawn()}/photos?challengeId=${challengeId}&limit=100`)
    ).body as Page;
    const expected = db.tables.photos.filter((row) => row.challengeId === challengeId).length;
    expect(ofChallenge.photos).toHaveLength(expected);
    expect(ofChallenge.HasMore).toBe(false);
  });

  it('counts a new comment and lists it last, with the author capitalised as the wire has it', async () => {
    const ana = as(personas.member);
    const [photo] = ((await ana.get(`/groups/${dawn()}/photos`)).body as Page).photos;
    if (!photo) throw new Error('no photo');
    const added = await ana.post(`/groups/${dawn()}/photos/${photo.id}/comments`, {
      content: '  Great form! <b>wow</b>  ',
    });
    expect(added.status).toBe(201);
    const comments = (await ana.get(`/groups/${dawn()}/photos/${photo.id}/comments`)).body as {
      content: string;
      user: { Name: string };
    }[];
    expect(comments.at(-1)).toMatchObject({
      content: 'Great form! <b>wow</b>',
      user: { Name: 'Ana Moreno' },
    });
    const again = ((await ana.get(`/groups/${dawn()}/photos`)).body as Page).photos.find(
      (row) => row.id === photo.id,
    );
    expect(again?.commentsCount).toBe(photo.commentsCount + 1);
  });

  it('toggles the Heart reaction and its count', async () => {
    const ana = as(personas.member);
    const find = async (id: number) =>
      ((await ana.get(`/groups/${dawn()}/photos?limit=100`)).body as Page).photos.find(
        (row) => row.id === id,
      );
    const photo = ((await ana.get(`/groups/${dawn()}/photos?limit=100`)).body as Page).photos.find(
      (row) => row.currentUserReaction === null,
    );
    if (!photo) throw new Error('no photo without a reaction');
    await ana.post(`/groups/${dawn()}/photos/${photo.id}/reactions`, { reactionType: 'Heart' });
    expect(await find(photo.id)).toMatchObject({
      reactionsCount: photo.reactionsCount + 1,
      currentUserReaction: 'Heart',
    });
    await ana.post(`/groups/${dawn()}/photos/${photo.id}/reactions`, { reactionType: 'Heart' });
    expect(await find(photo.id)).toMatchObject({
      reactionsCount: photo.reactionsCount,
      currentUserReaction: null,
    });
  });

  it('shares a photo from a multipart form and puts it first in the feed', async () => {
    const form = new FormData();
    form.set(
      'photo',
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }),
      'meal.jpg',
    );
    form.set('caption', 'Protein pancakes');
    form.set('photoType', 'Meal');
    form.set('groupId', String(dawn()));
    const shared = await as(personas.member).post(`/groups/${dawn()}/photos`, form);
    expect(shared).toEqual({ status: 201, body: { id: expect.any(Number) } });
    const [first] = ((await as(personas.member).get(`/groups/${dawn()}/photos`)).body as Page)
      .photos;
    expect(first).toMatchObject({
      id: (shared.body as { id: number }).id,
      type: 'Meal',
      caption: 'Protein pancakes',
      reactionsCount: 0,
    });
    const { photoUrl } = first as unknown as { photoUrl: string };
    // a relative address on the API's media path, answering the uploaded bytes
    expect(photoUrl).toMatch(/^\/api\/v1\/media\/upload-\d+-[a-z0-9]+\.jpg$/);
    const served = await fetch(`http://localhost${photoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
  });

  it('refuses a share without a photo', async () => {
    const form = new FormData();
    form.set('groupId', String(dawn()));
    const refused = await as(personas.member).post(`/groups/${dawn()}/photos`, form);
    expect(refused).toEqual({
      status: 400,
      body: { message: 'photo: Required' },
    });
  });
});
