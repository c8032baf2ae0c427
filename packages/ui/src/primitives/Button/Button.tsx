import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Slot } from 'radix-ui';
import * as styles from './Button.css';
import { LoadingRing } from './LoadingRing';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> & {
  /** 'primary' for the one main action of a view, 'danger' for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width, as form buttons do on a phone. */
  fullWidth?: boolean;
  /** Shows a spinner and refuses clicks (no double submits). */
  loading?: boolean;
  /** Label shown while loading, e.g. 'Saving...'; defaults to the usual label. */
  loadingLabel?: string;
  disabled?: boolean;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
  /**
   * Render the single child (a link) with the button's look: `<Button asChild><a href>…</a></Button>`.
   * The child is a plain link (an `a`, or react-router's `Link`), not the Link primitive, whose
   * link colour and underline would win over the button's.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The action button. Disabled and loading buttons stay focusable (aria-disabled) so keyboard
 * and screen-reader users can still find them and learn why they cannot act.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel,
  disabled = false,
  icon,
  asChild = false,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  const classes = [styles.button({ variant, size, fullWidth }), className]
    .filter(Boolean)
    .join(' ');

  if (asChild) {
    return (
      <Slot.Root className={classes} {...rest}>
        {children}
      </Slot.Root>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <LoadingRing className={styles.ring} />
      ) : icon ? (
        <span className={styles.icon}>{icon}</span>
      ) : null}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  );
}
