import { useRef, useState, type FormEvent } from 'react';
import { photoTypes, type PhotoType } from '@reprally/api-client';
import { profileSaveMessages } from '@reprally/machines';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Banner } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { FilePicker } from '../../../primitives/FilePicker';
import type { HeadingLevel } from '../../../primitives/Heading';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Select } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { useKeptDraft } from '../../../api/kept-draft';
import { useSentPress } from '../../../api/sent-press';
import { usePreviewUrl } from '../../../media/preview-url';
import { useServerFieldErrors } from '../../../api/useServerFieldErrors';
import { useFocusFirstInvalidOnCheck } from '../../../primitives/Field';
import { checkPhotoReadable } from '../../profile/resize-photo';
import { feedMessages } from '../feed-messages';
import type { SharePhotoDraft } from '../useSharePhoto';

const typeOptions = photoTypes.map((type) => ({ value: type, label: type }));
const isPhotoType = (value: string): value is PhotoType =>
  (photoTypes as readonly string[]).includes(value);

type ShareField = 'photo' | 'caption' | 'photoType';

/** The share request's multipart fields, onto the form's; the group and challenge are not fields. */
const shareRequestFields: Readonly<Record<string, ShareField>> = {
  photo: 'photo',
  caption: 'caption',
  photoType: 'photoType',
};

export type SharePhotoFormProps = {
  /** Called with a valid draft (a photo chosen); resolves when it was shared, rejects otherwise. */
  onShare: (draft: SharePhotoDraft) => Promise<unknown>;
  /** The photo is being resized and sent: the fields rest and the progress bar shows. */
  sharing?: boolean;
  /** Upload progress from 0 to 1. */
  uploadProgress?: number;
  /** Why the last share failed, e.g. 'Failed to share photo: 500'. */
  errorMessage?: string | null;
  /** The form title's level in the page outline (default 2). */
  titleLevel?: HeadingLevel;
  /**
   * Where the photo, caption and type she chose are kept while she is elsewhere in the app (one
   * per feed); without it nothing is kept.
   */
  draftName?: string;
};

/** What the share form holds until the photo is shared. */
type ShareDraft = { photo: File | null; caption: string; photoType: PhotoType };
const emptyShare: ShareDraft = { photo: null, caption: '', photoType: 'Meal' };

/**
 * The share form of a group feed: a photo (required), a caption (optional) and a type (Meal by
 * default). A failed share keeps the chosen photo, caption and type; a shared one clears them and
 * says so ('Photo shared.') until she changes the form again.
 * A refusal naming some of the fields shows under them instead of `errorMessage`, with focus on
 * the first, until the field is edited. A share she pressed before leaving and coming back is
 * followed here as if she had never left: the form rests ('Sharing...') until its answer, and
 * offers nothing to send twice.
 */
export function SharePhotoForm({
  onShare,
  sharing = false,
  uploadProgress = 0,
  errorMessage = null,
  titleLevel = 2,
  draftName,
}: SharePhotoFormProps) {
  // the photo, caption and type she chose wait here while she is elsewhere in the app; coming
  // back, the photo shows as the picker's preview, ready to share
  const [share, setShare] = useKeptDraft<ShareDraft>(draftName ?? null, emptyShare);
  const { photo, caption, photoType } = share;
  // her last photo was shared, and she has not begun another since
  const [shared, setShared] = useState(false);
  // a new picker after a successful share: its chosen file and preview start empty
  const [pickerKey, setPickerKey] = useState(0);
  // the reason the last share failed, as thrown (the failure `errorMessage` tells of)
  const [failure, setFailure] = useState<unknown>(null);
  // the press outlives the form: what she chose goes with the post it made, whether or not she
  // is still here; a share she pressed before leaving and coming back is followed here
  const press = useSentPress<unknown>(draftName === undefined ? [] : [draftName], () => {
    setFailure(null);
    setShare(emptyShare);
    setPickerKey((key) => key + 1);
    setShared(true);
  });
  // this form's own share shows its upload's progress; a followed one, only that it is busy
  const busy = sharing || press.pending;
  const shownError = errorMessage ?? press.failure?.message ?? null;
  const change = (patch: Partial<ShareDraft>) => {
    setShared(false);
    setShare((now) => ({ ...now, ...patch }));
  };
  const [photoKeptAtStart] = useState(photo);
  const keptPreviewUrl = usePreviewUrl(photo !== null && photo === photoKeptAtStart ? photo : null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const server = useServerFieldErrors(failure ?? press.failure, shareRequestFields, formRef);
  const checkStopped = useFocusFirstInvalidOnCheck(formRef);
  // the last file she chose, counted: a check of an earlier one that ends later is not heard
  const photoChecks = useRef(0);
  /**
   * A chosen file is decoded at once, as sharing will read it: one that is no readable picture
   * (a text file named .png) is dropped with its preview, and the reason shows under the field,
   * which takes her focus, rather than when she presses Share Photo.
   */
  const checkChosenPhoto = (file: File | null) => {
    const check = ++photoChecks.current;
    if (!file) return;
    checkPhotoReadable(file).catch(() => {
      if (check !== photoChecks.current) return;
      change({ photo: null });
      setPickerKey((key) => key + 1);
      setPhotoError(profileSaveMessages.imageLoadFailed);
      checkStopped();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setShared(false);
    if (!photo) {
      setPhotoError(feedMessages.photoRequired);
      checkStopped();
      return;
    }
    const sent = press.send(() => onShare({ photo, caption, photoType }));
    // a second press before the busy form was drawn: the first one's request is on its way
    if (!sent) return;
    setDismissedError(null);
    try {
      await sent;
    } catch (reason) {
      // the error shows from `errorMessage`, or under the fields it named; every input stays
      setFailure(reason);
    }
  };

  return (
    <Card as="section" title={feedMessages.shareTitle} titleLevel={titleLevel} titleSize="md">
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        aria-label={feedMessages.shareTitle}
        noValidate
      >
        <Stack gap="md">
          {shownError && dismissedError !== shownError && !server.onFields ? (
            <Alert
              onDismiss={() => {
                setDismissedError(shownError);
                press.clear();
              }}
            >
              {shownError}
            </Alert>
          ) : null}
          <FilePicker
            key={pickerKey}
            label={feedMessages.photoLabel}
            accept="image/*"
            required
            error={photoError ?? server.errorOf('photo')}
            previewAlt="Preview of the photo to share"
            // the feed shows the photo whole in its 4:3 frame; she sees it so before sharing
            shape="frame"
            previewUrl={keptPreviewUrl}
            onFileChange={(file) => {
              change({ photo: file });
              if (file) setPhotoError(null);
              server.clear('photo');
              checkChosenPhoto(file);
            }}
            disabled={busy}
          />
          <TextArea
            label={feedMessages.captionLabel}
            name="caption"
            rows={2}
            value={caption}
            onChange={(event) => {
              change({ caption: event.target.value });
              server.clear('caption');
            }}
            error={server.errorOf('caption')}
            disabled={busy}
          />
          <Select
            label={feedMessages.typeLabel}
            name="photoType"
            options={typeOptions}
            value={photoType}
            onValueChange={(value) => {
              if (isPhotoType(value)) change({ photoType: value });
              server.clear('photoType');
            }}
            error={server.errorOf('photoType')}
            disabled={busy}
          />
          {sharing ? (
            <ProgressBar
              label={feedMessages.uploadProgress}
              value={Math.round(uploadProgress * 100)}
              animate={false}
            />
          ) : null}
          <Inline>
            <Button type="submit" loading={busy} loadingLabel={feedMessages.sharing}>
              {feedMessages.sharePhoto}
            </Button>
          </Inline>
          {/*
            The form is as it was before she began, and her focus stays on the button: the
            message says the photo went, to her eye (the new post may be below the window) and to
            her screen reader.
          */}
          {shared ? <Banner tone="success">{feedMessages.photoShared}</Banner> : null}
        </Stack>
      </form>
    </Card>
  );
}
