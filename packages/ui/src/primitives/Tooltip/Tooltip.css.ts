import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// inverted colours so the tip stands apart from any surface, in both themes
export const content = style({
  zIndex: vars.zIndex.popover,
  maxWidth: `min(${vars.size.tooltipMax}, calc(100vw - ${vars.space.md}))`,
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easeStandard}`,
    },
  },
});

export const arrow = style({ fill: vars.color.text });
