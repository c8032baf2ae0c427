import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/vars.css';

// hostile names and bios: a 200-character word wraps inside the card
export const userText = style({
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  minWidth: 0,
});

// the loading card's line for her name, in the type of the name's heading
export const nameLine = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});
