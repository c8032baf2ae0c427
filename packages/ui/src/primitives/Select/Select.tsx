import type { ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Field } from '../Field/Field';
import * as styles from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /**
   * How wide the control is: 'fill' (the default) fills its column, as the text fields beside it
   * in a form; 'longestOption' is as wide as its longest option and its chevron, for a picker
   * that stands on its own (e.g. above the board it changes), never wider than its column.
   */
  width?: 'fill' | 'longestOption';
  /** Form field name (Radix renders a hidden native select for forms). */
  name?: string;
  id?: string;
  className?: string;
};

/** A labelled single-choice list (Radix Select): keyboard, typeahead and screen readers built in. */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  description,
  error,
  required,
  disabled,
  width = 'fill',
  name,
  id,
  className,
}: SelectProps) {
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
      {(control) => {
        const trigger = (
          <SelectPrimitive.Trigger
            className={[styles.control(), styles.trigger].join(' ')}
            {...control}
          >
            <span className={styles.value}>
              <SelectPrimitive.Value placeholder={placeholder} />
            </span>
            <SelectPrimitive.Icon asChild>
              <svg className={styles.chevron} viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path
                  d="m4 6 4 4 4-4"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
        );
        return (
          <SelectPrimitive.Root
            value={value}
            defaultValue={defaultValue}
            onValueChange={onValueChange}
            disabled={disabled}
            required={required}
            name={name}
          >
            {width === 'longestOption' ? (
              // the trigger stands on a hidden line of every option, which sets its width
              <span className={styles.fitsLongestOption}>
                {trigger}
                <span
                  className={[styles.control(), styles.trigger, styles.widthOfOptions].join(' ')}
                  aria-hidden="true"
                >
                  <span className={styles.optionLabels}>
                    {placeholder ? <span>{placeholder}</span> : null}
                    {options.map((option) => (
                      <span key={option.value}>{option.label}</span>
                    ))}
                  </span>
                  <span className={styles.chevron} />
                </span>
              </span>
            ) : (
              trigger
            )}
            <SelectPrimitive.Portal>
              <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={4}>
                <SelectPrimitive.Viewport className={styles.viewport}>
                  {options.map((option) => (
                    <SelectPrimitive.Item
                      key={option.value}
                      value={option.value}
                      disabled={option.disabled}
                      className={styles.item}
                    >
                      <SelectPrimitive.ItemIndicator className={styles.indicator}>
                        <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
                          <path
                            d="m3.5 8.5 3 3 6-7"
                            stroke="currentColor"
                            strokeWidth="1.75"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        </svg>
                      </SelectPrimitive.ItemIndicator>
                      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                    </SelectPrimitive.Item>
                  ))}
                </SelectPrimitive.Viewport>
              </SelectPrimitive.Content>
            </SelectPrimitive.Portal>
          </SelectPrimitive.Root>
        );
      }}
    </Field>
  );
}
