import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { button } from '../Button/Button.css';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { LoadingRing } from '../Button/LoadingRing';
import * as styles from './IconButton.css';

export const iconButtonVariants = buttonVariants;
export const iconButtonSizes = buttonSizes;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'disabled' | 'aria-label'
> & {
  /** The accessible name, e.g. 'Dismiss'. Required: an icon alone tells a screen reader nothing. */
  label: string;
  /** The icon (decorative; hidden from assistive technology). */
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  disabled?: boolean;
  /** Shows a spinner in place of the icon and refuses clicks, as Button's `loading` does. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button that shows only an icon. Like Button, a disabled or loading one stays focusable
 * (aria-disabled) so keyboard users can still reach it and hear its name. For a visible hint,
 * wrap it in `<Tooltip content={label}>` (composition keeps the tooltip code off pages without
 * one).
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  disabled = false,
  loading = false,
  type = 'button',
  className,
  onClick,
  ref,
  ...rest
}: IconButtonProps) {
  const inert = disabled || loading;
  const classes = [button({ variant, size }), styles.iconButton({ size }), className]
    .filter(Boolean)
    .join(' ');

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
      aria-label={label}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className={styles.glyph({ size })} aria-hidden="true">
        {loading ? <LoadingRing className={styles.ring} /> : icon}
      </span>
    </button>
  );
}
