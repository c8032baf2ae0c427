import { VisuallyHidden } from 'radix-ui';
import { useHeardAfterArrival } from '../live/region-known';
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

/**
 * An indeterminate progress indicator, announced politely to assistive technology. It arrives
 * with its words, which many screen readers would not read in a status that arrives filled: they
 * are kept from assistive technology for its first moments and then let in, unchanged on screen.
 */
export function Spinner({
  size = 'md',
  label = 'Loading',
  showLabel = false,
  className,
}: SpinnerProps) {
  const heard = useHeardAfterArrival(true);
  const hidden = heard ? undefined : true;
  return (
    <span role="status" className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <span className={styles.spinner({ size })} aria-hidden="true" />
      {showLabel ? (
        <span className={styles.label} aria-hidden={hidden}>
          {label}
        </span>
      ) : (
        <VisuallyHidden.Root aria-hidden={hidden}>{label}</VisuallyHidden.Root>
      )}
    </span>
  );
}
