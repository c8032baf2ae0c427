import type { ReactNode, Ref } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { InlineField } from '../Field/InlineField';
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
  return (
    <InlineField
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
      gap="xs"
    >
      {(control) => (
        <CheckboxPrimitive.Root
          ref={ref}
          className={styles.box}
          required={required}
          disabled={disabled}
          {...control}
          {...rest}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            {rest.checked === 'indeterminate' ? <DashMark /> : <CheckMark />}
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      )}
    </InlineField>
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
