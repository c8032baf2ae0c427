import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Tag.css';

export const tagTones = [
  'neutral',
  'primary',
  'success',
  'danger',
  'warning',
  'info',
  'gold',
  'silver',
  'bronze',
] as const;
export const tagSizes = ['sm', 'md'] as const;
export type TagTone = (typeof tagTones)[number];
export type TagSize = (typeof tagSizes)[number];

export type TagProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: TagTone;
  size?: TagSize;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
};

/** A small label: a role ('Admin'), a status ('Completed') or a medal rank. */
export function Tag({
  tone = 'neutral',
  size = 'md',
  icon,
  className,
  children,
  ref,
  ...rest
}: TagProps) {
  const classes = [styles.tag({ tone, size }), className].filter(Boolean).join(' ');
  return (
    <span ref={ref} className={classes} {...rest}>
      {icon !== undefined ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
