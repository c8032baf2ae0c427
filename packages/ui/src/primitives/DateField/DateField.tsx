import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import * as styles from './DateField.css';

export const dateFieldTypes = ['date', 'datetime-local'] as const;
export type DateFieldType = (typeof dateFieldTypes)[number];

export type DateFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'min' | 'max' | 'size'
> & {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** 'date' (yyyy-mm-dd) or 'datetime-local' (yyyy-mm-ddThh:mm). */
  type?: DateFieldType;
  /** Earliest value, in the input's own format. */
  min?: string;
  /** Latest value, in the input's own format. */
  max?: string;
  ref?: Ref<HTMLInputElement>;
};

/** The browser's own date (or date and time) picker inside a labelled field. */
export function DateField({
  label,
  description,
  error,
  required,
  disabled,
  id,
  type = 'date',
  min,
  max,
  className,
  ref,
  // read after the field's own description and error, not instead of them
  'aria-describedby': alsoDescribedBy,
  ...rest
}: DateFieldProps) {
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
      alsoDescribedBy={alsoDescribedBy}
    >
      {(control) => (
        <input
          ref={ref}
          type={type}
          min={min}
          max={max}
          disabled={disabled}
          className={[styles.control(), styles.date].join(' ')}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
