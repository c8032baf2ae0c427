import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

/** The chart's box; its measured size becomes the SVG's coordinate space. */
export const frame = style({
  position: 'relative',
  width: '100%',
  height: `calc(${vars.size.controlLg} * 4)`,
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
