import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Field } from '../Field/Field';
import { parseNumberInput } from './number-input';
import * as styles from './NumberField.css';

/** What a field that takes only a number says of an entry with none: missing, or unreadable. */
export const ENTER_A_NUMBER = 'Enter a number';

export type NumberFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'size'
> & {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The text in the input, kept as typed so the member can type freely. */
  value?: string;
  defaultValue?: string;
  /** Called on every keystroke with the raw text and the number it reads as (or null). */
  onValueChange?: (raw: string, parsed: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Whole numbers only: numeric keyboard, step 1, fractions read as null. */
  integer?: boolean;
  /**
   * Said in place of `error` while the input holds text the browser cannot read as a number
   * ('10e', '12,50' in an English browser). Such an input reads as empty, so the form's check
   * finds it missing: this says what is wrong with what she can see instead ('... must be at
   * least 1', 'Enter a number').
   */
  unreadableError?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A number input with min and step. It never rewrites what the member types; the parent reads
 * `parsed` and decides validity (e.g. the monthly goal: an integer above 0, input minimum 1).
 */
export function NumberField({
  label,
  description,
  error,
  required,
  disabled,
  id,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  step,
  integer = false,
  unreadableError,
  className,
  ref,
  'aria-describedby': alsoDescribedBy,
  onInput,
  ...rest
}: NumberFieldProps) {
  // read at every keystroke (onInput): typing 'e' into an empty field leaves its value empty, so
  // onChange is not told of it
  const [typedUnreadable, setUnreadable] = useState(false);
  // a value the form wrote since (a prefill, a reset) is readable: the keystroke's reading is over
  const unreadable = typedUnreadable && (value ?? '') === '';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    onValueChange?.(raw, parseNumberInput(raw, integer));
  };

  return (
    <Field
      label={label}
      description={description}
      error={error && unreadable && unreadableError ? unreadableError : error}
      required={required}
      disabled={disabled}
      id={id}
      className={className}
      alsoDescribedBy={alsoDescribedBy}
    >
      {(control) => (
        <input
          ref={ref}
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={step ?? (integer ? 1 : 'any')}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          onInput={(event) => {
            setUnreadable(event.currentTarget.validity.badInput);
            onInput?.(event);
          }}
          disabled={disabled}
          className={[styles.control(), styles.number].join(' ')}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
