import type { ReactNode, Ref } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { InlineField } from '../Field/InlineField';
import * as styles from './Switch.css';

export type SwitchProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** An on/off setting that takes effect at once (Radix Switch), with its label. */
export function Switch({
  label,
  description,
  error,
  required = false,
  disabled = false,
  id,
  className,
  ref,
  ...rest
}: SwitchProps) {
  return (
    <InlineField
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
      gap="sm"
    >
      {(control) => (
        <SwitchPrimitive.Root
          ref={ref}
          className={styles.track}
          required={required}
          disabled={disabled}
          {...control}
          {...rest}
        >
          <SwitchPrimitive.Thumb className={styles.thumb} />
        </SwitchPrimitive.Root>
      )}
    </InlineField>
  );
}
