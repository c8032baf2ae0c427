import { personas } from '../personas';
import { addDays, serverNow } from './calendar';
import { db as sharedDb, type Database } from './database';
import { createComment, createPhoto } from './factories';
import { hostilePictureUrls, hostileStrings } from './hostile';

/** Every field of the mock world that holds text a member wrote. */
export const hostileTextFields = [
  'member.name',
  'member.bio',
  'group.name',
  'group.description',
  'photo.caption',
  'comment.content',
  'challenge.name',
  'challenge.badge',
  'challenge.description',
  'monthlyBadge.name',
  'monthlyBadge.description',
  'groupChallenge.name',
  'groupChallenge.description',
  'measurementType.name',
] as const;
export type HostileTextField = (typeof hostileTextFields)[number];

/** Every field of the mock world that holds a picture address. */
export const hostileUrlFields = [
  'member.profilePhotoUrl',
  'photo.photoUrl',
  'monthlyBadge.imageUrl',
] as const;
export type HostileUrlField = (typeof hostileUrlFields)[number];

/** What the hostile scenario wrote where, and the rows a test opens to meet all of it. */
export type HostileWorld = {
  /** The hostile values written into each field (a value once per row it went into). */
  placed: Record<HostileTextField | HostileUrlField, string[]>;
  /** Ana's own group, whose newest post carries every hostile string as a comment. */
  groupId: number;
  /** That post. */
  photoId: number;
  /**
   * A member of that group with no name at all (null, as for a member whose identity provider
   * gave none and who has saved none): the newest post is hers, so the feed, the group's members
   * and every list she is in must show her without failing to read.
   */
  namelessMemberId: string;
  /** A running challenge of that group that Ana takes part in, with its measurement types. */
  groupChallengeId: number;
};

/**
 * The hostile scenario: rewrites the seeded world (run `seedDatabase()` or `resetDb()` first) so
 * that every field holding user content carries the hostile corpus (`hostileStrings`), dealt in
 * turn over the fields and rows, and every picture address carries a hostile one
 * (`hostilePictureUrls`). The personas keep their names and e-mails (the identity provider
 * knows them by those), but not their bios or photos; one other member of Ana's group has no
 * name at all. Ana's own group gets a newest post, that member's, whose comments are the whole
 * corpus, so one screen meets every string at least once.
 */
export function seedHostile(database: Database = sharedDb): HostileWorld {
  const tables = database.tables;
  const placed = Object.fromEntries(
    [...hostileTextFields, ...hostileUrlFields].map((field) => [field, [] as string[]]),
  ) as HostileWorld['placed'];
  let cursor = 0;
  const nextText = (field: HostileTextField): string => {
    const text = hostileStrings[cursor % hostileStrings.length] ?? '';
    cursor += 1;
    placed[field].push(text);
    return text;
  };
  let urlCursor = 0;
  const nextUrl = (field: HostileUrlField): string => {
    const url = hostilePictureUrls[urlCursor % hostilePictureUrls.length] ?? '';
    urlCursor += 1;
    placed[field].push(url);
    return url;
  };

  // what Ana and Kai see in full first (every challenge and monthly badge, every member's name),
  // so the corpus is dealt over the screens that list everything before it wraps around
  for (const challenge of tables.challenges) {
    challenge.name = nextText('challenge.name');
    challenge.badge = nextText('challenge.badge');
    challenge.description = nextText('challenge.description');
  }
  for (const badge of tables.monthlyBadges) {
    badge.name = nextText('monthlyBadge.name');
    badge.description = nextText('monthlyBadge.description');
    badge.imageUrl = nextUrl('monthlyBadge.imageUrl');
  }
  const personaIds = new Set<string>(Object.values(personas).map((persona) => persona.sub));
  const ana = personas.member.sub;
  const group = tables.groups.find((row) => row.creatorId === ana);
  if (!group) throw new Error('hostile seed: Ana owns no group');
  const members = tables.groupMemberships
    .filter((row) => row.groupId === group.id)
    .map((row) => row.memberId);
  const nameless = members.find((id) => !personaIds.has(id));
  if (nameless === undefined)
    throw new Error('hostile seed: only personas are in the group Ana owns');
  for (const member of tables.members) {
    if (member.id === nameless) member.name = null;
    else if (!personaIds.has(member.id)) member.name = nextText('member.name');
  }
  tables.members.forEach((member, index) => {
    member.bio = nextText('member.bio');
    // half the members keep a drawn avatar, so real pictures and placeholders sit side by side
    if (personaIds.has(member.id) || index % 2 === 0)
      member.profilePhotoUrl = nextUrl('member.profilePhotoUrl');
  });
  for (const group of tables.groups) {
    group.name = nextText('group.name');
    group.description = nextText('group.description');
  }
  for (const challenge of tables.groupChallenges) {
    challenge.name = nextText('groupChallenge.name');
    challenge.description = nextText('groupChallenge.description');
  }
  for (const type of tables.measurementTypes) type.name = nextText('measurementType.name');
  tables.photos.forEach((photo, index) => {
    photo.caption = nextText('photo.caption');
    if (index % 2 === 0) photo.photoUrl = nextUrl('photo.photoUrl');
  });
  for (const comment of tables.comments) comment.content = nextText('comment.content');

  const now = serverNow();
  const post = database.insert(
    'photos',
    createPhoto({
      id: database.nextId('photos'),
      groupId: group.id,
      memberId: nameless,
      type: 'Progress',
      caption: nextText('photo.caption'),
      // newer than every seeded post (the newest is 0.02 days old): the first in the feed
      uploadedAt: addDays(now, -0.01).toISOString(),
    }),
  );
  hostileStrings.forEach((content, index) => {
    placed['comment.content'].push(content);
    database.insert(
      'comments',
      createComment({
        id: database.nextId('comments'),
        photoId: post.id,
        memberId: members[index % members.length] ?? ana,
        content,
        // 2.5 s apart, in corpus order, all before now
        createdAt: addDays(now, -0.01 + (index + 1) / 34_560).toISOString(),
      }),
    );
  });

  const running = tables.groupChallenges.find(
    (challenge) =>
      challenge.groupId === group.id &&
      new Date(challenge.startDate) <= now &&
      new Date(challenge.endDate) >= now &&
      tables.challengeParticipants.some(
        (row) => row.challengeId === challenge.id && row.memberId === ana,
      ),
  );
  if (!running) throw new Error('hostile seed: no running challenge of Ana in her group');
  return {
    placed,
    groupId: group.id,
    photoId: post.id,
    groupChallengeId: running.id,
    namelessMemberId: nameless,
  };
}
