import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

export const count = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
