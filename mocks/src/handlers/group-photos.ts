import {
  photoCommentRequestSchema,
  photoFeedQuerySchema,
  photoReactionRequestSchema,
  sharePhotoFormSchema,
  type PhotoCommentWire,
  type PhotoFeedPageWire,
  type PhotoPostWire,
} from '@reprally/api-client';
import { createComment, createPhoto, createReaction } from '../db/factories';
import type { CommentRow, GroupRow, PhotoRow, Tables } from '../db/tables';
import { memberGroup, visibleGroup } from './group-access';
import {
  json,
  problem,
  readForm,
  readJson,
  readQuery,
  recordIdParam,
  routeGroup,
  type RouteContext,
} from './route';
import { storeUpload } from './uploads';

function authorOf(tables: Tables, memberId: string) {
  const member = tables.members.find((row) => row.id === memberId);
  return {
    // a member still here may have no name (null), as the server sends it
    name: member ? member.name : 'Former member',
    profilePhotoUrl: member?.profilePhotoUrl ?? null,
  };
}

function photoPostWire(tables: Tables, photo: PhotoRow, viewerId: string): PhotoPostWire {
  const reactions = tables.reactions.filter((row) => row.photoId === photo.id);
  const mine = reactions.find((row) => row.memberId === viewerId);
  return {
    id: photo.id,
    type: photo.type,
    caption: photo.caption,
    photoUrl: photo.photoUrl,
    uploadedAt: photo.uploadedAt,
    challengeId: photo.challengeId,
    user: authorOf(tables, photo.memberId),
    reactionsCount: reactions.length,
    commentsCount: tables.comments.filter((row) => row.photoId === photo.id).length,
    currentUserReaction: mine?.reactionType === 'Heart' ? 'Heart' : null,
  };
}

function commentWire(tables: Tables, comment: CommentRow): PhotoCommentWire {
  const author = authorOf(tables, comment.memberId);
  return {
    id: comment.id,
    content: comment.content,
    createdAt: comment.createdAt,
    user: { Name: author.name, profilePhotoUrl: author.profilePhotoUrl },
  };
}

/** GET /groups/{id}/photos: newest first, pages of `limit` from `offset` with HasMore. */
function feed(context: RouteContext): PhotoFeedPageWire {
  const group = visibleGroup(context);
  const query = readQuery(context, photoFeedQuerySchema);
  const { tables } = context.db;
  const matching = tables.photos
    .filter(
      (photo) =>
        photo.groupId === group.id &&
        (query.challengeId === undefined || photo.challengeId === query.challengeId) &&
        (query.type === undefined || photo.type === query.type),
    )
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);
  const page = matching.slice(query.offset, query.offset + query.limit);
  return {
    photos: page.map((photo) => photoPostWire(tables, photo, context.caller.member.id)),
    HasMore: query.offset + page.length < matching.length,
  };
}

function photoOf(context: RouteContext, group: GroupRow): PhotoRow {
  const photoId = recordIdParam(context, 'photoId', 'Invalid photo ID');
  const photo = context.db.tables.photos.find(
    (row) => row.id === photoId && row.groupId === group.id,
  );
  if (!photo) throw problem(404, 'Photo not found');
  return photo;
}

async function sharePhoto(context: RouteContext): Promise<Response> {
  const group = memberGroup(context);
  const form = await readForm(context, sharePhotoFormSchema);
  if (form.groupId !== group.id) throw problem(400, 'groupId does not match the group in the path');
  if (!form.photo.type.startsWith('image/')) throw problem(400, 'Only image files can be shared');
  const { db, caller, now } = context;
  if (
    form.challengeId !== undefined &&
    !db.tables.groupChallenges.some(
      (row) => row.id === form.challengeId && row.groupId === group.id,
    )
  ) {
    throw problem(400, 'That challenge is not part of this group');
  }
  const photo = db.insert(
    'photos',
    createPhoto({
      groupId: group.id,
      memberId: caller.member.id,
      challengeId: form.challengeId ?? null,
      type: form.photoType,
      caption: form.caption,
      photoUrl: await storeUpload(db, form.photo),
      uploadedAt: now.toISOString(),
    }),
  );
  return json({ id: photo.id }, 201);
}

function comments(context: RouteContext): PhotoCommentWire[] {
  const photo = photoOf(context, visibleGroup(context));
  const { tables } = context.db;
  return tables.comments
    .filter((row) => row.photoId === photo.id)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    .map((row) => commentWire(tables, row));
}

async function addComment(context: RouteContext): Promise<Response> {
  const photo = photoOf(context, memberGroup(context));
  const { content } = await readJson(context, photoCommentRequestSchema);
  const { db, caller, now } = context;
  const comment = db.insert(
    'comments',
    createComment({
      photoId: photo.id,
      memberId: caller.member.id,
      content,
      createdAt: now.toISOString(),
    }),
  );
  return json(commentWire(db.tables, comment), 201);
}

/** A reaction toggles: the same reaction again takes it back. */
async function react(context: RouteContext): Promise<Response> {
  const photo = photoOf(context, memberGroup(context));
  const { reactionType } = await readJson(context, photoReactionRequestSchema);
  const { db, caller, now } = context;
  const { reactions } = db.tables;
  const mine = reactions.find(
    (row) => row.photoId === photo.id && row.memberId === caller.member.id,
  );
  if (mine && mine.reactionType === reactionType) reactions.splice(reactions.indexOf(mine), 1);
  else if (mine) mine.reactionType = reactionType;
  else
    db.insert(
      'reactions',
      createReaction({
        photoId: photo.id,
        memberId: caller.member.id,
        reactionType,
        createdAt: now.toISOString(),
      }),
    );
  const post = photoPostWire(db.tables, photo, caller.member.id);
  return json({
    reactionsCount: post.reactionsCount,
    currentUserReaction: post.currentUserReaction,
  });
}

export const groupPhotoRoutes = routeGroup([
  {
    call: 'groups.photos.list',
    access: 'member',
    resolve: (context) => json(feed(context)),
    empty: (context) => {
      visibleGroup(context);
      return { photos: [], HasMore: false } satisfies PhotoFeedPageWire;
    },
  },
  { call: 'groups.photos.share', access: 'member', resolve: sharePhoto },
  {
    call: 'groups.photos.comments.list',
    access: 'member',
    resolve: (context) => json(comments(context)),
    empty: (context) => {
      photoOf(context, visibleGroup(context));
      return [];
    },
  },
  {
    call: 'groups.photos.comments.add',
    access: 'member',
    resolve: addComment,
  },
  {
    call: 'groups.photos.react',
    access: 'member',
    resolve: react,
  },
]);
