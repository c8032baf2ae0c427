import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

// Layered over Button's recipe (imported first, so these rules win): square, no label padding.
export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, minHeight: vars.size.controlSm },
      md: { width: vars.size.controlMd, minHeight: vars.size.controlMd },
      lg: { width: vars.size.controlLg, minHeight: vars.size.controlLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const glyph = recipe({
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const tooltip = style({
  zIndex: vars.zIndex.popover,
  maxWidth: vars.size.tooltipMax,
  paddingBlock: vars.space['2xs'],
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
});

export const tooltipArrow = style({ fill: vars.color.text });
