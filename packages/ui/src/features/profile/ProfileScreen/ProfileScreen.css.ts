import { globalStyle, style } from '@vanilla-extract/css';

// hostile names and bios: a 200-character word wraps inside the card
export const userText = style({
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
  minWidth: 0,
});

export const photoPicker = style({});

// a preview that cannot be shown keeps its alternative text inside its box
globalStyle(`${photoPicker} img`, { overflow: 'hidden' });
