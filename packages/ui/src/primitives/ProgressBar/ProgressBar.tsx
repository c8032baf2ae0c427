import { useEffect, useId, useState } from 'react';
import { Progress, VisuallyHidden } from 'radix-ui';
import { SkeletonShape } from '../Skeleton';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['primary', 'success', 'warning', 'danger'] as const;
export const progressBarSizes = ['sm', 'md', 'lg'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];
export type ProgressBarSize = (typeof progressBarSizes)[number];

export type ProgressBarProps = {
  /** Progress so far, from 0 to `max`; values outside are clamped. */
  value: number;
  max?: number;
  /** What is measured, e.g. 'Monthly goal'. Names the progress bar. */
  label: string;
  /** Show the label above the bar (otherwise it is for screen readers only). */
  showLabel?: boolean;
  /**
   * 'auto': the label is someone's words (a challenge's name) and takes its direction from its
   * first strong letter; by default it keeps the page's.
   */
  labelDir?: 'auto';
  /** The value as words, e.g. (3, 10) => '3 of 10 workouts'. Shown and announced. */
  formatValue?: (value: number, max: number) => string;
  /** Show the formatted value next to the label. */
  showValue?: boolean;
  tone?: ProgressBarTone;
  size?: ProgressBarSize;
  /** Start at 0 and grow to the value over 1 s. Off for bars that update often. */
  animate?: boolean;
  className?: string;
};

const percentOf = (value: number, max: number) => (max > 0 ? (value / max) * 100 : 0);
const defaultFormat = (value: number, max: number) => `${Math.round(percentOf(value, max))}%`;

/**
 * A determinate progress bar. Assistive technology gets the real value at once; only the
 * picture grows from 0 to it over 1 s (none under prefers-reduced-motion).
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  showLabel = true,
  labelDir,
  formatValue = defaultFormat,
  showValue = true,
  tone = 'primary',
  size = 'md',
  animate = true,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const [shown, setShown] = useState(animate ? 0 : clamped);

  useEffect(() => {
    // wait a frame so the browser paints the start before the transition runs
    const frame = requestAnimationFrame(() => setShown(clamped));
    return () => cancelAnimationFrame(frame);
  }, [clamped]);

  const valueText = formatValue(clamped, max);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {showLabel || showValue ? (
        <div className={styles.labelRow}>
          {showLabel ? (
            <span id={labelId} className={styles.label} dir={labelDir}>
              {label}
            </span>
          ) : (
            <VisuallyHidden.Root id={labelId}>{label}</VisuallyHidden.Root>
          )}
          {showValue ? (
            <span className={styles.valueText} aria-hidden="true">
              {valueText}
            </span>
          ) : null}
        </div>
      ) : (
        <VisuallyHidden.Root id={labelId}>{label}</VisuallyHidden.Root>
      )}
      <Progress.Root
        className={styles.track({ size })}
        value={clamped}
        max={max}
        getValueLabel={() => valueText}
        aria-labelledby={labelId}
      >
        <Progress.Indicator
          className={styles.indicator({ tone, animate })}
          data-shown={shown}
          data-empty={percentOf(shown, max) === 0 || undefined}
          style={{ transform: `translateX(-${100 - percentOf(shown, max)}%)` }}
        />
      </Progress.Root>
    </div>
  );
}

export type ProgressBarPlaceholderProps = {
  /** The label the bar will show above it; without one, the row holds a bar for the value. */
  label?: string;
  size?: ProgressBarSize;
};

/**
 * A progress bar's place while its value loads: its label row and its empty track, as tall as
 * the bar to come. Hidden from assistive technology: the Skeleton around it says what is loading.
 */
export function ProgressBarPlaceholder({ label, size = 'md' }: ProgressBarPlaceholderProps) {
  return (
    <div className={styles.root} aria-hidden="true">
      <div className={styles.labelRow}>
        {label ? <span className={styles.label}>{label}</span> : <SkeletonShape width="40%" />}
      </div>
      <div className={styles.track({ size })} />
    </div>
  );
}
