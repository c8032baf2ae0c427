import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoType } from '@reprally/api-client';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../../api/query-keys';
import { readAgainIfUnanswered, readAllAgain } from '../../api/read-again';
import { readGroupAgainIfRefused } from '../groups/read-group-again';
import { resizePhoto, type PhotoResizeOptions } from '../profile/resize-photo';

/**
 * A shared photo is shrunk in the browser before it goes up: to fit within 1280 x 1280 (large
 * enough for the feed on any screen, small enough to upload quickly on a phone) and re-encoded
 * as JPEG at quality 0.85.
 */
export const FEED_PHOTO_RESIZE: PhotoResizeOptions = {
  maxWidth: 1280,
  maxHeight: 1280,
  type: 'image/jpeg',
  quality: 0.85,
};

export type SharePhotoDraft = { photo: Blob; caption: string; photoType: PhotoType };

/**
 * POST /groups/{groupId}/photos (multipart), with the photo resized first and the upload's
 * progress (0..1). Shared from a challenge's feed, the photo carries the challenge. Success
 * reads the group's feeds again, so the new post shows at the top; a failure is reported (one
 * without an answer reads the feeds again too, as the photo may have been shared). A
 * refusal (403, 404: she is no longer in the group) also reads the group again, so the page stops
 * offering the form; the photo, caption and type stay in the form's kept draft.
 */
export function useSharePhoto(groupId: number, challengeId?: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [uploadProgress, setUploadProgress] = useState(0);
  // the group's feed and every challenge feed of the group may show the new post
  const changed = [{ queryKey: queryKeys.groupFeeds(groupId) }];
  const mutation = useMutation({
    mutationFn: async ({ photo, caption, photoType }: SharePhotoDraft) => {
      setUploadProgress(0);
      const resized = await resizePhoto(photo, FEED_PHOTO_RESIZE);
      return client.groups.photos.share(
        groupId,
        { photo: resized, caption: caption.trim(), photoType, challengeId },
        { onProgress: setUploadProgress },
      );
    },
    onSuccess: () => readAllAgain(queryClient, changed),
    onError: (error) => {
      void client.errors.report(error);
      readGroupAgainIfRefused(queryClient, groupId, error);
      // unanswered, it may have been shared: the feed shows whether it was
      readAgainIfUnanswered(queryClient, error, changed);
    },
  });
  return { ...mutation, uploadProgress };
}
