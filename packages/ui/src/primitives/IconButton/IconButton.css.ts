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

/** The spinner of a loading icon button fills the icon's place. */
export const ring = style({ width: '100%', height: '100%' });
