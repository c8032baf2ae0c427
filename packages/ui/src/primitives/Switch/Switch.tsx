import { useId, type ReactNode, type Ref } from 'react';
import { Label, Switch as SwitchPrimitive } from 'radix-ui';
import { FieldError } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
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
  const generatedId = useId();
  const controlId = id ?? `switch-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const describedBy =
    [description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <SwitchPrimitive.Root
          ref={ref}
          id={controlId}
          className={styles.track}
          required={required}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
          {...rest}
        >
          <SwitchPrimitive.Thumb className={styles.thumb} />
        </SwitchPrimitive.Root>
        <div className={styles.text}>
          <Label.Root
            htmlFor={controlId}
            className={styles.label}
            data-disabled={disabled || undefined}
          >
            {label}
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
