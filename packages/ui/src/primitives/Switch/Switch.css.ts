import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries, systemColors } from '../../theme/tokens';

// the track is two thumbs wide; the thumb travels one thumb width
export const track = style({
  flexShrink: 0,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: `calc(${vars.size.iconMd} * 2 + ${vars.size.borderThick} * 2)`,
  height: `calc(${vars.size.iconMd} + ${vars.size.borderThick} * 2)`,
  padding: 0,
  borderRadius: vars.radius.full,
  borderWidth: vars.size.borderThick,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  background: vars.color.neutral,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easeStandard}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    [mediaQueries.forcedColors]: {
      selectors: { '&[data-state="checked"]': { background: systemColors.highlight } },
    },
  },
});

export const thumb = style({
  display: 'block',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  // edged, so that where it stands (off at the start) shows against the track, not only the
  // track's colour
  boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.borderStrong}, ${vars.shadow.sm}`,
  transition: `transform ${vars.motion.fast} ${vars.motion.easeStandard}`,
  transform: 'translateX(0)',
  selectors: {
    '&[data-state="checked"]': { transform: `translateX(${vars.size.iconMd})` },
    '[dir="rtl"] &[data-state="checked"]': {
      transform: `translateX(calc(-1 * ${vars.size.iconMd}))`,
    },
  },
  // in a contrast theme the thumb is drawn in the text's colour, on the highlight when on
  '@media': {
    [mediaQueries.forcedColors]: {
      background: systemColors.buttonText,
      selectors: { '&[data-state="checked"]': { background: systemColors.highlightText } },
    },
  },
});
