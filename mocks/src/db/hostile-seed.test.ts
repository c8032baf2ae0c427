import { callCatalogue, createApiClient } from '@reprally/api-client';
import { describe, expect, it } from 'vitest';
import { createMockAccessToken } from '../auth';
import { personas } from '../personas';
import { useMockServer } from '../testing/mock-api';
import { db } from './index';
import { hostilePictureUrls, hostileStrings } from './hostile';
import { hostileTextFields, hostileUrlFields, seedHostile } from './hostile-seed';

const corpus = new Set<string>(hostileStrings);
const pictures = new Set<string>(hostilePictureUrls);

// the mock server, and the seed back before each test
useMockServer();

describe('the hostile scenario', () => {
  it('writes hostile text into every field that holds user content, and nothing else', () => {
    const world = seedHostile();
    for (const field of hostileTextFields) {
      expect(world.placed[field].length, field).toBeGreaterThan(0);
      for (const value of world.placed[field]) expect(corpus.has(value), field).toBe(true);
    }
    const { tables } = db;
    const personaIds = new Set<string>(Object.values(personas).map((persona) => persona.sub));
    const texts = [
      ...tables.members
        .filter((row) => !personaIds.has(row.id) && row.id !== world.namelessMemberId)
        .map((row) => row.name ?? ''),
      ...tables.members.map((row) => row.bio),
      ...tables.groups.flatMap((row) => [row.name, row.description]),
      ...tables.photos.map((row) => row.caption),
      ...tables.comments.map((row) => row.content),
      ...tables.challenges.flatMap((row) => [row.name, row.badge, row.description]),
      ...tables.monthlyBadges.flatMap((row) => [row.name, row.description]),
      ...tables.groupChallenges.flatMap((row) => [row.name, row.description]),
      ...tables.measurementTypes.map((row) => row.name),
    ];
    expect(texts.filter((text) => !corpus.has(text))).toEqual([]);
  });

  it('leaves one member of the group Ana owns without a name, and her post newest in its feed', () => {
    const world = seedHostile();
    const { tables } = db;
    expect(tables.members.filter((row) => row.name === null).map((row) => row.id)).toEqual([
      world.namelessMemberId,
    ]);
    expect(
      tables.groupMemberships.some(
        (row) => row.groupId === world.groupId && row.memberId === world.namelessMemberId,
      ),
    ).toBe(true);
    expect(tables.photos.find((row) => row.id === world.photoId)?.memberId).toBe(
      world.namelessMemberId,
    );
  });

  it('deals every string of the corpus out to at least three kinds of field', () => {
    const world = seedHostile();
    const fieldsOf = (text: string) =>
      hostileTextFields.filter((field) => world.placed[field].includes(text));
    for (const text of hostileStrings)
      expect(fieldsOf(text).length, JSON.stringify(text)).toBeGreaterThanOrEqual(3);
  });

  it("puts the whole corpus, in order, in the comments of the newest post of Ana's group", () => {
    const world = seedHostile();
    const { tables } = db;
    const group = tables.groups.find((row) => row.id === world.groupId);
    expect(group?.creatorId).toBe(personas.member.sub);
    const posts = tables.photos
      .filter((row) => row.groupId === world.groupId)
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    expect(posts[0]?.id).toBe(world.photoId);
    const comments = tables.comments
      .filter((row) => row.photoId === world.photoId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(comments.map((row) => row.content)).toEqual([...hostileStrings]);
    const members = new Set(
      tables.groupMemberships
        .filter((row) => row.groupId === world.groupId)
        .map((row) => row.memberId),
    );
    expect(comments.every((row) => members.has(row.memberId))).toBe(true);
  });

  it('gives every picture field hostile addresses, and uses every hostile address', () => {
    const world = seedHostile();
    for (const field of hostileUrlFields) {
      expect(world.placed[field].length, field).toBeGreaterThan(0);
      for (const url of world.placed[field]) expect(pictures.has(url), field).toBe(true);
    }
    const used = new Set(hostileUrlFields.flatMap((field) => world.placed[field]));
    expect(hostilePictureUrls.filter((url) => !used.has(url))).toEqual([]);
    const { tables } = db;
    for (const persona of [personas.member, personas.admin])
      expect(
        pictures.has(tables.members.find((row) => row.id === persona.sub)?.profilePhotoUrl ?? ''),
      ).toBe(true);
    expect(tables.monthlyBadges.every((row) => pictures.has(row.imageUrl))).toBe(true);
  });

  it('keeps the personas as the identity provider knows them, and a running challenge for Ana', () => {
    const world = seedHostile();
    const { tables } = db;
    for (const persona of Object.values(personas))
      expect(tables.members.find((row) => row.id === persona.sub)).toMatchObject({
        name: persona.name,
        email: persona.email,
      });
    const challenge = tables.groupChallenges.find((row) => row.id === world.groupChallengeId);
    expect(challenge?.groupId).toBe(world.groupId);
    const types = tables.measurementTypes.filter(
      (row) => row.challengeId === world.groupChallengeId,
    );
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((row) => corpus.has(row.name))).toBe(true);
  });

  it('survives the JSON round trip the browser keeps it in', () => {
    seedHostile();
    const snapshot = db.snapshot();
    const copy: unknown = JSON.parse(JSON.stringify(snapshot));
    expect(copy).toEqual(snapshot);
  });

  it.each(
    callCatalogue
      .filter((entry) => entry.method === 'GET')
      .map((entry) => [entry.name, entry] as const),
  )("%s answers within the client's schemas, hostile rows and all", async (_name, entry) => {
    const world = seedHostile();
    const persona = entry.path.startsWith('/admin/') ? personas.admin : personas.member;
    const client = createApiClient({
      baseURL: 'http://localhost/api/v1',
      getAccessToken: async () => createMockAccessToken(persona),
    });
    const type = db.tables.measurementTypes.find(
      (row) => row.challengeId === world.groupChallengeId,
    );
    // resolves only when the answer passed the client's response schemas
    await entry.invoke(client, {
      groupId: world.groupId,
      challengeId: world.groupChallengeId,
      measurementTypeId: type?.id ?? 0,
      photoId: world.photoId,
      searchText: hostileStrings[0] ?? '',
    });
  });
});
