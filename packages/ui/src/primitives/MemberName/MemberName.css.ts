import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** 'No name set' stands in for a name: muted, so it does not read as one. */
export const missing = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});
