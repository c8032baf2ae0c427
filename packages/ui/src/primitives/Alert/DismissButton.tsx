import type { Ref } from 'react';
import { IconButton } from '../IconButton/IconButton';

export type DismissButtonProps = {
  onDismiss: () => void;
  /** The accessible name; 'Dismiss' unless the caller names the control otherwise. */
  label?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** The × that closes an Alert or a Banner. */
export function DismissButton({
  onDismiss,
  label = 'Dismiss',
  className,
  ref,
}: DismissButtonProps) {
  return (
    <IconButton
      ref={ref}
      label={label}
      size="sm"
      variant="ghost"
      className={className}
      onClick={onDismiss}
      icon={
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      }
    />
  );
}
