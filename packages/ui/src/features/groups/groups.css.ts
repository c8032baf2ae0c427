import { globalStyle, style } from '@vanilla-extract/css';

/** A list laid out by its Box (grid or stack): no bullets, no indent. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// cards in one row share the row's height
globalStyle(`${plainList} > li > *`, { height: '100%' });
