import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

// the loading card's line for a month's title, in the type of the title it stands for
export const monthTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
});
