import { style } from '@vanilla-extract/css';

// hostile names and bios: a 200-character word wraps inside the card
export const userText = style({
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  minWidth: 0,
});
