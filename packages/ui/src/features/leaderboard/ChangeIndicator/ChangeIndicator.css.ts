import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';

export const changeIndicator = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3xs'],
    // as wide as an arrow and a move of two digits, in every row: the arrows, the neutral dash
    // and the 'You' tag before them stand in one column down the list, whatever the move
    minWidth: `calc(${vars.size.iconSm} + ${vars.space['3xs']} + 2ch)`,
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
