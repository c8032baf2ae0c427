import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../theme/tokens';
import { vars } from '../../../theme/vars.css';
import { cardRowsOnPhone, onPhone } from '../../../primitives/Table/card-rows';

/** The rule between the placeholder's rows, as between the table's own. */
export const rowRule = style({
  selectors: {
    '&:not(:last-child)': { borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}` },
  },
});

/**
 * A column's sort button in its header: it reads as every table's column header does (small
 * capitals, muted), and its label stands where the column's values do, at the cell's start or,
 * for a figure, at its end. The button keeps its padding round the label for its hover and its
 * focus ring, reaching into the cell's padding by as much (and its border), and is as wide as its
 * label needs: the column is sized to the label, not the label squeezed into the column. It
 * reaches above and below its label into the cell's padding too, so the header row is as tall as
 * every other table's (a line of header text and the cell's padding), not as tall as a button
 * and the padding round it.
 */
const reach = (side: string) => `calc(-1 * (${side} + ${vars.size.borderThin}))`;

/** A header's line: the small capitals' size at the table's line height. */
const headerLine = `calc(${vars.fontSize.xs} * ${vars.lineHeight.snug})`;

export const sortButton = style({
  fontSize: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  color: 'inherit',
  maxWidth: 'none',
  marginInline: reach(vars.space.sm),
  // as tall as it was (its least height), but taking no more of the row than a header's line;
  // its line's top at the line's top, where the line holds nothing taller to lift it
  marginBlock: `calc((${headerLine} - ${vars.size.controlSm}) / 2)`,
  verticalAlign: 'top',
  '@media': {
    // where a button's sides narrow (large text on a phone), by as much as they do
    [mediaQueries.largeTextPhone]: { marginInline: reach(vars.space.xs) },
  },
});

/** A count's least width on a card: its label ('Challenges') keeps its line. */
const VALUE_MIN = '5.5em';

/**
 * The users on a phone, as the group challenge's board is: each member's row stands as a small
 * card, the name with the photo on its first line, the three counts under it side by side and the
 * last activity under them, each under its own label, so every column shows in a 390 px window
 * without scrolling sideways. The header row stays in sight above the cards as a strip of sort
 * buttons that wraps onto a second line where it must. It stays a table for screen readers
 * (caption, column headers with their sort, row headers): the labels in the cells are for the eye
 * only.
 */
export const userCards = style({});
globalStyle(`${userCards} thead`, onPhone({ display: 'block' }));
globalStyle(
  `${userCards} thead > tr`,
  onPhone({
    display: 'flex',
    flexWrap: 'wrap',
    background: vars.color.surfaceSunken,
    borderBlockEnd: `${vars.size.borderThin} solid ${vars.color.border}`,
  }),
);
globalStyle(
  `${userCards} thead > tr > th`,
  onPhone({ display: 'block', width: 'auto', borderBlockEnd: 'none' }),
);
cardRowsOnPhone(userCards, {
  row: {
    // as many counts side by side as fit: three in a 390 px window at the default text size,
    // fewer a line with large text, never one running into the next
    gridTemplateColumns: `repeat(auto-fit, minmax(${VALUE_MIN}, 1fr))`,
    columnGap: vars.space.sm,
    paddingInline: vars.space.md,
  },
  // each figure under its label, at the label's start
  cell: { textAlign: 'start' },
  // the name across the card, and the last activity (a date and a time) on a line of its own
  cells: { ':first-child': { gridColumn: '1 / -1' }, ':last-child': { gridColumn: '1 / -1' } },
});
