import {
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { Field } from '../Field/Field';
import * as styles from './TextArea.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** Show 'n/max characters' under the field (needs `maxLength`, or counts up without it). */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * A multi-line text input with its label, description, error and an optional character count.
 * What she writes takes its direction from its first strong letter (Arabic or Hebrew reads right
 * to left).
 */
export function TextArea({
  label,
  description,
  error,
  required,
  disabled,
  id,
  showCount = false,
  maxLength,
  value,
  defaultValue,
  onChange,
  rows = 4,
  dir = 'auto',
  className,
  ref,
  'aria-describedby': alsoDescribedBy,
  ...rest
}: TextAreaProps) {
  // the count follows the text whether the parent controls it or not
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const length = value !== undefined ? String(value).length : uncontrolledLength;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const count = showCount ? (
    <span className={maxLength !== undefined && length > maxLength ? styles.overLimit : undefined}>
      {maxLength !== undefined ? `${length}/${maxLength} characters` : `${length} characters`}
    </span>
  ) : undefined;

  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      meta={count}
      className={className}
      alsoDescribedBy={alsoDescribedBy}
    >
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          dir={dir}
          disabled={disabled}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          className={styles.control({ multiline: true })}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
