import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';

// Medal colours for the top 3; everyone else a quiet disc
export const rankBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.controlSm,
    height: vars.size.controlSm,
    paddingInline: vars.space['2xs'],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    medal: {
      // a medal keeps its colours in a contrast theme too: they are what it shows
      gold: {
        background: vars.color.medalGold,
        color: vars.color.onMedal,
        forcedColorAdjust: 'none',
      },
      silver: {
        background: vars.color.medalSilver,
        color: vars.color.onMedal,
        forcedColorAdjust: 'none',
      },
      bronze: {
        background: vars.color.medalBronze,
        color: vars.color.onMedal,
        forcedColorAdjust: 'none',
      },
      none: {
        background: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        border: `${vars.size.borderThin} solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { medal: 'none' },
});
