import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';

// a medal keeps its colours in a contrast theme too: they are what it shows
const medal = (colour: string) =>
  ({ background: colour, color: vars.color.onMedal, forcedColorAdjust: 'none' }) as const;

// Medal colours for the top 3; everyone else a quiet disc
export const rankBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    // a control's height, or more once the member's text is large enough that its number would
    // not fit the disc (1.8em of its own text is under a control's height at the default size)
    minWidth: `max(${vars.size.controlSm}, 1.8em)`,
    height: `max(${vars.size.controlSm}, 1.8em)`,
    paddingInline: vars.space['2xs'],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    medal: {
      gold: medal(vars.color.medalGold),
      silver: medal(vars.color.medalSilver),
      bronze: medal(vars.color.medalBronze),
      none: {
        background: vars.color.surfaceSunken,
        color: vars.color.textMuted,
        border: `${vars.size.borderThin} solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { medal: 'none' },
});
