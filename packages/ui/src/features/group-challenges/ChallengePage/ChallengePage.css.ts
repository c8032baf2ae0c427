import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { CHART_HEIGHT, CHART_WIDTH } from './progress-chart-size';

// challenge names, descriptions and member names from members: long words wrap
export const userText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const facts = style({ margin: 0 });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const barTrack = style({
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = styleVariants({
  progress: { height: '100%', background: vars.color.success },
  setback: { height: '100%', background: vars.color.danger },
  none: { height: '100%', background: vars.color.neutral },
});

export const trendText = styleVariants({
  progress: { color: vars.color.success, fontWeight: vars.fontWeight.medium },
  setback: { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
  none: { color: vars.color.textMuted },
});

export const chart = style({ width: '100%', height: 'auto', display: 'block' });

/** The chart's place while its code or its data loads: as wide as the card, in its proportions. */
export const chartPlace = style({
  display: 'grid',
  alignItems: 'center',
  aspectRatio: `${CHART_WIDTH} / ${CHART_HEIGHT}`,
});
export const chartLine = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
});
export const chartPoint = style({ fill: vars.color.primary });
