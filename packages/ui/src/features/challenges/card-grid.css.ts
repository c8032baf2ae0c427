import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { mediaQueries } from '../../theme/tokens';

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

const badgeColumns = createVar();
const badgeGap = vars.space.md;

/**
 * The earned badges: two cards a row on a phone, three on a tablet, four on a desktop, each at
 * least 8em of the grid's text wide, so that a badge's name, its challenge's and 'Share Badge'
 * keep their words. 8em is 128 px at the browser's default text size, less than a phone's two
 * columns, so there the rows are as before; with larger text the least width grows with the text
 * and the rows hold fewer cards, one under the other on a phone, never one wider than the grid.
 * A track is its share of the row (the gaps taken off, and a hair less, so that the row always
 * holds as many as it should) or 8em, whichever is wider.
 */
export const badgeCardGrid = style([
  cardList,
  {
    vars: { [badgeColumns]: '2' },
    display: 'grid',
    gap: badgeGap,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(8em, (100% - (${badgeColumns} - 1) * ${badgeGap}) / ${badgeColumns} - 0.01em)), 1fr))`,
    '@media': {
      [mediaQueries.tablet]: { vars: { [badgeColumns]: '3' } },
      [mediaQueries.desktop]: { vars: { [badgeColumns]: '4' } },
    },
  },
]);
