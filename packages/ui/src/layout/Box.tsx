import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';

type HTMLProps = Omit<
  AllHTMLAttributes<HTMLElement>,
  'as' | 'className' | 'color' | 'width' | 'height' | 'wrap' | keyof Sprinkles
>;

export type BoxProps = HTMLProps &
  Sprinkles & {
    /** The element to render, e.g. 'section' or 'ul' (default 'div'). */
    as?: ElementType;
    className?: string;
    ref?: Ref<HTMLElement>;
  };

/**
 * The layout primitive: any element, styled only through token-backed sprinkles (padding, gap,
 * background, grid columns, ...), each accepting responsive values such as
 * `{ mobile: 1, desktop: 3 }`. Reach for it instead of writing layout CSS. A list it renders
 * (`as="ul"` or `"ol"`) says it is a list outright (`role="list"`).
 */
export function Box({ as = 'div', className, ref, ...props }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), className].filter(Boolean).join(' ');
  // a list laid out by a box mostly drops its bullets, and Safari (VoiceOver) no longer says
  // such a list is one: the role said outright keeps it a list, with its count of items
  if ((as === 'ul' || as === 'ol') && nativeProps.role === undefined) nativeProps.role = 'list';
  return createElement(as, { ...nativeProps, className: classes, ref });
}
