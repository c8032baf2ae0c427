import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The card grid of 'Your Challenges' and 'Your Badges' is a list: the Box gives its columns and
 * gap, this drops the bullets.
 */
export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// cards in one row share the row's height
globalStyle(`${cardList} > li > *`, { height: '100%' });
