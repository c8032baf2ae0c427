import { useId, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { announcerIdOf } from './announce-error';
import * as styles from './Field.css';

/** What a control inside a Field spreads onto itself so label, hints and errors reach it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help text under the label, read with the control. */
  description?: ReactNode;
  /** An error message; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Shows a required marker and sets aria-required on the control. */
  required?: boolean;
  disabled?: boolean;
  /** Extra text under the control read with it (e.g. a character count). */
  meta?: ReactNode;
  /**
   * Ids of text elsewhere on the page that describes the control too (a post's name), read after
   * the field's own description, error and meta, not instead of them.
   */
  alsoDescribedBy?: string;
  /** Use a known id for the control instead of a generated one. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Label, description and error around one control, wired with htmlFor/id,
 * aria-describedby, aria-invalid and aria-required.
 */
export function Field({
  label,
  description,
  error,
  required = false,
  disabled = false,
  meta,
  alsoDescribedBy,
  id,
  className,
  children,
}: FieldProps) {
  const ids = useFieldIds(id, { description, error, meta });
  const describedBy = [ids.describedBy, alsoDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label.Root
        htmlFor={ids.control}
        className={styles.label}
        data-disabled={disabled || undefined}
      >
        <span>{label}</span>
        {required ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label.Root>
      {description ? (
        <p id={ids.description} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children({
        id: ids.control,
        'aria-describedby': describedBy,
        'aria-invalid': ids.hasError || undefined,
        'aria-required': required || undefined,
      })}
      {ids.hasError ? (
        <>
          <FieldError id={ids.error}>{error}</FieldError>
          <FieldAnnouncer id={ids.announcer} />
        </>
      ) : null}
      {meta ? (
        <p id={ids.meta} className={styles.meta}>
          {meta}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The ids that tie a control (`id`, or one generated) to its description, error, meta line and
 * announcer, the control's aria-describedby naming those it has, and whether it has an error.
 */
export function useFieldIds(
  id: string | undefined,
  parts: { description?: ReactNode; error?: ReactNode; meta?: ReactNode },
) {
  const generatedId = useId();
  const control = id ?? `field-${generatedId}`;
  const description = `${control}-description`;
  const error = `${control}-error`;
  const meta = `${control}-meta`;
  const announcer = announcerIdOf(control);
  const hasError =
    parts.error !== undefined &&
    parts.error !== null &&
    parts.error !== false &&
    parts.error !== '';
  const describedBy =
    [parts.description ? description : null, hasError ? error : null, parts.meta ? meta : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { control, description, error, meta, announcer, hasError, describedBy };
}

/**
 * The red error line under a control; give it the id the control's aria-describedby names. It is
 * marked as the control's error, so a refusal from the control she is in can say it.
 */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} data-field-error="">
      <svg className={styles.errorIcon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
        <circle cx="8" cy="8" r="7" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        <circle cx="8" cy="11.25" r="0.9" fill="currentColor" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/**
 * A polite live region out of sight beside a field's error, empty until a refused submit finds
 * focus on the control already (useFocusFirstInvalid): the error is said here then, as no focus
 * event reads it. A status (polite by its role) rather than an aria-live region: a dialog opened
 * over the form (her session expired) hides it with the rest of the page, where an explicit live
 * region would be kept readable behind the dialog, and the form around it.
 */
export function FieldAnnouncer({ id }: { id: string }) {
  return <span id={id} className={visuallyHidden} role="status" />;
}
