import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'danger', 'success', 'inherit'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textElements = ['p', 'span', 'div'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextElement = (typeof textElements)[number];

export type TextProps = HTMLAttributes<HTMLElement> & {
  as?: TextElement;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: 'start' | 'center' | 'end';
  /** Tabular figures, so counts and points line up. */
  numeric?: boolean;
  /** Clamp to this many lines with an ellipsis; long words still break inside the box. */
  maxLines?: 1 | 2 | 3;
  ref?: Ref<HTMLElement>;
};

/** Body text on the type scale. */
export function Text({
  as: Element = 'p',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  align = 'start',
  numeric = false,
  maxLines,
  className,
  ref,
  ...rest
}: TextProps) {
  const classes = [
    styles.text({ size, tone, weight, align, numeric, maxLines: maxLines ?? 'none' }),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element
      // one ref type for three elements: all are plain HTMLElements
      ref={ref as Ref<HTMLParagraphElement & HTMLSpanElement & HTMLDivElement>}
      className={classes}
      {...rest}
    />
  );
}
