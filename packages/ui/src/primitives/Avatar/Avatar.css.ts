import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** A share of the circle's size: at the default text size 12, 16, 28 and 48 px. */
const initials = (size: 'Sm' | 'Md' | 'Lg' | 'Xl', parts: number, of: number) =>
  `calc(${vars.size[`avatar${size}`]} * ${parts} / ${of})`;

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
    // initials are sized by their circle, not by the text setting, so large text never cuts
    // them (the name they stand for is text beside them, or the avatar's accessible name)
    size: {
      sm: {
        width: vars.size.avatarSm,
        height: vars.size.avatarSm,
        fontSize: initials('Sm', 3, 8),
      },
      md: {
        width: vars.size.avatarMd,
        height: vars.size.avatarMd,
        fontSize: initials('Md', 1, 3),
      },
      lg: {
        width: vars.size.avatarLg,
        height: vars.size.avatarLg,
        fontSize: initials('Lg', 7, 20),
      },
      xl: {
        width: vars.size.avatarXl,
        height: vars.size.avatarXl,
        fontSize: initials('Xl', 3, 8),
      },
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
