import * as v from 'valibot';
import {
  dateTimeWireSchema,
  memberNameWireSchema,
  photoUrlWireSchema,
  recordIdSchema,
  toDate,
  toPhotoUrl,
  toText,
} from './common';

/** Photo types; Meal is the default. */
export const photoTypes = ['Meal', 'Temptation', 'Progress', 'Workout'] as const;
export type PhotoType = (typeof photoTypes)[number];

/** Reaction types; Heart is the one the product uses. */
export const reactionTypes = ['Heart'] as const;
export type ReactionType = (typeof reactionTypes)[number];

/** The feed pages by 20 from offset 0. */
export const PHOTO_PAGE_SIZE = 20;

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Photo post. */
export const photoPostWireSchema = v.object({
  id: recordIdSchema,
  type: v.picklist(photoTypes),
  caption: v.nullish(v.string()),
  photoUrl: v.string(),
  uploadedAt: dateTimeWireSchema,
  challengeId: v.nullish(recordIdSchema),
  user: v.object({ name: memberNameWireSchema, profilePhotoUrl: photoUrlWireSchema }),
  reactionsCount: countSchema,
  commentsCount: countSchema,
  currentUserReaction: v.nullish(v.picklist(reactionTypes)),
});
export type PhotoPostWire = v.InferInput<typeof photoPostWireSchema>;

export type PhotoPost = {
  id: number;
  type: PhotoType;
  caption: string;
  photoUrl: string;
  uploadedAt: Date;
  challengeId: number | null;
  user: { name: string; profilePhotoUrl: string | null };
  reactionsCount: number;
  commentsCount: number;
  currentUserReaction: ReactionType | null;
};

export const photoPostSchema = v.pipe(
  photoPostWireSchema,
  v.transform((wire): PhotoPost => ({
    id: wire.id,
    type: wire.type,
    caption: wire.caption ?? '',
    photoUrl: wire.photoUrl,
    uploadedAt: toDate(wire.uploadedAt),
    challengeId: wire.challengeId ?? null,
    user: {
      name: toText(wire.user.name),
      profilePhotoUrl: toPhotoUrl(wire.user.profilePhotoUrl),
    },
    reactionsCount: wire.reactionsCount,
    commentsCount: wire.commentsCount,
    currentUserReaction: wire.currentUserReaction ?? null,
  })),
);

/** GET /groups/{id}/photos: one page; `HasMore` is capitalised on the wire. */
export const photoFeedPageWireSchema = v.object({
  photos: v.array(photoPostWireSchema),
  HasMore: v.boolean(),
});
export type PhotoFeedPageWire = v.InferInput<typeof photoFeedPageWireSchema>;

export type PhotoFeedPage = { photos: PhotoPost[]; hasMore: boolean };

export const photoFeedPageSchema = v.pipe(
  v.object({ photos: v.array(photoPostSchema), HasMore: v.boolean() }),
  v.transform((wire): PhotoFeedPage => ({ photos: wire.photos, hasMore: wire.HasMore })),
);

/**
 * Query of GET /groups/{id}/photos as it arrives in the URL (strings), for the mock server:
 * limit (default 20), offset (default 0), optional challengeId and type.
 */
export const photoFeedQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.digits(), v.toNumber(), v.integer(), v.minValue(1)),
    String(PHOTO_PAGE_SIZE),
  ),
  offset: v.optional(v.pipe(v.string(), v.digits(), v.toNumber(), v.integer()), '0'),
  challengeId: v.optional(v.pipe(v.string(), v.digits(), v.toNumber(), recordIdSchema)),
  type: v.optional(v.picklist(photoTypes)),
});
export type PhotoFeedQuery = v.InferOutput<typeof photoFeedQuerySchema>;

/** Multipart field names of POST /groups/{groupId}/photos (share photo form). */
export const SHARE_PHOTO_FIELDS = {
  photo: 'photo',
  caption: 'caption',
  photoType: 'photoType',
  groupId: 'groupId',
  challengeId: 'challengeId',
} as const;

/** The share-photo form as the server reads it: text fields are strings in multipart. */
export const sharePhotoFormSchema = v.object({
  photo: v.blob('Please select a photo to share'),
  caption: v.optional(v.string(), ''),
  photoType: v.optional(v.picklist(photoTypes), 'Meal'),
  groupId: v.pipe(v.string(), v.digits(), v.toNumber(), recordIdSchema),
  challengeId: v.optional(v.pipe(v.string(), v.digits(), v.toNumber(), recordIdSchema)),
});
export type SharePhotoForm = v.InferOutput<typeof sharePhotoFormSchema>;

/** Photo comment; the author's `Name` is capitalised on the wire. */
export const photoCommentWireSchema = v.object({
  id: recordIdSchema,
  content: v.string(),
  createdAt: dateTimeWireSchema,
  user: v.object({ Name: memberNameWireSchema, profilePhotoUrl: photoUrlWireSchema }),
});
export type PhotoCommentWire = v.InferInput<typeof photoCommentWireSchema>;

export type PhotoComment = {
  id: number;
  content: string;
  createdAt: Date;
  user: { name: string; profilePhotoUrl: string | null };
};

export const photoCommentSchema = v.pipe(
  photoCommentWireSchema,
  v.transform((wire): PhotoComment => ({
    id: wire.id,
    content: wire.content,
    createdAt: toDate(wire.createdAt),
    user: {
      name: toText(wire.user.Name),
      profilePhotoUrl: toPhotoUrl(wire.user.profilePhotoUrl),
    },
  })),
);

/** GET /groups/{id}/photos/{photoId}/comments */
export const photoCommentsWireSchema = v.array(photoCommentWireSchema);
export const photoCommentsSchema = v.array(photoCommentSchema);

/** POST /groups/{id}/photos/{photoId}/comments body: trimmed text non-empty. */
export const photoCommentRequestSchema = v.object({
  content: v.pipe(v.string(), v.trim(), v.nonEmpty('Comment cannot be empty')),
});
export type PhotoCommentRequest = v.InferOutput<typeof photoCommentRequestSchema>;

/** POST /groups/{id}/photos/{photoId}/reactions body. */
export const photoReactionRequestSchema = v.object({ reactionType: v.picklist(reactionTypes) });
export type PhotoReactionRequest = v.InferOutput<typeof photoReactionRequestSchema>;
