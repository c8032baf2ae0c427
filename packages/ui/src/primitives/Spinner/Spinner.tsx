import { VisuallyHidden } from 'radix-ui';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = {
  size?: SpinnerSize;
  /** What is loading, for screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  className?: string;
};

/** An indeterminate progress indicator, announced politely to assistive technology. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  showLabel = false,
  className,
}: SpinnerProps) {
  return (
    <span role="status" className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <span className={styles.spinner({ size })} aria-hidden="true" />
      {showLabel ? (
        <span className={styles.label}>{label}</span>
      ) : (
        <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      )}
    </span>
  );
}
