import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox as CheckboxPrimitive, Label } from 'radix-ui';
import { FieldError } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** A labelled checkbox (Radix Checkbox), with an optional description and error. */
export function Checkbox({
  label,
  description,
  error,
  required = false,
  disabled = false,
  id,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? `checkbox-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const describedBy =
    [description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <CheckboxPrimitive.Root
          ref={ref}
          id={controlId}
          className={styles.box}
          required={required}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
          {...rest}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            {rest.checked === 'indeterminate' ? <DashMark /> : <CheckMark />}
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <div className={styles.text}>
          <Label.Root
            htmlFor={controlId}
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
            <p id={descriptionId} className={fieldStyles.description}>
              {description}
            </p>
          ) : null}
        </div>
      </div>
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="m3.5 8.5 3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function DashMark() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
