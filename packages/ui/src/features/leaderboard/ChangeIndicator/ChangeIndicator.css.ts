import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';

export const changeIndicator = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3xs'],
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    change: {
      up: { color: vars.color.success },
      down: { color: vars.color.danger },
      neutral: { color: vars.color.textMuted },
    },
  },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
