import type { ReactNode } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from '../../theme/vars.css';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'circle', 'rect'] as const;
export const skeletonCircleSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type SkeletonShapeKind = (typeof skeletonShapes)[number];
export type SkeletonCircleSize = (typeof skeletonCircleSizes)[number];

export type SkeletonShapeProps = {
  shape?: SkeletonShapeKind;
  /** Text: how many lines (the last one runs short). */
  lines?: number;
  /** Circle: the avatar size it stands in for. */
  size?: SkeletonCircleSize;
  /** Text and rect: a CSS width, e.g. '60%' (default the full width). */
  width?: string;
  /** Rect: a CSS height, e.g. '8rem' (default the control height). */
  height?: string;
};

/** One placeholder shape; hidden from assistive technology (the Skeleton's label speaks for it). */
export function SkeletonShape({
  shape = 'text',
  lines = 1,
  size = 'md',
  width = '100%',
  height = vars.size.controlLg,
}: SkeletonShapeProps) {
  const inline = assignInlineVars({ [styles.widthVar]: width, [styles.heightVar]: height });
  if (shape === 'circle') {
    return <span className={styles.shape({ shape, size })} aria-hidden="true" />;
  }
  if (shape === 'rect') {
    return <span className={styles.shape({ shape })} style={inline} aria-hidden="true" />;
  }
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span key={index} className={styles.shape({ shape })} style={inline} />
      ))}
    </span>
  );
}

export type SkeletonProps = SkeletonShapeProps & {
  /** What is loading, read by screen readers in place of the shapes. */
  label?: string;
  /** Several shapes laid out like the content to come; otherwise one shape from the props. */
  children?: ReactNode;
  /** The space between the children: 'md' where they stand for a card's parts. */
  gap?: 'xs' | 'md';
  className?: string;
};

/**
 * A placeholder in the shape of content that is loading. The shapes are hidden from assistive
 * technology; a visually hidden label says what is loading, and aria-busy marks the region.
 */
export function Skeleton({
  label = 'Loading',
  children,
  gap = 'xs',
  className,
  ...shapeProps
}: SkeletonProps) {
  return (
    <div className={[styles.container, className].filter(Boolean).join(' ')} aria-busy="true">
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      <div className={styles.shapes({ gap })} aria-hidden="true">
        {children ?? <SkeletonShape {...shapeProps} />}
      </div>
    </div>
  );
}
