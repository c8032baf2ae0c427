import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { onPhone } from './card-rows';

/** A value's label inside its cell, shown on a phone only, where the rows stand as cards. */
export const cardRowLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  ...onPhone({ display: 'block' }),
});
