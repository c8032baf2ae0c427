import type { ReactNode } from 'react';
import { Label } from 'radix-ui';
import {
  FieldAnnouncer,
  FieldError,
  useFieldIds,
  type FieldControlProps,
  type FieldProps,
} from './Field';
import * as fieldStyles from './Field.css';
import * as styles from './InlineField.css';

/** What a checkbox or a switch inside an InlineField spreads onto itself. */
export type InlineControlProps = Omit<FieldControlProps, 'aria-required'>;

export type InlineFieldProps = Omit<FieldProps, 'meta' | 'children'> & {
  /** The space between the control and its label: a checkbox sits closer than a switch. */
  gap: 'xs' | 'sm';
  children: (control: InlineControlProps) => ReactNode;
};

/**
 * A control with its label beside it (a checkbox, a switch): the label, with a required marker,
 * and the description to the control's right; the error under both. Wired as Field is: the label
 * names the control, and the description and error are read with it.
 */
export function InlineField({
  label,
  description,
  error,
  required = false,
  disabled = false,
  id,
  className,
  gap,
  children,
}: InlineFieldProps) {
  const ids = useFieldIds(id, { description, error });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row({ gap })}>
        {children({
          id: ids.control,
          'aria-describedby': ids.describedBy,
          'aria-invalid': ids.hasError || undefined,
        })}
        <div className={styles.text}>
          <Label.Root
            htmlFor={ids.control}
            className={styles.label}
            data-disabled={disabled || undefined}
          >
            {label}
            {required ? (
              <span className={styles.requiredMarker} aria-hidden="true">
                *
              </span>
            ) : null}
          </Label.Root>
          {description ? (
            <p id={ids.description} className={fieldStyles.description}>
              {description}
            </p>
          ) : null}
        </div>
      </div>
      {ids.hasError ? (
        <>
          <FieldError id={ids.error}>{error}</FieldError>
          <FieldAnnouncer id={ids.announcer} />
        </>
      ) : null}
    </div>
  );
}
