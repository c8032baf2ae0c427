import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const;
export const headingTones = ['default', 'muted', 'primary'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];

/** The size a level gets when no `size` is given. */
const defaultSizeFor: Record<HeadingLevel, HeadingSize> = {
  1: '3xl',
  2: '2xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The document outline level (h1-h6). */
  level: HeadingLevel;
  /** The visual size, independent of the level, so the outline stays right whatever the look. */
  size?: HeadingSize;
  tone?: HeadingTone;
  align?: 'start' | 'center';
  ref?: Ref<HTMLHeadingElement>;
};

/** A section heading whose outline level and visual size are chosen separately. */
export function Heading({
  level,
  size = defaultSizeFor[level],
  tone = 'default',
  align = 'start',
  className,
  ref,
  ...rest
}: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      ref={ref}
      className={[styles.heading({ size, tone, align }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
