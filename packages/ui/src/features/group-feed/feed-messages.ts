import { countOf } from '../../format/count';
/** What the group feed says, in one place. */
export const feedMessages = {
  photoRequired: 'Please select a photo to share',
  commentRequired: 'Comment cannot be empty',
  sharePhoto: 'Share Photo',
  sharing: 'Sharing...',
  shareTitle: 'Share a photo',
  photoLabel: 'Photo',
  captionLabel: 'Caption',
  typeLabel: 'Type',
  uploadProgress: 'Uploading photo',
  loadMore: 'Load More',
  loadingMore: 'Loading...',
  loadingFeed: 'Loading photos',
  loadingComments: 'Loading comments',
  emptyTitle: 'No photos yet',
  emptyDescription: 'Share the first photo with the group.',
  noComments: 'No comments yet',
  commentLabel: 'Add a comment',
  postComment: 'Post',
  posting: 'Posting...',
  /** Said to a screen reader once her comment is in: the list shows it to the eye. */
  commentPosted: 'Comment posted.',
  /** Said under the share button once a photo is shared, until she begins the next one. */
  photoShared: 'Photo shared.',
  heart: 'Heart',
  photoUnavailable: 'Photo unavailable',
} as const;

/** '1 heart', '3 hearts'. */
export const heartCount = (count: number) => countOf(count, 'heart', 'hearts');
/** '1 comment', '3 comments'. */
export const commentCount = (count: number) => countOf(count, 'comment', 'comments');
/**
 * The photo's alternative text: what it is and who shared it. Never its caption, which is written
 * under it as text and would be read twice.
 */
export const photoAlt = (type: string, poster: string) => `${type} photo shared by ${poster}`;
