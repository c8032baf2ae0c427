import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';
import { mediaQueries } from '../../../theme/tokens';

/**
 * The chart's height, its placeholder's too, so nothing jumps when the chart arrives: 192 px, and
 * taller with large text (12 rem, 16 times its labels' size), so that the count labels on its
 * left never run into each other.
 */
export const chartHeight = `max(calc(${vars.size.controlLg} * 4), 12rem)`;

export const dataToggle = style({
  cursor: 'pointer',
  width: 'fit-content',
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  '@media': {
    [mediaQueries.canHover]: { selectors: { '&:hover': { color: vars.color.linkHover } } },
  },
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const data = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
