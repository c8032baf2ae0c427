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
      // soft fills get a hairline in their tone so the edge shows on any surface
      neutral: {
        background: vars.color.neutral,
        color: vars.color.onNeutral,
        borderColor: vars.color.border,
      },
      primary: {
        background: vars.color.primarySubtle,
        color: vars.color.onPrimarySubtle,
        borderColor: vars.color.primary,
      },
      success: {
        background: vars.color.successSurface,
        color: vars.color.onSuccessSurface,
        borderColor: vars.color.success,
      },
      danger: {
        background: vars.color.dangerSurface,
        color: vars.color.onDangerSurface,
        borderColor: vars.color.danger,
      },
      warning: {
        background: vars.color.warningSurface,
        color: vars.color.onWarningSurface,
        borderColor: vars.color.warning,
      },
      // a status in time (a challenge still to come), not a call to act
      info: {
        background: vars.color.infoSurface,
        color: vars.color.onInfoSurface,
        borderColor: vars.color.info,
      },
      // medal colours for the top 3 ranks
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

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  height: '1em',
});
