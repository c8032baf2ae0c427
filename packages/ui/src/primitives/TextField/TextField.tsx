import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'search', 'url', 'tel', 'password'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  type?: TextFieldType;
  ref?: Ref<HTMLInputElement>;
};

/** Types whose value is a member's own words, in whatever script she writes. */
const wordsTypes: readonly TextFieldType[] = ['text', 'search'];

/**
 * A single-line text input with its label, description and error. Words she types take their
 * direction from their first strong letter, so a name in Arabic or Hebrew reads right to left
 * while she types it; addresses, numbers and passwords stay left to right. An `aria-describedby`
 * given is read after the field's own description and error, not instead of them.
 */
export function TextField({
  label,
  description,
  error,
  required,
  disabled,
  id,
  type = 'text',
  className,
  dir = wordsTypes.includes(type) ? 'auto' : undefined,
  ref,
  'aria-describedby': alsoDescribedBy,
  ...rest
}: TextFieldProps) {
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
          dir={dir}
          disabled={disabled}
          className={styles.control()}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
