import { useRef, useState, type FormEvent, type Ref } from 'react';
import { usePreviewUrl } from '../../../media/preview-url';
import type { ProfileDraft, ProfileSaveContext } from '@reprally/machines';
import { Inline } from '../../../layout/Inline';
import { Stack } from '../../../layout/Stack';
import { Alert } from '../../../primitives/Alert';
import { Button } from '../../../primitives/Button';
import { useFocusFirstInvalid } from '../../../primitives/Field';
import { FilePicker } from '../../../primitives/FilePicker';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';

export const PHOTO_LABEL = 'Profile Photo';
export const UPLOAD_PROGRESS_LABEL = 'Uploading photo';

export type ProfileEditFormProps = {
  /** What the member has typed and chosen so far. */
  draft: ProfileDraft;
  /** Saving: the fields rest and Save shows its spinner. */
  saving?: boolean;
  /** The photo is on its way up: the progress bar shows. */
  uploading?: boolean;
  /** Upload progress from 0 to 1. */
  uploadProgress?: number;
  /** Why the last save failed. */
  errorMessage?: string | null;
  /** The server's message under each field it refused on the last save. */
  fieldErrors?: ProfileSaveContext['fieldErrors'];
  /**
   * The refusal those messages belong to (a refused save, a missing name, an unreadable photo):
   * focus moves to the first of them, once.
   */
  refusal?: unknown;
  /** The Name field, which takes focus when the form opens. */
  nameRef?: Ref<HTMLInputElement>;
  onNameChange: (value: string) => void;
  onBioChange: (value: string) => void;
  /** A new photo chosen (image files only), or null after 'Remove'. */
  onPhotoChange: (photo: File | null) => void;
  /** Her photo as saved (checked safe to show): in the picker until she chooses another. */
  currentPhotoUrl?: string;
  onCancel: () => void;
  onSave: () => void;
};

/** Edit mode of the profile: photo with preview, Name, Bio, Cancel and 'Save Profile'. */
export function ProfileEditForm({
  draft,
  saving = false,
  uploading = false,
  uploadProgress = 0,
  errorMessage = null,
  fieldErrors = {},
  refusal = null,
  nameRef,
  onNameChange,
  onBioChange,
  onPhotoChange,
  currentPhotoUrl,
  onCancel,
  onSave,
}: ProfileEditFormProps) {
  // the chosen photo stays on show after a failed save
  const previewUrl = usePreviewUrl(draft.photo);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusal);
  const pickerKey = usePickerRestart(refusal, fieldErrors.photo !== undefined && !draft.photo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  return (
    <form ref={formRef} onSubmit={submit} aria-label="Edit Profile" noValidate>
      <Stack gap="lg">
        {errorMessage ? <Alert onDismiss={() => undefined}>{errorMessage}</Alert> : null}
        <FilePicker
          // a refused file is not kept: the picker starts over, without its preview
          key={pickerKey}
          label={PHOTO_LABEL}
          accept="image/*"
          previewUrl={previewUrl}
          previewAlt="Preview of your new profile photo"
          // the profile shows the photo in a circle, and so does its preview
          shape="circle"
          currentUrl={currentPhotoUrl}
          currentAlt="Your current profile photo"
          error={fieldErrors.photo}
          onFileChange={onPhotoChange}
          disabled={saving}
        />
        {uploading ? (
          <ProgressBar
            label={UPLOAD_PROGRESS_LABEL}
            value={Math.round(uploadProgress * 100)}
            animate={false}
          />
        ) : null}
        <TextField
          ref={nameRef}
          label="Name"
          name="name"
          autoComplete="name"
          value={draft.name}
          error={fieldErrors.name}
          onChange={(event) => onNameChange(event.target.value)}
          // read-only, not disabled, while it saves: a disabled field drops the focus of the
          // member who pressed Enter in it, and a failure would leave her nowhere
          readOnly={saving}
        />
        <TextArea
          label="Bio"
          name="bio"
          value={draft.bio}
          error={fieldErrors.bio}
          onChange={(event) => onBioChange(event.target.value)}
          readOnly={saving}
        />
        <Inline gap="sm">
          <Button type="submit" loading={saving} loadingLabel="Saving...">
            Save Profile
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * A new value each time a refusal leaves the picker without a photo (a file that cannot be read):
 * used as its key, so the picker drops the refused file and its preview.
 */
function usePickerRestart(refusal: unknown, photoRefused: boolean): number {
  const [seen, setSeen] = useState<unknown>(refusal);
  const [restarts, setRestarts] = useState(0);
  if (refusal !== seen) {
    setSeen(refusal);
    if (refusal !== null && photoRefused) setRestarts((count) => count + 1);
  }
  return restarts;
}
