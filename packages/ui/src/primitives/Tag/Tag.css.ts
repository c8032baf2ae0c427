import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    borderWidth: vars.size.borderThin,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutral, color: vars.color.onNeutral },
      primary: { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
      success: { background: vars.color.successSurface, color: vars.color.onSuccessSurface },
      danger: { background: vars.color.dangerSurface, color: vars.color.onDangerSurface },
      warning: { background: vars.color.warningSurface, color: vars.color.onWarningSurface },
      // spec 1 §9: medal colours for the top 3
      gold: { background: vars.color.medalGold, color: vars.color.onMedal },
      silver: { background: vars.color.medalSilver, color: vars.color.onMedal },
      bronze: { background: vars.color.medalBronze, color: vars.color.onMedal },
    },
    size: {
      sm: {
        paddingBlock: vars.space['3xs'],
        paddingInline: vars.space.xs,
        fontSize: vars.fontSize.xs,
      },
      md: {
        paddingBlock: vars.space['2xs'],
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

// soft tones sit on a tinted fill; a hairline in the tone keeps the edge visible on any surface
export const outlined = style({ borderColor: 'currentColor' });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  height: '1em',
});
