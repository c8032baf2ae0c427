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
      // on her own row's tint the plain green falls under 4.5:1 (4.37 in the light theme): there
      // the move takes the deeper tone of its colour, as a message on its surface does
      up: {
        color: vars.color.success,
        selectors: { '[aria-current="true"] &': { color: vars.color.onSuccessSurface } },
      },
      down: {
        color: vars.color.danger,
        selectors: { '[aria-current="true"] &': { color: vars.color.onDangerSurface } },
      },
      neutral: { color: vars.color.textMuted },
    },
  },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
