import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { announceErrorOf } from '../Field/announce-error';
import * as styles from './FilePicker.css';

export type FilePickerProps = {
  label: ReactNode;
  description?: ReactNode;
  /** An error from the parent (e.g. an upload that failed); shown under the control. */
  error?: ReactNode;
  /** Which files the picker offers; only images by default. */
  accept?: string;
  /** Called with the chosen file, or null after 'Remove'. */
  onFileChange?: (file: File | null) => void;
  /**
   * A preview the parent keeps (e.g. the current profile photo, or the photo chosen before a
   * failed save); shown while no new file is chosen.
   */
  previewUrl?: string;
  /**
   * What the field holds now (e.g. the member's current profile photo, already checked safe to
   * show): shown while no new file is chosen and there is no `previewUrl`, without 'Remove', as
   * choosing nothing keeps it. A picture that does not load leaves the empty placeholder.
   */
  currentUrl?: string;
  /** Alternative text for `currentUrl`'s picture. */
  currentAlt?: string;
  /** Called when the member presses 'Remove' so the parent can drop its `previewUrl`. */
  onRemove?: () => void;
  chooseLabel?: string;
  removeLabel?: string;
  /** Shown when the chosen file is not an image. */
  notAnImageMessage?: string;
  /** Alternative text for the preview image. */
  previewAlt?: string;
  /**
   * The shape the picture is shown in where it is used, which the preview takes: 'circle' for a
   * profile photo, 'frame' for a photo a group feed shows whole in a 4:3 frame (the preview is
   * that frame, with the whole picture in it), 'square' (the default) for a picture shown in a
   * rounded square.
   */
  shape?: 'square' | 'circle' | 'frame';
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
};

type Chosen = { file: File; url: string };

function acceptsOnlyImages(accept: string) {
  return accept
    .split(',')
    .map((part) => part.trim())
    .every((part) => part.startsWith('image/'));
}

/**
 * Pick one image and see it before saving, e.g. a profile photo (image files only).
 * The chosen image's preview is an object URL, revoked when the choice changes or on unmount.
 */
export function FilePicker({
  label,
  description,
  error,
  accept = 'image/*',
  onFileChange,
  previewUrl,
  currentUrl,
  currentAlt = 'The current image',
  onRemove,
  chooseLabel = 'Choose image',
  removeLabel = 'Remove',
  notAnImageMessage = 'Please choose an image file.',
  previewAlt = 'Preview of the chosen image',
  shape = 'square',
  required,
  disabled = false,
  name,
  id,
  className,
}: FilePickerProps) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  // each file refused for its type, counted: a second refusal is said again
  const [refusals, setRefusals] = useState(0);
  // the current picture, once it has failed to load: the placeholder shows instead
  const [brokenCurrent, setBrokenCurrent] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // focus is back on the input when the system's picker closes, so no focus event reads the
  // refusal: it is said in the field's live region once it is on screen
  useEffect(() => {
    if (refusals > 0 && inputRef.current) announceErrorOf(inputRef.current);
  }, [refusals]);
  const chosenRef = useRef<Chosen | null>(null);
  const labelId = `file-picker-${useId()}`;
  const chooseTextId = `${labelId}-choose`;

  const replaceChosen = (next: Chosen | null) => {
    if (chosenRef.current) URL.revokeObjectURL(chosenRef.current.url);
    chosenRef.current = next;
    setChosen(next);
  };

  // the last object URL is released with the component
  useEffect(
    () => () => {
      if (chosenRef.current) URL.revokeObjectURL(chosenRef.current.url);
      chosenRef.current = null;
    },
    [],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (acceptsOnlyImages(accept) && !file.type.startsWith('image/')) {
      setTypeError(notAnImageMessage);
      setRefusals((count) => count + 1);
      // the same file can be picked again after the message
      event.target.value = '';
      return;
    }
    setTypeError(null);
    replaceChosen({ file, url: URL.createObjectURL(file) });
    onFileChange?.(file);
  };

  const handleRemove = () => {
    replaceChosen(null);
    setTypeError(null);
    if (inputRef.current) inputRef.current.value = '';
    onFileChange?.(null);
    onRemove?.();
    inputRef.current?.focus();
  };

  const removable = chosen?.url ?? previewUrl;
  const current = currentUrl !== undefined && currentUrl !== brokenCurrent ? currentUrl : undefined;
  const shownUrl = removable ?? current;
  const shownError = typeError ?? error;

  return (
    <Field
      label={<span id={labelId}>{label}</span>}
      description={description}
      error={shownError}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={styles.body}>
          {shownUrl ? (
            <img
              className={styles.preview({ shape })}
              src={shownUrl}
              alt={removable ? previewAlt : currentAlt}
              onError={removable ? undefined : () => setBrokenCurrent(currentUrl ?? null)}
            />
          ) : (
            <span className={styles.placeholder({ shape })} aria-hidden="true">
              <ImageIcon className={styles.placeholderIcon} />
            </span>
          )}
          <div className={styles.actions}>
            <span className={styles.chooser}>
              <input
                ref={inputRef}
                type="file"
                accept={accept}
                name={name}
                disabled={disabled}
                onChange={handleChange}
                className={styles.input}
                {...control}
                // the visible button text is part of the name (WCAG 2.5.3)
                aria-labelledby={`${labelId} ${chooseTextId}`}
              />
              <span className={styles.chooseLook} aria-hidden="true">
                <ImageIcon className={styles.chooseIcon} />
                <span id={chooseTextId}>{chooseLabel}</span>
              </span>
            </span>
            {removable && !disabled ? (
              // drawn as 'Choose image' beside it, bordered and the same size: the two are peers
              <Button variant="secondary" onClick={handleRemove}>
                {removeLabel}
              </Button>
            ) : null}
            {chosen ? <span className={styles.fileName}>{chosen.file.name}</span> : null}
          </div>
        </div>
      )}
    </Field>
  );
}

function ImageIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="1.75" />
      <circle cx="9" cy="10" r="2" stroke="currentColor" strokeWidth="1.75" />
      <path
        d="m4 18 5-5 4 4 3-3 4 4"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
    </svg>
  );
}
