import type { Http, RequestOptions, UploadOptions } from '../http';
import type { CreatedId } from '../schemas/common';
import {
  PHOTO_PAGE_SIZE,
  SHARE_PHOTO_FIELDS,
  type PhotoComment,
  type PhotoCommentRequest,
  type PhotoFeedPage,
  type PhotoReactionRequest,
  type PhotoType,
  type ReactionType,
} from '../schemas/photos';

export type PhotoFeedFilter = {
  limit?: number;
  offset?: number;
  challengeId?: number;
  type?: PhotoType;
};

export type SharePhotoInput = {
  photo: Blob;
  caption?: string;
  /** Meal by default. */
  photoType?: PhotoType;
  /** Set when the photo belongs to a group challenge's feed. */
  challengeId?: number;
};

export const groupPhotoCalls = (http: Http) => ({
  /** GET /groups/{id}/photos: one page; limit 20 and offset 0 unless given. */
  list: (
    groupId: number,
    { limit = PHOTO_PAGE_SIZE, offset = 0, challengeId, type }: PhotoFeedFilter = {},
    options: RequestOptions = {},
  ): Promise<PhotoFeedPage> =>
    http.call('groups.photos.list', {
      ...options,
      params: { groupId },
      query: { limit, offset, challengeId, type },
    }),
  /** POST /groups/{groupId}/photos, multipart (share photo form); answers the id. */
  share: (
    groupId: number,
    { photo, caption = '', photoType = 'Meal', challengeId }: SharePhotoInput,
    { onProgress, signal }: UploadOptions = {},
  ): Promise<CreatedId> => {
    const form = new FormData();
    form.append(SHARE_PHOTO_FIELDS.photo, photo);
    form.append(SHARE_PHOTO_FIELDS.caption, caption);
    form.append(SHARE_PHOTO_FIELDS.photoType, photoType);
    form.append(SHARE_PHOTO_FIELDS.groupId, String(groupId));
    if (challengeId !== undefined) {
      form.append(SHARE_PHOTO_FIELDS.challengeId, String(challengeId));
    }
    return http.call('groups.photos.share', {
      params: { groupId },
      body: form,
      onProgress,
      signal,
    });
  },
  comments: {
    /** GET /groups/{id}/photos/{photoId}/comments */
    list: (
      groupId: number,
      photoId: number,
      options: RequestOptions = {},
    ): Promise<PhotoComment[]> =>
      http.call('groups.photos.comments.list', { ...options, params: { groupId, photoId } }),
    /** POST /groups/{id}/photos/{photoId}/comments with `{ content }`. */
    add: async (groupId: number, photoId: number, content: string): Promise<void> => {
      const body: PhotoCommentRequest = { content };
      await http.call('groups.photos.comments.add', { params: { groupId, photoId }, body });
    },
  },
  /** POST /groups/{id}/photos/{photoId}/reactions with `{ reactionType }` (Heart). */
  react: async (
    groupId: number,
    photoId: number,
    reactionType: ReactionType = 'Heart',
  ): Promise<void> => {
    const body: PhotoReactionRequest = { reactionType };
    await http.call('groups.photos.react', { params: { groupId, photoId }, body });
  },
});
