import { style } from '@vanilla-extract/css';

// group names, descriptions and member names from members: long words wrap
export const userText = style({
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
