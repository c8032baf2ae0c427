import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/vars.css';

// Colours by keyword; metals use the medal colours, kinds the status surfaces
export const medallion = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderWidth: vars.size.borderThick,
    borderStyle: 'solid',
  },
  variants: {
    tone: {
      gold: {
        background: vars.color.medalGold,
        color: vars.color.onMedal,
        borderColor: vars.color.medalGold,
      },
      silver: {
        background: vars.color.medalSilver,
        color: vars.color.onMedal,
        borderColor: vars.color.medalSilver,
      },
      bronze: {
        background: vars.color.medalBronze,
        color: vars.color.onMedal,
        borderColor: vars.color.medalBronze,
      },
      warrior: {
        background: vars.color.dangerSurface,
        color: vars.color.onDangerSurface,
        borderColor: vars.color.danger,
      },
      champion: {
        background: vars.color.warningSurface,
        color: vars.color.onWarningSurface,
        borderColor: vars.color.warning,
      },
      starter: {
        background: vars.color.successSurface,
        color: vars.color.onSuccessSurface,
        borderColor: vars.color.success,
      },
      achiever: {
        background: vars.color.infoSurface,
        color: vars.color.onInfoSurface,
        borderColor: vars.color.info,
      },
      mvp: {
        background: vars.color.primarySubtle,
        color: vars.color.onPrimarySubtle,
        borderColor: vars.color.primary,
      },
      podium: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        borderColor: vars.color.primary,
      },
      default: {
        background: vars.color.neutral,
        color: vars.color.onNeutral,
        borderColor: vars.color.borderStrong,
      },
    },
    size: {
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.size.avatarMd, height: vars.size.avatarMd },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

export const icon = style({ width: '55%', height: '55%' });
