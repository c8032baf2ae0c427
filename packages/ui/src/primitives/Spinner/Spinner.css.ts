import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    '@media': {
      // keep a slow turn so the state still reads as "working": the page-wide reduced-motion
      // rule would otherwise end it after one turn, and a spinner standing still reads as stuck
      [mediaQueries.reducedMotion]: {
        animationDuration: '1.6s !important',
        animationIterationCount: 'infinite !important',
      },
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.size.borderThick },
      md: { width: vars.size.iconLg, height: vars.size.iconLg, borderWidth: vars.size.borderThick },
      lg: {
        width: vars.size.controlLg,
        height: vars.size.controlLg,
        borderWidth: vars.size.focusRing,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
