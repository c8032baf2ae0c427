import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    verticalAlign: 'middle',
    userSelect: 'none',
    borderRadius: vars.radius.full,
    background: vars.color.primarySubtle,
    color: vars.color.onPrimarySubtle,
    boxShadow: `0 0 0 ${vars.size.borderThin} ${vars.color.border}`,
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.fontSize.xs },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.fontSize.md },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.fontSize['2xl'] },
      xl: { width: vars.size.avatarXl, height: vars.size.avatarXl, fontSize: vars.fontSize['4xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  letterSpacing: '0.02em',
});

export const silhouette = style({ width: '70%', height: '70%', marginBlockStart: '20%' });
