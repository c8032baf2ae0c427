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
      gold: { background: vars.color.medalGold, color: vars.color.onMedal },
      silver: { background: vars.color.medalSilver, color: vars.color.onMedal },
      bronze: { background: vars.color.medalBronze, color: vars.color.onMedal },
      none: {
        background: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        border: `${vars.size.borderThin} solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { medal: 'none' },
});
