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

/** A single-line text input with its label, description and error. */
export function TextField({
  label,
  description,
  error,
  required,
  disabled,
  id,
  type = 'text',
  className,
  ref,
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
    >
      {(control) => (
        <input
          ref={ref}
          type={type}
          disabled={disabled}
          className={styles.control()}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
