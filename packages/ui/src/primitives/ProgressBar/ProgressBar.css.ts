import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries, systemColors } from '../../theme/tokens';

/** Steps of the 1 s fill: one every 16 ms, the last one landing on the value. */
const PROGRESS_STEPS = Math.ceil(1000 / 16);

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const label = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const valueText = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    background: vars.color.neutral,
    borderRadius: vars.radius.full,
    // keeps the rounded clip in Safari while the indicator moves
    transform: 'translateZ(0)',
    // in a contrast theme the track is outlined, as its background is gone
    '@media': {
      [mediaQueries.forcedColors]: {
        border: `${vars.size.borderThin} solid ${systemColors.canvasText}`,
      },
    },
  },
  variants: {
    size: {
      sm: { height: vars.space.xs },
      md: { height: vars.size.progressTrack },
      lg: { height: vars.space.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const indicator = recipe({
  base: {
    width: '100%',
    height: '100%',
    borderRadius: vars.radius.full,
    // progress bars fill to their value over 1 s (motion.progress) in steps of 16 ms
    transition: `transform ${vars.motion.progress} steps(${PROGRESS_STEPS}, end)`,
    selectors: {
      // at nothing, it is not drawn: moved wholly out of a track that starts between two pixels,
      // it still coloured the track's first pixel
      '&[data-empty]': { visibility: 'hidden' },
    },
    '@media': {
      [mediaQueries.reducedMotion]: { transition: 'none' },
      // every tone fills in the member's highlight colour in a contrast theme
      [mediaQueries.forcedColors]: { background: systemColors.highlight },
    },
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
    },
    animate: { true: {}, false: { transition: 'none' } },
  },
  defaultVariants: { tone: 'primary', animate: true },
});
