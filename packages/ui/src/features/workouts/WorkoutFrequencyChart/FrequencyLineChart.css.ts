import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { chartHeight } from './WorkoutFrequencyChart.css';

/**
 * The chart's box; its measured size becomes the SVG's coordinate space, and its text size, the
 * axis labels', the unit of the margins left for them.
 */
export const frame = style({
  position: 'relative',
  fontSize: vars.fontSize.xs,
  width: '100%',
  height: chartHeight,
});

export const svg = style({ display: 'block', overflow: 'visible' });

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: vars.size.borderThin,
});

export const axisLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const area = style({ fill: vars.color.primary, fillOpacity: 0.12 });

export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: vars.size.borderThick,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const point = style({
  fill: vars.color.surface,
  stroke: vars.color.primary,
  strokeWidth: vars.size.borderThick,
});
